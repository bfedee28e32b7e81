import type { z } from 'zod'
import type {
  TLedgerBalance,
  TLedgerEntry,
  TLedgerPayout,
  TLedgerStatement,
  TSellerAccount,
  ZLedgerEntriesQuery,
  ZLedgerPayoutQuery,
  ZLedgerStatementQuery,
} from './ledger.ts'
import type { TPaged } from './page-data.ts'

/** The seller centre's finance reads (`/ban-hang/tai-chinh`), issue 13: the ledger's seller routes. */
export interface SellerFinancePages {
  /** GET /api/v1/seller/finance/balance */
  balance(): Promise<TLedgerBalance>
  /** GET /api/v1/seller/finance/entries */
  entries(query?: z.input<typeof ZLedgerEntriesQuery>): Promise<TPaged<TLedgerEntry>>
  /** GET /api/v1/seller/finance/statements */
  statements(query?: z.input<typeof ZLedgerStatementQuery>): Promise<TLedgerStatement[]>
  /** GET /api/v1/seller/finance/payouts */
  payouts(query?: z.input<typeof ZLedgerPayoutQuery>): Promise<TPaged<TLedgerPayout>>
  /** GET /api/v1/seller/finance/account */
  account(): Promise<TSellerAccount>
}
