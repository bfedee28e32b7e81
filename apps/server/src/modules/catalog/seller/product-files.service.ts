import { errorMessage, type Lang, PRODUCT_FILE_RETENTION_DAYS, type TImportRowError, validationMessage } from '@xinh/contracts'
import type { Actor } from '#server/platform/auth/actor.ts'
import { actAs, userIdOf } from '#server/platform/db/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { buildProductWorkbook } from './excel-export.ts'
import { groupRows, readProductSheet, sortErrors, validateGroups } from './excel-import.ts'
import { presentFile, presentProduct } from './present.ts'
import type { SellerContext } from '#server/modules/shops/index.ts'
import * as repo from './seller-products.repo.ts'
import { checkReferences, type SellerProductsService } from './seller-products.service.ts'
import { transition } from './product-state.ts'
import { sensitiveFields } from './sensitive-content.ts'

const DAY_MS = 86_400_000
const MAX_STORED_ERRORS = 500

export type ImportOutcome =
  | { ok: true; file: ReturnType<typeof presentFile>; created: number; product_ids: string[] }
  | { ok: false; file: ReturnType<typeof presentFile>; errors: TImportRowError[] }

/** Excel import / export of a shop's products and their 30-day history (spec §7, §9). */
export function createProductFilesService(deps: {
  db: Db
  requireSellerShop: (actor: Actor) => Promise<SellerContext>
  products: Pick<SellerProductsService, 'insertFull'>
  now: () => Date
}) {
  const { db, requireSellerShop, now } = deps

  async function exportProducts(opts: { actor: Actor }) {
    const { shopId } = await requireSellerShop(opts.actor)
    const rows = await repo.listAllShopProducts(db, shopId)
    const ids = rows.map((r) => r.id)
    const [classifications, variants] = [await repo.listClassifications(db, ids), await repo.listVariants(db, ids)]
    const { data, rowCount } = await buildProductWorkbook(rows.map((p) => presentProduct(p, classifications, variants)))
    const fileName = `xinh-san-pham-${now().toISOString().slice(0, 10).replace(/-/g, '')}.xlsx`
    await repo.insertProductFile(db, { shopId, kind: 'export', fileName, status: 'success', rowCount, createdAt: now() })
    return { data, fileName }
  }

  /**
   * Imports a spreadsheet: every row is validated (ZProductInput, category, size chart, the
   * system check) before anything is written; with any error nothing is imported and the
   * history records the failure with its row errors. Otherwise all products are created as
   * pending in one transaction.
   */
  async function importProducts(opts: { actor: Actor; lang: Lang; fileName: string; data: Buffer }): Promise<ImportOutcome> {
    const { shopId } = await requireSellerShop(opts.actor)
    const { lang } = opts
    const fileName = opts.fileName.slice(0, 200) || 'import.xlsx'
    const fail = async (errors: TImportRowError[], rowCount: number): Promise<ImportOutcome> => {
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
      return { ok: false, file: presentFile(file), errors }
    }

    let sheet: Awaited<ReturnType<typeof readProductSheet>>
    try {
      sheet = await readProductSheet(opts.data, lang)
    } catch (error) {
      if (error instanceof AppError) await fail([{ row: 0, field: 'file', message: errorMessage(error.code, lang, error.params) }], 0)
      throw error
    }
    if (sheet.errors.length > 0) return fail(sheet.errors, sheet.rows.length)

    const grouped = groupRows(sheet.rows, lang)
    const { products, errors } = validateGroups(grouped.groups, lang)
    errors.push(...grouped.errors)

    // references and the system check, for the products that passed the schema
    const references = await checkReferences(
      db,
      shopId,
      products.map((p) => p.input),
    )
    products.forEach(({ group, input }, i) => {
      const row = group.rows[0]!.row
      for (const [field, key] of Object.entries(references[i] ?? {})) errors.push({ row, field, message: validationMessage(key, lang) })
      for (const field of sensitiveFields({ name: input.name, description: input.description }))
        errors.push({ row, field, message: errorMessage('PRODUCT_SENSITIVE_CONTENT', lang) })
    })
    if (errors.length > 0) return fail(sortErrors(errors), sheet.rows.length)

    const submittedAt = now()
    const status = transition({ status: 'draft', allowToSell: true }, 'submit').status as 'pending'
    const { ids, file } = await db.transaction(async (tx) => {
      await actAs(tx, userIdOf(opts.actor))
      const ids = await deps.products.insertFull(
        tx,
        shopId,
        products.map(({ input }) => ({ input, status, submittedAt })),
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
    return { ok: true, file: presentFile(file), created: ids.length, product_ids: ids }
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
