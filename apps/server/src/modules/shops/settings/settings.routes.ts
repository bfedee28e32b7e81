import { ZEnvelope, ZPause, ZPauseInput, ZReturnPolicy, ZReturnPolicyInput, ZShopInfo, ZShopInfoInput } from '@xinh/contracts'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { ShopPauseService } from './pause.service.ts'
import type { ShopSettingsService } from './settings.service.ts'

/** docs/api/seller-shop.md: the shop's information, return policy and pause mode (owner of an approved shop). */
export async function shopSettingsRoutes(app: App, { settings, pause }: { settings: ShopSettingsService; pause: ShopPauseService }) {
  const tags = ['seller-settings']
  const base = '/api/v1/seller/settings'

  app.get(`${base}/shop`, { schema: { tags, response: { 200: ZEnvelope(ZShopInfo) } } }, async (req) =>
    ok(await settings.getInfo({ actor: req.actor })),
  )
  app.put(`${base}/shop`, { schema: { tags, body: ZShopInfoInput, response: { 200: ZEnvelope(ZShopInfo) } } }, async (req) =>
    ok(await settings.updateInfo({ actor: req.actor, input: req.body, lang: req.lang })),
  )
  app.get(`${base}/returns`, { schema: { tags, response: { 200: ZEnvelope(ZReturnPolicy) } } }, async (req) =>
    ok(await settings.getReturnPolicy({ actor: req.actor })),
  )
  app.put(`${base}/returns`, { schema: { tags, body: ZReturnPolicyInput, response: { 200: ZEnvelope(ZReturnPolicy) } } }, async (req) =>
    ok(await settings.updateReturnPolicy({ actor: req.actor, input: req.body })),
  )
  app.get(`${base}/pause`, { schema: { tags, response: { 200: ZEnvelope(ZPause) } } }, async (req) =>
    ok(await pause.getPause({ actor: req.actor })),
  )
  app.put(`${base}/pause`, { schema: { tags, body: ZPauseInput, response: { 200: ZEnvelope(ZPause) } } }, async (req) =>
    ok(await pause.pause({ actor: req.actor, input: req.body, lang: req.lang })),
  )
  app.delete(`${base}/pause`, { schema: { tags, response: { 200: ZEnvelope(ZPause) } } }, async (req) =>
    ok(await pause.resume({ actor: req.actor })),
  )
}
