import {
  ZEnvelope,
  ZLedgerBalance,
  ZLedgerEntriesQuery,
  ZLedgerEntryList,
  ZLedgerPayoutList,
  ZLedgerPayoutQuery,
  ZLedgerStatement,
  ZLedgerStatementQuery,
  ZSellerAccount,
  ZSellerAccountInput,
} from '@xinh/contracts'
import { z } from 'zod'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { LedgerService } from './ledger.service.ts'

/** docs/api/ledger.md: the seller's money, for the owner of an approved shop (401 anonymous, 403 anyone else). */
export async function ledgerRoutes(app: App, { service }: { service: LedgerService }) {
  const tags = ['seller-finance']
  const base = '/api/v1/seller/finance'

  app.get(`${base}/balance`, { schema: { tags, response: { 200: ZEnvelope(ZLedgerBalance) } } }, async (req) =>
    ok(await service.getBalance({ actor: req.actor })),
  )
  app.get(`${base}/entries`, { schema: { tags, querystring: ZLedgerEntriesQuery, response: { 200: ZLedgerEntryList } } }, async (req) => {
    const { data, meta } = await service.listEntries({ actor: req.actor, lang: req.lang, query: req.query })
    return paged(data, meta)
  })
  app.get(
    `${base}/statements`,
    { schema: { tags, querystring: ZLedgerStatementQuery, response: { 200: ZEnvelope(z.array(ZLedgerStatement)) } } },
    async (req) => ok(await service.statements({ actor: req.actor, query: req.query })),
  )
  app.get(`${base}/payouts`, { schema: { tags, querystring: ZLedgerPayoutQuery, response: { 200: ZLedgerPayoutList } } }, async (req) => {
    const { data, meta } = await service.listPayouts({ actor: req.actor, query: req.query })
    return paged(data, meta)
  })
  app.get(`${base}/account`, { schema: { tags, response: { 200: ZEnvelope(ZSellerAccount) } } }, async (req) =>
    ok(await service.getAccount({ actor: req.actor })),
  )
  app.put(`${base}/account`, { schema: { tags, body: ZSellerAccountInput, response: { 200: ZEnvelope(ZSellerAccount) } } }, async (req) =>
    ok(await service.updateAccount({ actor: req.actor, input: req.body })),
  )
}
