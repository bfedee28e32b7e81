import {
  ZEnvelope,
  ZLedgerBalance,
  ZLedgerEntriesQuery,
  ZLedgerEntryList,
  ZLedgerPayoutList,
  ZLedgerPayoutQuery,
  ZLedgerStatement,
  ZLedgerPayout,
  ZLedgerStatementDownloadQuery,
  ZLedgerStatementQuery,
  ZSellerAccount,
  ZSellerAccountInput,
} from '@xinh/contracts'
import { z } from 'zod'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { LedgerService } from './ledger.service.ts'
import { XLSX_MIME } from './ledger.statement.ts'

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
  // seller centre (issue 13): the available balance paid out on request; a month's statement as Excel
  app.post(`${base}/payouts`, { schema: { tags, response: { 200: ZEnvelope(ZLedgerPayout) } } }, async (req) =>
    ok(await service.requestPayout({ actor: req.actor })),
  )
  app.get(
    `${base}/statements/download`,
    {
      schema: {
        tags,
        querystring: ZLedgerStatementDownloadQuery,
        produces: [XLSX_MIME],
        response: { 200: z.any().describe("The month's statement (.xlsx): totals by kind and every line") },
      },
    },
    async (req, reply) => {
      const { data, fileName } = await service.statementWorkbook({ actor: req.actor, lang: req.lang, month: req.query.month })
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(data)
    },
  )
  app.get(`${base}/account`, { schema: { tags, response: { 200: ZEnvelope(ZSellerAccount) } } }, async (req) =>
    ok(await service.getAccount({ actor: req.actor })),
  )
  app.put(`${base}/account`, { schema: { tags, body: ZSellerAccountInput, response: { 200: ZEnvelope(ZSellerAccount) } } }, async (req) =>
    ok(await service.updateAccount({ actor: req.actor, input: req.body })),
  )
}
