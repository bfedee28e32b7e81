import {
  errorMessage,
  type Lang,
  PRODUCT_FILE_RETENTION_DAYS,
  type TImportRowError,
  type TImportRowOutcome,
  validationMessage,
  ZProductInput,
  ZProductUpdateInput,
  vietnamDay,
  ZSellerDraftInput,
} from '@xinh/contracts'
import type { Actor } from '#server/platform/auth/actor.ts'
import { actAs, userIdOf } from '#server/platform/db/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { buildProductWorkbook, productRows } from './excel-export.ts'
import { groupRows, isUnchangedGroup, type ProductGroup, readProductSheet, sortErrors, validateGroup, withCell } from './excel-import.ts'
import { presentFile, presentProduct } from './present.ts'
import type { SellerContext } from '#server/modules/shops/index.ts'
import { assertPriceChangeAllowed, isPriceChanged, isPriceRuleApplicable, variantKey } from './product-policy.ts'
import * as repo from './seller-products.repo.ts'
import type { ProductRow, VariantRow } from './seller-products.repo.ts'
import { checkReferences, type SellerProductsService, type TDraftOut, type TProductOut } from './seller-products.service.ts'
import { transition } from './product-state.ts'
import { sensitiveFields } from './sensitive-content.ts'

const DAY_MS = 86_400_000
const MAX_STORED_ERRORS = 500

type FileView = ReturnType<typeof presentFile>
type Counts = { created: number; updated: number; unchanged: number }
export type ImportOutcome =
  | ({ ok: true; file: FileView; product_ids: string[]; rows: TImportRowOutcome[] } & Counts)
  | { ok: false; file: FileView; errors: TImportRowError[]; rows: TImportRowOutcome[] }

/** What the import does with one product_key group. */
type Plan =
  | { kind: 'create'; group: ProductGroup; input: TProductOut }
  | { kind: 'update'; group: ProductGroup; current: ProductRow; input: TProductOut }
  | { kind: 'update_draft'; group: ProductGroup; current: ProductRow; input: TDraftOut }
  | { kind: 'unchanged'; group: ProductGroup; current: ProductRow }
  | { kind: 'rejected'; group: ProductGroup; current?: ProductRow }

const nameOf = (group: ProductGroup) => String(group.rows[0]?.cells.name ?? '').trim()

