import {
  ZWalletCounts,
  ZWalletQuery,
  ZAdminVoucherInput,
  ZCountedPage,
  ZEnvelope,
  ZManagedVoucher,
  ZOk,
  ZPagedEnvelope,
  ZPathId,
  ZSaleVouchersQuery,
  ZSellerVoucherInput,
  ZVoucher,
  ZVoucherLookupQuery,
  ZVoucherManageQuery,
  ZVoucherSaved,
  ZVoucherStateCounts,
} from '@xinh/contracts'
import type { FastifyRequest } from 'fastify'
import { requireRole } from '#server/platform/auth/actor.ts'
import { ok, paged } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import { viewerOf } from '#server/platform/auth/actor.ts'
import type { VouchersService } from './vouchers.service.ts'

const managed = { 200: ZEnvelope(ZManagedVoucher) }

/**
 * docs/api/commerce.md "Pricing": seller and admin voucher management, the buyer's wallet and the
 * public list. Static paths come before `/:id`.
 */
export async function voucherRoutes(app: App, { service }: { service: VouchersService }) {
  // ----- owners: a seller's shop vouchers, the platform's (admin) -----
  // admins: who asks is checked before what they send (ADMIN.md); sellers keep their own order of checks
  const adminOnly = async (req: FastifyRequest) => void requireRole(req.actor, 'admin')
  const noCheck = async () => {}
  app.get(
    '/api/v1/admin/vouchers/counts',
    { preValidation: adminOnly, schema: { tags: ['admin-vouchers'], response: { 200: ZEnvelope(ZVoucherStateCounts) } } },
    async (req) => ok(await service.admin.counts({ actor: req.actor })),
  )
  for (const [prefix, tags, side, body, preValidation] of [
    ['/api/v1/seller/vouchers', ['seller-vouchers'], service.seller, ZSellerVoucherInput, noCheck],
    ['/api/v1/admin/vouchers', ['admin-vouchers'], service.admin, ZAdminVoucherInput, adminOnly],
  ] as const) {
    app.get(
      prefix,
      { preValidation, schema: { tags, querystring: ZVoucherManageQuery, response: { 200: ZCountedPage(ZManagedVoucher) } } },
      async (req) => {
        const { data, meta, counts } = await side.list({ actor: req.actor, query: req.query })
        return { ...paged(data, meta), counts }
      },
    )
    app.post(prefix, { preValidation, schema: { tags, body, response: managed } }, async (req) =>
      ok(await side.create({ actor: req.actor, lang: req.lang, input: req.body })),
    )
    app.get(`${prefix}/:id`, { preValidation, schema: { tags, params: ZPathId, response: managed } }, async (req) =>
      ok(await side.get({ actor: req.actor, id: req.params.id })),
    )
    app.put(`${prefix}/:id`, { preValidation, schema: { tags, params: ZPathId, body, response: managed } }, async (req) =>
      ok(await side.update({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body })),
    )
    app.delete(`${prefix}/:id`, { preValidation, schema: { tags, params: ZPathId, response: { 200: ZOk } } }, async (req) =>
      ok(await side.remove({ actor: req.actor, id: req.params.id })),
    )
    app.post(`${prefix}/:id/end`, { preValidation, schema: { tags, params: ZPathId, response: managed } }, async (req) =>
      ok(await side.end({ actor: req.actor, id: req.params.id })),
    )
  }

  // ----- buyers -----
  const tags = ['vouchers']
  app.get(
    '/api/v1/mobile/voucher-buyer',
    // spec §7 page and limit; `status` picks a tab (issue 16), `counts` sizes every tab
    {
      schema: { tags, querystring: ZWalletQuery, response: { 200: ZPagedEnvelope(ZVoucher).extend({ counts: ZWalletCounts }) } },
      config: { access: 'user' },
    },
    async (req) => {
      const { page, limit, status } = req.query
      const { data, meta, counts } = await service.wallet({ actor: req.actor, paging: { page, limit }, tab: status })
      return { ...paged(data, meta), counts }
    },
  )
  app.get(
    '/api/v1/mobile/voucher-buyer/lookup',
    // anyone may look a code up (checkout of a guest); a signed-in viewer sees whether it is saved
    { schema: { tags, querystring: ZVoucherLookupQuery, response: { 200: ZEnvelope(ZVoucher) } }, config: { access: 'public' } },
    async (req) => ok(await service.lookup({ viewerId: viewerOf(req.actor), code: req.query.code })),
  )
  app.post(
    '/api/v1/mobile/voucher-buyer/:id/save',
    // spec §7: an empty body (whatever is sent is ignored)
    { schema: { tags, params: ZPathId, response: { 200: ZEnvelope(ZVoucherSaved) } }, config: { access: 'user' } },
    async (req) => ok(await service.save({ actor: req.actor, id: req.params.id })),
  )
  app.get(
    '/api/v1/web/sale/sale-vouchers',
    { schema: { tags, querystring: ZSaleVouchersQuery, response: { 200: ZPagedEnvelope(ZVoucher) } } },
    async (req) => {
      const { data, meta } = await service.forSale({ viewerId: viewerOf(req.actor), query: req.query })
      return paged(data, meta)
    },
  )
}
