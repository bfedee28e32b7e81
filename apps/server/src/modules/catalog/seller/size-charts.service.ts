import { isDeepStrictEqual } from 'node:util'
import type { Lang, ZSizeChartInput } from '@xinh/contracts'
import type { z } from 'zod'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { presentSizeChart } from './present.ts'
import type { SellerContext } from '#server/modules/shops/index.ts'
import * as repo from './seller-products.repo.ts'

export type TSizeChartOut = z.output<typeof ZSizeChartInput>

type ActorOptions = { actor: Actor; lang: Lang }

/** A seller's size charts (spec §3 rows); every new or changed chart waits for moderation. */
export function createSizeChartsService(deps: { db: Db; requireSellerShop: (actor: Actor) => Promise<SellerContext> }) {
  const { db, requireSellerShop } = deps

  async function listSizeCharts(opts: ActorOptions) {
    const { shopId } = await requireSellerShop(opts.actor)
    return (await repo.listShopSizeCharts(db, shopId)).map(presentSizeChart)
  }

  async function getSizeChart(opts: ActorOptions & { id: string }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const chart = await repo.findShopSizeChart(db, shopId, opts.id)
    if (!chart) throw new AppError('SIZE_CHART_INVALID_ID')
    return presentSizeChart(chart)
  }

  async function createSizeChart(opts: ActorOptions & { input: TSizeChartOut }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const { name, type, attributes, rows } = opts.input
    return presentSizeChart(await repo.insertSizeChart(db, { shopId, name, type, attributes, rows, status: 'pending' }))
  }

  async function updateSizeChart(opts: ActorOptions & { id: string; input: TSizeChartOut }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const { name, type, attributes, rows } = opts.input
    return db.transaction(async (tx) => {
      const current = await repo.findShopSizeChart(tx, shopId, opts.id, { lock: true })
      if (!current) throw new AppError('SIZE_CHART_INVALID_ID')
      const isChanged =
        current.name !== name ||
        current.type !== type ||
        // jsonb does not keep key order: compare structurally
        !isDeepStrictEqual(current.attributes, attributes) ||
        !isDeepStrictEqual(current.rows, rows)
      if (!isChanged) return presentSizeChart(current)
      // a changed chart is moderated again
      return presentSizeChart(
        await repo.updateSizeChart(tx, current.id, { name, type, attributes, rows, status: 'pending', rejectionReason: null }),
      )
    })
  }

  async function deleteSizeChart(opts: ActorOptions & { id: string }) {
    const { shopId } = await requireSellerShop(opts.actor)
    // products that used it fall back to no size chart (FK on delete set null)
    if (!(await repo.deleteShopSizeChart(db, shopId, opts.id))) throw new AppError('SIZE_CHART_INVALID_ID')
  }

  return { listSizeCharts, getSizeChart, createSizeChart, updateSizeChart, deleteSizeChart }
}
export type SizeChartsService = ReturnType<typeof createSizeChartsService>
