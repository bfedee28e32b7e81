import { type SellerFinancePages, ZLedgerEntriesQuery, ZLedgerPayoutQuery, ZLedgerStatementQuery } from '@xinh/contracts'
import type { LedgerService } from '../modules/ledger/index.ts'
import type { PageRequest } from '../platform/web.ts'
import { parse } from './parse.ts'

/** contracts `SellerFinancePages`: the ledger's seller routes (docs/api/ledger.md), in-process. */
export function sellerFinancePages(s: { ledger: LedgerService }, req: PageRequest): SellerFinancePages {
  const { actor, lang } = req
  return {
    balance: () => s.ledger.getBalance({ actor }),
    entries: async (query) => {
      const { data, meta } = await s.ledger.listEntries({ actor, lang, query: parse(ZLedgerEntriesQuery, query) })
      return { items: data, meta }
    },
    statements: async (query) => s.ledger.statements({ actor, query: parse(ZLedgerStatementQuery, query) }),
    payouts: async (query) => {
      const { data, meta } = await s.ledger.listPayouts({ actor, query: parse(ZLedgerPayoutQuery, query) })
      return { items: data, meta }
    },
    account: () => s.ledger.getAccount({ actor }),
  }
}
