import {
  cloneName,
  errorMessage,
  type Lang,
  PRODUCT_RULES,
  type TProductIds,
  type TSellerProduct,
  type TSellerProductListQuery,
  type TSellerProductPickQuery,
  type ZProductInput,
  type ZSellerDraftInput,
} from '@xinh/contracts'
import { uuidv7 } from 'uuidv7'
import type { z } from 'zod'
import type { Actor } from '#server/platform/auth/actor.ts'
import { actAs, userIdOf } from '#server/platform/db/actor.ts'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import {
  assertPriceChangeAllowed,
  isContentChanged,
  isPriceChanged,
  isPriceRuleApplicable,
  priceChangeCutoff,
  type ReviewedContent,
  summarisePricing,
} from './product-policy.ts'
import { type ProductState, transition, updateEvent } from './product-state.ts'
import { presentListItem, presentProduct, presentVariant } from './present.ts'
import type { SellerContext } from '#server/modules/shops/index.ts'
import * as batch from './product-batch.repo.ts'
import * as repo from './seller-products.repo.ts'
import { sensitiveFields } from './sensitive-content.ts'

export type TProductOut = z.output<typeof ZProductInput>
export type TDraftOut = z.output<typeof ZSellerDraftInput>

export type SellerProductsDeps = {
  db: Db
  requireSellerShop: (actor: Actor) => Promise<SellerContext>
  /** The clock (tests move it to exercise the 14-day price rule). */
  now: () => Date
}

type ActorOptions = { actor: Actor; lang: Lang }

/** Table columns of a product input; fields a draft leaves out get the column defaults. */
export function productColumns(input: Partial<TProductOut> & { name: string }) {
  return {
    name: input.name,
    description: input.description ?? '',
    categoryId: input.category_id ?? null,
    images: input.images ?? [],
    descriptionImages: input.description_images ?? [],
    video: input.video ?? null,
    weight: input.weight ?? 0,
    packLength: input.pack_length ?? 0,
    packWidth: input.pack_width ?? 0,
    packHeight: input.pack_height ?? 0,
    prepDays: input.prep_days ?? PRODUCT_RULES.prepDaysMin,
    returnDays: input.return_days ?? 7,
    returnConditions: (input.return_conditions ?? []).map(nfc),
    isPreorder: input.is_preorder ?? false,
    isAuthentic: input.is_authentic ?? false,
    isGuaranteed: input.is_guaranteed ?? false,
    sizeChartId: input.size_chart_id ?? null,
    sizeDetails: input.size_details ?? null,
  }
}

const nfc = (text: string) => text.normalize('NFC')

/** Classifications as stored: names in NFC, so variants keep matching their options across updates. */
const classificationsOf = (input: Partial<TProductOut>): repo.ClassificationValues[] =>
  (input.classifications ?? []).map((c) => ({
    name: nfc(c.name),
    options: c.options.map((o) => ({ name: nfc(o.name), image: o.image ?? null })),
  }))

const variantsOf = (input: Partial<TProductOut>): repo.VariantValues[] =>
  (input.variants ?? []).map((v) => ({
    options: v.options.map(nfc),
    sku: v.sku ?? null,
    price: v.price,
    sale_price: v.sale_price,
    stock: v.stock,
    images: v.images,
  }))

function reviewedContent(input: Partial<TProductOut> & { name: string }): ReviewedContent {
  const c = productColumns(input)
  return {
    name: c.name,
    description: c.description,
    categoryId: c.categoryId,
    images: c.images,
    descriptionImages: c.descriptionImages,
    video: c.video,
    optionImages: (input.classifications ?? []).flatMap((k) => k.options.map((o) => o.image)),
    variantImages: (input.variants ?? []).flatMap((v) => v.images),
  }
}

function reviewedContentOfRow(p: repo.ProductRow, classifications: repo.ClassificationRow[], variants: repo.VariantRow[]): ReviewedContent {
  return {
    name: p.name,
    description: p.description,
    categoryId: p.categoryId,
    images: p.images,
    descriptionImages: p.descriptionImages,
    video: p.video,
    optionImages: classifications.flatMap((k) => k.options.map((o) => o.image)),
    variantImages: variants.flatMap((v) => v.images),
  }
}

