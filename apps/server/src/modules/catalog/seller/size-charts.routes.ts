import { ZEnvelope, ZOk, ZSellerSizeChart, ZSizeChartInput, zId } from '@xinh/contracts'
import { z } from 'zod'
import { ok } from '#server/platform/http.ts'
import type { App } from '#server/platform/server.ts'
import type { SizeChartsService } from './size-charts.service.ts'

const tags = ['seller-size-charts']
const ZIdParams = z.object({ id: zId })
const chart = { 200: ZEnvelope(ZSellerSizeChart) }

/** docs/api/catalog.md: a seller's size charts (moderated). */
export async function sizeChartRoutes(app: App, { service }: { service: SizeChartsService }) {
  app.get('/api/v1/seller/size-charts', { schema: { tags, response: { 200: ZEnvelope(z.array(ZSellerSizeChart)) } } }, async (req) =>
    ok(await service.listSizeCharts({ actor: req.actor, lang: req.lang })),
  )
  app.get('/api/v1/seller/size-charts/:id', { schema: { tags, params: ZIdParams, response: chart } }, async (req) =>
    ok(await service.getSizeChart({ actor: req.actor, lang: req.lang, id: req.params.id })),
  )
  app.post('/api/v1/seller/size-charts', { schema: { tags, body: ZSizeChartInput, response: chart } }, async (req) =>
    ok(await service.createSizeChart({ actor: req.actor, lang: req.lang, input: req.body })),
  )
  app.put('/api/v1/seller/size-charts/:id', { schema: { tags, params: ZIdParams, body: ZSizeChartInput, response: chart } }, async (req) =>
    ok(await service.updateSizeChart({ actor: req.actor, lang: req.lang, id: req.params.id, input: req.body })),
  )
  app.delete('/api/v1/seller/size-charts/:id', { schema: { tags, params: ZIdParams, response: { 200: ZOk } } }, async (req) => {
    await service.deleteSizeChart({ actor: req.actor, lang: req.lang, id: req.params.id })
    return ok({ ok: true as const })
  })
}
