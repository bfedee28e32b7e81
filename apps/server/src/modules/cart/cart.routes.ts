import {
  ZAddToCart,
  ZCartAll,
  ZCartChangeVariant,
  ZCartCount,
  ZCartDeleted,
  ZCartDeleteMany,
  ZCartItem,
  ZCartNotice,
  ZCartQuantity,
  ZCartSelect,
  ZEnvelope,
  ZOk,
  ZPathId,
} from '@xinh/contracts'
import { requireUser } from '#server/platform/auth/actor.ts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { CartService } from './cart.service.ts'

const tags = ['cart']
const ZItemResult = ZEnvelope(ZCartItem.extend({ notice: ZCartNotice.optional() }))

/**
 * The cart (spec §7 Cart, docs/api/commerce.md). Signed-in buyers and guest sessions alike; a
 * line belongs to one user and nobody else can see or touch it (CART_ITEM_NOT_FOUND).
 */
export async function cartRoutes(app: App, { service }: { service: CartService }) {
  const owner = (actor: Parameters<typeof requireUser>[0]) => requireUser(actor, { allowGuest: true }).userId

  app.post('/api/v1/mobile/carts', { schema: { tags, body: ZAddToCart, response: { 200: ZItemResult } } }, async (req) =>
    ok(await service.addItem({ ...req.body, userId: owner(req.actor), lang: req.lang })),
  )
  app.get('/api/v1/mobile/carts/all', { schema: { tags, response: { 200: ZEnvelope(ZCartAll) } } }, async (req) =>
    ok(await service.listCart({ userId: owner(req.actor), lang: req.lang })),
  )
  app.get('/api/v1/mobile/carts/count', { schema: { tags, response: { 200: ZEnvelope(ZCartCount) } } }, async (req) =>
    ok({ data: await service.countCart(owner(req.actor)) }),
  )
  app.patch('/api/v1/mobile/carts/select', { schema: { tags, body: ZCartSelect, response: { 200: ZOk } } }, async (req) =>
    ok(await service.select({ ...req.body, userId: owner(req.actor) })),
  )
  app.post(
    '/api/v1/mobile/carts/delete-many',
    { schema: { tags, body: ZCartDeleteMany, response: { 200: ZEnvelope(ZCartDeleted) } } },
    async (req) => ok(await service.removeMany({ userId: owner(req.actor), ids: req.body.ids })),
  )
  app.put(
    '/api/v1/mobile/carts/:id/quantities',
    { schema: { tags, params: ZPathId, body: ZCartQuantity, response: { 200: ZItemResult } } },
    async (req) =>
      ok(await service.changeQuantity({ userId: owner(req.actor), id: req.params.id, quantity: req.body.quantity, lang: req.lang })),
  )
  app.patch(
    '/api/v1/mobile/carts/:id/change-variants',
    { schema: { tags, params: ZPathId, body: ZCartChangeVariant, response: { 200: ZItemResult } } },
    async (req) =>
      ok(await service.changeVariant({ userId: owner(req.actor), id: req.params.id, variant_id: req.body.variant_id, lang: req.lang })),
  )
  app.delete('/api/v1/mobile/carts/:id', { schema: { tags, params: ZPathId, response: { 200: ZOk } } }, async (req) =>
    ok(await service.removeItem({ userId: owner(req.actor), id: req.params.id })),
  )
}