/** spec §4 system check: a hit in the name or description refuses the product (nothing is written). */
export function assertNoSensitiveContent(input: { name: string; description?: string }, lang: Lang) {
  const fields = sensitiveFields({ name: input.name, description: input.description })
  if (fields.length === 0) return
  const message = errorMessage('PRODUCT_SENSITIVE_CONTENT', lang)
  throw new AppError('PRODUCT_SENSITIVE_CONTENT', { fields: Object.fromEntries(fields.map((f) => [f, message])) })
}

/** Field → message key for references that do not exist or are not the shop's (category, size chart). */
export async function checkReferences(
  db: DbOrTx,
  shopId: string,
  inputs: ReadonlyArray<{ category_id?: string | null; size_chart_id?: string | null }>,
): Promise<Array<Record<string, string>>> {
  const categoryIds = [...new Set(inputs.map((i) => i.category_id).filter((id): id is string => Boolean(id)))]
  const chartIds = [...new Set(inputs.map((i) => i.size_chart_id).filter((id): id is string => Boolean(id)))]
  const [categories, charts] = [await repo.existingCategoryIds(db, categoryIds), await repo.shopSizeChartIds(db, shopId, chartIds)]
  return inputs.map((i) => {
    const fields: Record<string, string> = {}
    if (i.category_id && !categories.has(i.category_id)) fields.category_id = 'v.category'
    if (i.size_chart_id && !charts.has(i.size_chart_id)) fields.size_chart_id = 'v.size_chart'
    return fields
  })
}

async function assertReferences(
  db: DbOrTx,
  shopId: string,
  input: { category_id?: string | null; size_chart_id?: string | null },
  lang: Lang,
) {
  const [fields] = await checkReferences(db, shopId, [input])
  if (fields && Object.keys(fields).length > 0) throw AppError.fields(fields, lang)
}

