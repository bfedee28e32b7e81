import {
  errorMessage,
  type Lang,
  PRODUCT_RULES,
  type TBulkEditProduct,
  type TBulkEditQuery,
  type TBulkVariantResult,
  type ZBulkVariantUpdate,
} from '@xinh/contracts'
import type { z } from 'zod'
import type { Actor } from '#server/platform/auth/actor.ts'
import { actAs, userIdOf } from '#server/platform/db/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import type { SellerContext } from '#server/modules/shops/index.ts'
import * as grid from './bulk-edit.repo.ts'
import { assertPriceChangeAllowed, isPriceChanged, isPriceRuleApplicable, priceChangeCutoff, summarisePricing } from './product-policy.ts'
import { displayStatus, presentPriceRule, presentVariant } from './present.ts'
import * as repo from './seller-products.repo.ts'

type ActorOptions = { actor: Actor; lang: Lang }
type Row = TBulkVariantResult['results'][number]

/**
 * The bulk price and stock editor (docs/api/catalog.md "Bulk price and stock"). A save is one
 * request and one transaction; per product, a price change counts once against the spec §9 rule
 * (once per 14 days, at most 3 times, once accepted). Rows whose price the rule refuses are left
 * as they were and reported with the reason; every other row is saved (a stock-only row of the
 * same product included). Any variant that is not the shop's refuses the whole request.
 */
export function createBulkEditService(deps: { db: Db; requireSellerShop: (actor: Actor) => Promise<SellerContext>; now: () => Date }) {
  const { db, requireSellerShop, now } = deps

  /** A page of the shop's products with their variants and where each stands with the price rule. */
  async function listVariants(opts: ActorOptions & { query: TBulkEditQuery }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const { filter, keyword, category_id: categoryId, page, limit } = opts.query
    const filters = { shopId, keyword, categoryId }
    const [rows, counts] = await Promise.all([
      repo.listShopProductRows(db, { ...filters, filter, sort: 'newest', page, limit }),
      repo.countShopProducts(db, filters),
    ])
    const total = counts[filter]
    const ids = rows.map((r) => r.id)
    const [classifications, variants] = [
      repo.byProduct(await repo.listClassifications(db, ids)),
      repo.byProduct(await repo.listVariants(db, ids)),
    ]
    const at = now()
    const data: TBulkEditProduct[] = rows.map((p) => ({
      _id: p.id,
      name: p.name,
      image: p.images[0] ?? null,
      status: p.status,
      display_status: displayStatus(p),
      classifications: (classifications.get(p.id) ?? []).map((c) => c.name),
      price_rule: presentPriceRule(p, at),
      variants: (variants.get(p.id) ?? []).map(presentVariant),
    }))
    return { data, meta: { page, limit, total } }
  }

  async function updateVariants(opts: ActorOptions & { input: z.output<typeof ZBulkVariantUpdate> }): Promise<TBulkVariantResult> {
    const { shopId } = await requireSellerShop(opts.actor)
    const items = opts.input.items
    return db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      const found = await grid.findShopVariants(
        tx,
        shopId,
        items.map((i) => i.variant_id),
      )
      if (found.length !== items.length) throw new AppError('LIST_INVALID')
      const productOf = new Map(found.map((v) => [v.id, v.productId]))
      // the products are locked (in id order) before their variants are read again and written
      const productIds = [...new Set(found.map((v) => v.productId))]
      const locked = await repo.findShopProducts(tx, shopId, productIds, { lock: true })
      const allVariants = repo.byProduct(await repo.listVariants(tx, productIds))
      const at = now()

      const results = new Map<string, Row>()
      const edits: grid.VariantEdit[] = []
      const summaries: grid.ProductSummary[] = []
      for (const product of locked) {
        const variants = allVariants.get(product.id) ?? []
        const mine = items.filter((i) => productOf.get(i.variant_id) === product.id)
        const before = variants.map((v) => ({ id: v.id, options: v.options, price: v.price, sale_price: v.salePrice, stock: v.stock }))
        const byId = new Map(before.map((v) => [v.id, v]))
        const isPriceEdit = (i: (typeof mine)[number]) => {
          const v = byId.get(i.variant_id)!
          return v.price !== i.price || v.sale_price !== i.sale_price
        }
        let accepted = mine
        const after = () => before.map((v) => ({ ...v, ...pick(accepted.find((i) => i.variant_id === v.id)) }))
        if (isPriceRuleApplicable(product) && isPriceChanged(before, after())) {
          try {
            assertPriceChangeAllowed(product, at)
            const counted = await repo.recordPriceChange(tx, {
              productId: product.id,
              now: at,
              cutoff: priceChangeCutoff(at),
              maxCount: PRODUCT_RULES.priceChangeMaxCount,
              oldPrice: product.salePrice,
              newPrice: summarisePricing(after()).salePrice,
            })
            if (!counted) throw new AppError('PRICE_CHANGE_TOO_SOON')
          } catch (error) {
            if (!(error instanceof AppError)) throw error
            // the rows that change a price stay as they were; stock-only rows still save
            for (const item of mine.filter(isPriceEdit))
              results.set(item.variant_id, {
                variant_id: item.variant_id,
                product_id: product.id,
                outcome: 'refused',
                code: error.code,
                message: errorMessage(error.code, opts.lang),
              })
            accepted = mine.filter((i) => !isPriceEdit(i))
          }
        }
        let isTouched = false
        for (const item of accepted) {
          const v = byId.get(item.variant_id)!
          const isSame = v.price === item.price && v.sale_price === item.sale_price && v.stock === item.stock
          results.set(item.variant_id, {
            variant_id: item.variant_id,
            product_id: product.id,
            outcome: isSame ? 'unchanged' : 'saved',
            code: null,
            message: null,
          })
          if (isSame) continue
          isTouched = true
          edits.push({ id: item.variant_id, price: item.price, sale_price: item.sale_price, stock: item.stock })
        }
        if (isTouched) summaries.push({ id: product.id, ...summarisePricing(after()) })
      }
      await grid.updateVariantPrices(tx, edits)
      await grid.updateProductSummaries(tx, summaries)
      const list = items.map((i) => results.get(i.variant_id)!)
      return {
        saved: list.filter((r) => r.outcome === 'saved').length,
        unchanged: list.filter((r) => r.outcome === 'unchanged').length,
        refused: list.filter((r) => r.outcome === 'refused').length,
        results: list,
      }
    })
  }

  return { listVariants, updateVariants }
}
export type BulkEditService = ReturnType<typeof createBulkEditService>

const pick = (item: { price: number; sale_price: number; stock: number } | undefined) =>
  item ? { price: item.price, sale_price: item.sale_price, stock: item.stock } : {}