/** Excel import / export of a shop's products and their 30-day history (spec §7, §9). */
export function createProductFilesService(deps: {
  db: Db
  requireSellerShop: (actor: Actor) => Promise<SellerContext>
  products: Pick<SellerProductsService, 'insertFull' | 'applyUpdates' | 'applyDraftUpdates'>
  now: () => Date
}) {
  const { db, requireSellerShop, now } = deps

  async function exportProducts(opts: { actor: Actor }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const rows = await repo.listAllShopProducts(db, shopId)
    const ids = rows.map((r) => r.id)
    const [classifications, variants] = [
      repo.byProduct(await repo.listClassifications(db, ids)),
      repo.byProduct(await repo.listVariants(db, ids)),
    ]
    const { data, rowCount } = await buildProductWorkbook(
      rows.map((p) => presentProduct(p, classifications.get(p.id) ?? [], variants.get(p.id) ?? [])),
    )
    const fileName = `xinh-san-pham-${vietnamDay(now()).replace(/-/g, '')}.xlsx`
    await repo.insertProductFile(db, { shopId, kind: 'export', fileName, status: 'success', rowCount, createdAt: now() })
    return { data, fileName }
  }

  /**
   * Decides what each group of rows does: a product_key that is one of the shop's product ids
   * updates that product (unchanged when its rows say what the export says; a draft stays a
   * draft unless it is now complete), any other key creates a product. Every rule is checked
   * here, with errors by row and column: the schema, category and size chart, the system check
   * and the spec §9 price rule.
   */
  async function planImport(shopId: string, groups: ProductGroup[], lang: Lang) {
    const existing = new Map(
      (
        await repo.findShopProducts(
          db,
          shopId,
          groups.map((g) => g.key),
        )
      ).map((p) => [p.id, p]),
    )
    const ids = [...existing.keys()]
    const [classifications, variants] = [
      repo.byProduct(await repo.listClassifications(db, ids)),
      repo.byProduct(await repo.listVariants(db, ids)),
    ]
    const errors: TImportRowError[] = []
    const plans: Plan[] = groups.map((group): Plan => {
      const current = existing.get(group.key)
      const exported =
        current && productRows(presentProduct(current, classifications.get(current.id) ?? [], variants.get(current.id) ?? []))
      if (current && exported && isUnchangedGroup(group, exported)) {
        return { kind: 'unchanged', group, current }
      }
      // an update may keep a sold-out variant (stock 0); a new product needs stock on every variant
      const full = validateGroup(group, lang, current && current.status !== 'draft' ? ZProductUpdateInput : ZProductInput)
      if (full.input) return current ? { kind: 'update', group, current, input: full.input } : { kind: 'create', group, input: full.input }
      if (current?.status === 'draft') {
        const draft = validateGroup(group, lang, ZSellerDraftInput, { draft: true })
        if (draft.input) return { kind: 'update_draft', group, current, input: draft.input }
        // what keeps it from being saved as a draft is what the seller must fix
        errors.push(...draft.errors)
        return { kind: 'rejected', group, current }
      }
      errors.push(...full.errors)
      return { kind: 'rejected', group, current }
    })

    // references, the system check and the price rule of what would be written
    const isWritten = (p: Plan) => p.kind === 'create' || p.kind === 'update' || p.kind === 'update_draft'
    const written = plans.filter((p): p is Extract<Plan, { input: unknown }> => isWritten(p))
    const references = await checkReferences(
      db,
      shopId,
      written.map((p) => p.input),
    )
    const at = now()
    const refused = new Set<Plan>()
    written.forEach((plan, i) => {
      const row = plan.group.rows[0]!.row
      const found: TImportRowError[] = Object.entries(references[i] ?? {}).map(([field, key]) => ({
        row,
        field,
        message: validationMessage(key, lang),
      }))
      if (plan.kind !== 'update_draft')
        for (const field of sensitiveFields({ name: plan.input.name, description: plan.input.description }))
          found.push({ row, field, message: errorMessage('PRODUCT_SENSITIVE_CONTENT', lang) })
      const priceError = plan.kind === 'update' ? priceRuleError(plan, variants.get(plan.current.id) ?? [], at, lang) : null
      if (priceError) found.push(priceError)
      if (found.length === 0) return
      errors.push(...found)
      refused.add(plan)
    })
    return {
      plans: plans.map(
        (p): Plan => (refused.has(p) ? { kind: 'rejected', group: p.group, current: 'current' in p ? p.current : undefined } : p),
      ),
      errors,
    }
  }

  /** The price rule's error for an update that changes a price it does not allow, on the first changed price cell. */
  function priceRuleError(plan: Extract<Plan, { kind: 'update' }>, variants: VariantRow[], at: Date, lang: Lang): TImportRowError | null {
    const before = variants.map((v) => ({ options: v.options, price: v.price, sale_price: v.salePrice }))
    if (!isPriceRuleApplicable(plan.current) || !isPriceChanged(before, plan.input.variants)) return null
    try {
      assertPriceChangeAllowed(plan.current, at)
      return null
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      const old = new Map(before.map((v) => [variantKey(v.options), v]))
      const index = plan.input.variants.findIndex((v) => {
        const o = old.get(variantKey(v.options))
        return o && (o.price !== v.price || o.sale_price !== v.sale_price)
      })
      const changed = plan.input.variants[index]
      const field = changed && old.get(variantKey(changed.options))?.price === changed.price ? 'sale_price' : 'price'
      const row = plan.group.rows[Math.max(index, 0)]?.row ?? plan.group.rows[0]!.row
      return { row, field, message: errorMessage(error.code, lang) }
    }
  }

  /**
   * Imports a spreadsheet: every row is checked (planImport) before anything is written; with
   * any error nothing is imported and the history records the failure with its row errors.
   * Otherwise the products are created (pending) and updated in one transaction.
   */
  async function importProducts(opts: { actor: Actor; lang: Lang; fileName: string; data: Buffer }): Promise<ImportOutcome> {
    const { shopId } = await requireSellerShop(opts.actor)
    const { lang } = opts
    const fileName = opts.fileName.slice(0, 200) || 'import.xlsx'
    const fail = async (errors: TImportRowError[], rowCount: number, rows: TImportRowOutcome[] = []): Promise<ImportOutcome> => {
      // the history keeps the first errors; the answer lists them all
      const kept = errors.slice(0, MAX_STORED_ERRORS)
      const file = await repo.insertProductFile(db, {
        shopId,
        kind: 'import',
        fileName,
        status: 'failed',
        rowCount,
        errors: kept,
        createdAt: now(),
      })
      return { ok: false, file: presentFile(file), errors, rows }
    }

    let sheet: Awaited<ReturnType<typeof readProductSheet>>
    try {
      sheet = await readProductSheet(opts.data, lang)
    } catch (error) {
      if (error instanceof AppError) await fail([{ row: 0, field: 'file', message: errorMessage(error.code, lang, error.params) }], 0)
      throw error
    }
    const located = (errors: TImportRowError[]) => sortErrors(errors).map((e) => withCell(e, sheet.columns))
    if (sheet.errors.length > 0) return fail(located(sheet.errors), sheet.rows.length)

    const grouped = groupRows(sheet.rows, lang)
    const { plans, errors } = await planImport(shopId, grouped.groups, lang)
    errors.push(...grouped.errors)
    const outcomes = (createdIds: Map<ProductGroup, string>) =>
      plans.flatMap((plan) =>
        plan.group.rows.map(
          (r): TImportRowOutcome => ({
            row: r.row,
            product_key: plan.group.key,
            product_id: plan.kind === 'create' ? (createdIds.get(plan.group) ?? null) : (plan.current?.id ?? null),
            name: nameOf(plan.group),
            outcome:
              errors.length === 0
                ? (
                    { create: 'created', update: 'updated', update_draft: 'updated', unchanged: 'unchanged', rejected: 'rejected' } as const
                  )[plan.kind]
                : plan.kind === 'rejected'
                  ? 'rejected'
                  : 'not_imported',
          }),
        ),
      )
    if (errors.length > 0) return fail(located(errors), sheet.rows.length, outcomes(new Map()))

    const submittedAt = now()
    const status = transition({ status: 'draft', allowToSell: true }, 'submit').status as 'pending'
    const creates = plans.filter((p): p is Extract<Plan, { kind: 'create' }> => p.kind === 'create')
    const updates = plans.filter(
      (p): p is Extract<Plan, { kind: 'update' | 'update_draft' }> => p.kind === 'update' || p.kind === 'update_draft',
    )
    const { ids, file } = await db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      const ids = await deps.products.insertFull(
        tx,
        shopId,
        creates.map(({ input }) => ({ input, status, submittedAt })),
      )
      // locked in id order (two imports of overlapping products cannot deadlock), then re-read
      const locked = new Map(
        (
          await repo.findShopProducts(
            tx,
            shopId,
            updates.map((u) => u.current.id),
            { lock: true },
          )
        ).map((p) => [p.id, p]),
      )
      const lockedRow = (plan: (typeof updates)[number]) => {
        const current = locked.get(plan.current.id)
        if (!current) throw new AppError('PRODUCT_INVALID_ID')
        return current
      }
      await deps.products.applyUpdates(
        tx,
        shopId,
        updates.flatMap((plan) => (plan.kind === 'update' ? [{ current: lockedRow(plan), input: plan.input }] : [])),
        { lang, checked: true },
      )
      await deps.products.applyDraftUpdates(
        tx,
        updates.flatMap((plan) => (plan.kind === 'update_draft' ? [{ current: lockedRow(plan), input: plan.input }] : [])),
      )
      const file = await repo.insertProductFile(tx, {
        shopId,
        kind: 'import',
        fileName,
        status: 'success',
        rowCount: sheet.rows.length,
        createdAt: now(),
      })
      return { ids, file }
    })
    const createdIds = new Map(creates.map((c, i) => [c.group, ids[i]!]))
    return {
      ok: true,
      file: presentFile(file),
      created: creates.length,
      updated: updates.length,
      unchanged: plans.filter((p) => p.kind === 'unchanged').length,
      product_ids: ids,
      rows: outcomes(createdIds),
    }
  }

  /** Import/export history of the last 30 days, newest first. */
  async function listFiles(opts: { actor: Actor; page: number; limit: number }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const since = new Date(now().getTime() - PRODUCT_FILE_RETENTION_DAYS * DAY_MS)
    const { rows, total } = await repo.listProductFiles(db, { shopId, since, page: opts.page, limit: opts.limit })
    return { data: rows.map(presentFile), meta: { page: opts.page, limit: opts.limit, total } }
  }

  /** The daily job: history older than 30 days is deleted (spec §9 retention). */
  async function purgeOldFiles() {
    return repo.deleteProductFilesBefore(db, new Date(now().getTime() - PRODUCT_FILE_RETENTION_DAYS * DAY_MS))
  }

  return { exportProducts, importProducts, listFiles, purgeOldFiles }
}
export type ProductFilesService = ReturnType<typeof createProductFilesService>