export function createSellerProductsService(deps: SellerProductsDeps) {
  const { db, requireSellerShop, now } = deps

  async function loadView(tx: DbOrTx, shopId: string, id: string): Promise<TSellerProduct> {
    const product = await repo.findShopProduct(tx, shopId, id)
    if (!product) throw new AppError('PRODUCT_INVALID_ID')
    const [classifications, variants] = [await repo.listClassifications(tx, [id]), await repo.listVariants(tx, [id])]
    return presentProduct(product, classifications, variants, now())
  }

  /** Inserts products with their classifications and variants (one transaction given by the caller). */
  async function insertFull(
    tx: DbOrTx,
    shopId: string,
    items: Array<{ input: Partial<TProductOut> & { name: string }; status: 'draft' | 'pending'; submittedAt: Date | null }>,
  ) {
    // ids are made here, so each row pairs with its input whatever order RETURNING uses
    const values = items.map(({ input, status, submittedAt }) => ({
      id: uuidv7(),
      shopId,
      ...productColumns(input),
      ...summarisePricing(input.variants ?? []),
      status,
      allowToSell: true,
      submittedAt,
    }))
    await repo.insertProducts(tx, values)
    await repo.insertClassifications(
      tx,
      values.map((v, i) => ({ productId: v.id, list: classificationsOf(items[i]!.input) })),
    )
    await repo.insertVariants(
      tx,
      values.map((v, i) => ({ productId: v.id, variants: variantsOf(items[i]!.input) })),
    )
    return values.map((v) => v.id)
  }

  async function listProducts(opts: ActorOptions & { query: TSellerProductListQuery }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const { filter, keyword, category_id: categoryId, stock, sort, page, limit } = opts.query
    const filters = { shopId, keyword, categoryId, stock }
    const [rows, counts] = await Promise.all([
      repo.listShopProductRows(db, { ...filters, filter, sort, page, limit }),
      repo.countShopProducts(db, filters),
    ])
    return { data: rows.map(presentListItem), meta: { page, limit, total: counts[filter] }, counts }
  }

  async function getProduct(opts: ActorOptions & { id: string }) {
    const { shopId } = await requireSellerShop(opts.actor)
    return loadView(db, shopId, opts.id)
  }

  /** Who moved the product between which states, and why (one timeline for the seller). */
  async function getStatusHistory(opts: ActorOptions & { id: string }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const product = await repo.findShopProduct(db, shopId, opts.id)
    if (!product) throw new AppError('PRODUCT_INVALID_ID')
    const rows = await repo.listStatusHistory(db, product.id)
    return rows.map((r) => ({
      from: r.fromStatus,
      to: r.toStatus,
      by: (r.actorId === null ? 'system' : r.actorId === userIdOf(opts.actor) ? 'you' : 'admin') as 'system' | 'you' | 'admin',
      reason: r.reason,
      at: r.createdAt.toISOString(),
    }))
  }

  /** Create → system check → pending (spec §4). */
  async function createProduct(opts: ActorOptions & { input: TProductOut }) {
    const { shopId } = await requireSellerShop(opts.actor)
    assertNoSensitiveContent(opts.input, opts.lang)
    const id = await db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      await assertReferences(tx, shopId, opts.input, opts.lang)
      const state = transition({ status: 'draft', allowToSell: true }, 'submit')
      const [created] = await insertFull(tx, shopId, [{ input: opts.input, status: state.status as 'pending', submittedAt: now() }])
      return created!
    })
    return loadView(db, shopId, id)
  }

  async function createDraft(opts: ActorOptions & { input: TDraftOut }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const id = await db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      await assertReferences(tx, shopId, opts.input, opts.lang)
      const [created] = await insertFull(tx, shopId, [{ input: opts.input, status: 'draft', submittedAt: null }])
      return created!
    })
    return loadView(db, shopId, id)
  }

  /**
   * Full updates of locked rows in the caller's transaction, in a fixed number of statements
   * however many products (product-batch.repo.ts): the spec §9 price rule once accepted, and back
   * to pending when reviewed content changed (or when a draft / rejected product is submitted).
   * References and the system check are the caller's (`checked`) or done here.
   */
  async function applyUpdates(
    tx: DbOrTx,
    shopId: string,
    items: Array<{ current: repo.ProductRow; input: TProductOut }>,
    opts: { lang: Lang; checked?: boolean },
  ) {
    if (items.length === 0) return
    if (!opts.checked)
      for (const { input } of items) {
        await assertReferences(tx, shopId, input, opts.lang)
        assertNoSensitiveContent(input, opts.lang)
      }
    const ids = items.map((i) => i.current.id)
    const [allClassifications, allVariants] = [
      repo.byProduct(await repo.listClassifications(tx, ids)),
      repo.byProduct(await repo.listVariants(tx, ids)),
    ]
    const at = now()
    const rows: batch.ProductUpdateRow[] = []
    const classificationChanges: Array<{ productId: string; list: repo.ClassificationValues[] }> = []
    const variantChanges: Parameters<typeof batch.replaceVariantsOf>[1] = []
    for (const { current, input } of items) {
      const { id } = current
      // a draft's first submission is a new listing: spec §5 "quantity at least 1" on every variant
      if (current.status === 'draft') {
        const empty = input.variants.findIndex((v) => v.stock < 1)
        if (empty >= 0) throw AppError.fields({ [`variants.${empty}.stock`]: 'v.quantity' }, opts.lang)
      }
      const classifications = allClassifications.get(id) ?? []
      const variants = allVariants.get(id) ?? []
      const event = updateEvent(
        current.status,
        isContentChanged(reviewedContentOfRow(current, classifications, variants), reviewedContent(input)),
      )
      const next = transition(current, event)
      const pricing = summarisePricing(input.variants)
      const before = variants.map((v) => ({ options: v.options, price: v.price, sale_price: v.salePrice }))
      if (isPriceRuleApplicable(current) && isPriceChanged(before, variantsOf(input))) {
        assertPriceChangeAllowed(current, at)
        const counted = await repo.recordPriceChange(tx, {
          productId: id,
          now: at,
          cutoff: priceChangeCutoff(at),
          maxCount: PRODUCT_RULES.priceChangeMaxCount,
          oldPrice: current.salePrice,
          newPrice: pricing.salePrice,
        })
        // the row is locked, so this only trips if the clock went backwards
        if (!counted) throw new AppError('PRICE_CHANGE_TOO_SOON')
      }
      rows.push({
        id,
        ...productColumns(input),
        sizeDetails: productColumns(input).sizeDetails as Record<string, unknown> | null,
        ...pricing,
        status: next.status,
        allowToSell: next.allowToSell,
        submittedAt: event === 'submit' ? at : null,
      })
      const list = classificationsOf(input)
      const stored = classifications.map((c) => ({
        name: c.name,
        options: c.options.map((o) => ({ name: o.name, image: o.image ?? null })),
      }))
      if (JSON.stringify(stored) !== JSON.stringify(list)) classificationChanges.push({ productId: id, list })
      variantChanges.push({ productId: id, current: variants, next: variantsOf(input) })
    }
    await batch.updateProductRows(tx, rows)
    await batch.replaceClassificationsOf(tx, classificationChanges)
    await batch.replaceVariantsOf(tx, variantChanges)
  }

  /** Full update (PUT with ZProductInput): applyUpdate on the seller's locked product. */
  async function updateProduct(opts: ActorOptions & { id: string; input: TProductOut }) {
    const { shopId } = await requireSellerShop(opts.actor)
    await db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      const current = await repo.findShopProduct(tx, shopId, opts.id, { lock: true })
      if (!current) throw new AppError('PRODUCT_INVALID_ID')
      await applyUpdates(tx, shopId, [{ current, input: opts.input }], { lang: opts.lang })
    })
    return loadView(db, shopId, opts.id)
  }

  /** Drafts saved as given, on locked rows in the caller's transaction (only while they are drafts). */
  async function applyDraftUpdates(tx: DbOrTx, items: Array<{ current: repo.ProductRow; input: TDraftOut }>) {
    if (items.length === 0) return
    const ids = items.map((i) => i.current.id)
    const allVariants = repo.byProduct(await repo.listVariants(tx, ids))
    const rows = items.map(({ current, input }): batch.ProductUpdateRow => {
      const columns = productColumns(input)
      return {
        id: current.id,
        ...columns,
        sizeDetails: columns.sizeDetails as Record<string, unknown> | null,
        ...summarisePricing(input.variants ?? []),
        status: transition(current, 'save_draft').status,
        allowToSell: current.allowToSell,
        submittedAt: null,
      }
    })
    await batch.updateProductRows(tx, rows)
    await batch.replaceClassificationsOf(
      tx,
      items.map(({ current, input }) => ({ productId: current.id, list: classificationsOf(input) })),
    )
    await batch.replaceVariantsOf(
      tx,
      items.map(({ current, input }) => ({
        productId: current.id,
        current: allVariants.get(current.id) ?? [],
        next: variantsOf(input),
      })),
    )
  }

  /** Saves a draft as given (PUT replaces it); only while it is a draft. */
  async function updateDraft(opts: ActorOptions & { id: string; input: TDraftOut }) {
    const { shopId } = await requireSellerShop(opts.actor)
    await db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      const current = await repo.findShopProduct(tx, shopId, opts.id, { lock: true })
      if (!current) throw new AppError('PRODUCT_INVALID_ID')
      await assertReferences(tx, shopId, opts.input, opts.lang)
      await applyDraftUpdates(tx, [{ current, input: opts.input }])
    })
    return loadView(db, shopId, opts.id)
  }

  async function deleteProduct(opts: ActorOptions & { id: string }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const deleted = await repo.deleteShopProducts(db, shopId, [opts.id])
    if (deleted.length === 0) throw new AppError('PRODUCT_INVALID_ID')
  }

  /** A copy as a new draft named "<name> (bản sao)"; variants keep their stock. */
  async function cloneProduct(opts: ActorOptions & { id: string }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const id = await db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      const source = await repo.findShopProduct(tx, shopId, opts.id)
      if (!source) throw new AppError('PRODUCT_INVALID_ID')
      const view = presentProduct(source, await repo.listClassifications(tx, [source.id]), await repo.listVariants(tx, [source.id]))
      const input: Partial<TProductOut> & { name: string } = {
        ...view,
        name: cloneName(source.name),
        category_id: source.categoryId ?? undefined,
        size_details: source.sizeDetails as TProductOut['size_details'],
        variants: view.variants.map((v) => ({ ...v, sku: v.sku ?? undefined })),
      }
      const [created] = await insertFull(tx, shopId, [{ input, status: 'draft', submittedAt: null }])
      return created!
    })
    return loadView(db, shopId, id)
  }

  /** The seller's "active" toggle: delist / relist (product-state.ts). */
  async function setActive(opts: ActorOptions & { id: string; allowToSell: boolean }) {
    const { shopId } = await requireSellerShop(opts.actor)
    await db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      const current = await repo.findShopProduct(tx, shopId, opts.id, { lock: true })
      if (!current) throw new AppError('PRODUCT_INVALID_ID')
      await repo.setProductsState(tx, [current.id], transition(current, opts.allowToSell ? 'relist' : 'delist'))
    })
    return loadView(db, shopId, opts.id)
  }

  /** Locks the listed products; any id that is not this shop's → LIST_INVALID and nothing changes. */
  async function lockOwned(tx: DbOrTx, shopId: string, ids: string[]) {
    const unique = [...new Set(ids)]
    const rows = await repo.lockShopProducts(tx, shopId, unique)
    if (rows.length !== unique.length) throw new AppError('LIST_INVALID')
    return rows
  }

  /** Moves each row by `event`, one UPDATE per resulting state. */
  async function setStates(tx: DbOrTx, rows: Array<{ id: string } & ProductState>, event: 'delist' | 'relist') {
    const groups = new Map<string, { state: ProductState; ids: string[] }>()
    for (const row of rows) {
      const state = transition(row, event)
      const key = `${state.status}:${state.allowToSell}`
      const group = groups.get(key) ?? { state, ids: [] }
      group.ids.push(row.id)
      groups.set(key, group)
    }
    for (const { state, ids } of groups.values()) await repo.setProductsState(tx, ids, state)
  }

  async function bulkHide(opts: ActorOptions & { input: TProductIds }) {
    const { shopId } = await requireSellerShop(opts.actor)
    return db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      const rows = await lockOwned(tx, shopId, opts.input.ids)
      await setStates(tx, rows, 'delist')
      return { count: rows.length }
    })
  }

  /** The seller's "active" toggle on many products at once: relist (product-state.ts). */
  async function bulkShow(opts: ActorOptions & { input: TProductIds }) {
    const { shopId } = await requireSellerShop(opts.actor)
    return db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      const rows = await lockOwned(tx, shopId, opts.input.ids)
      await setStates(tx, rows, 'relist')
      return { count: rows.length }
    })
  }

  async function bulkDelete(opts: ActorOptions & { input: TProductIds }) {
    const { shopId } = await requireSellerShop(opts.actor)
    return db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      const rows = await lockOwned(tx, shopId, opts.input.ids)
      const deleted = await repo.deleteShopProducts(
        tx,
        shopId,
        rows.map((r) => r.id),
      )
      return { count: deleted.length }
    })
  }

  /** Accepted, listed, in-stock products to pick for vouchers and promotions. */
  async function pickableProducts(opts: ActorOptions & { query: TSellerProductPickQuery }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const { keyword, category_id, exclude_ids, page, limit } = opts.query
    const { rows, total } = await repo.listPickableProducts(db, {
      shopId,
      keyword,
      categoryId: category_id,
      excludeIds: exclude_ids,
      page,
      limit,
    })
    const variants = await repo.listVariants(
      db,
      rows.map((r) => r.id),
    )
    const data = rows.map((p) => ({
      _id: p.id,
      name: p.name,
      image: p.images[0] ?? null,
      category_id: p.categoryId,
      price: p.price,
      sale_price: p.salePrice,
      stock: p.stock,
      sold: p.sold,
      variants: variants.filter((v) => v.productId === p.id).map(presentVariant),
    }))
    return { data, meta: { page, limit, total } }
  }

  return {
    listProducts,
    getProduct,
    getStatusHistory,
    createProduct,
    createDraft,
    updateProduct,
    updateDraft,
    deleteProduct,
    cloneProduct,
    setActive,
    bulkHide,
    bulkShow,
    bulkDelete,
    pickableProducts,
    /** For the Excel import: inserts already validated products in the caller's transaction. */
    insertFull,
    /** For the Excel import: updates of locked rows in the caller's transaction. */
    applyUpdates,
    applyDraftUpdates,
  }
}
export type SellerProductsService = ReturnType<typeof createSellerProductsService>
