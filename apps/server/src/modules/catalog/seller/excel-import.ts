import ExcelJS from 'exceljs'
import { issueToMessage, type Lang, PRODUCT_IMPORT_LIMITS, type TImportRowError, validationMessage, ZProductInput } from '@xinh/contracts'
import type { z } from 'zod'
import { AppError } from '#server/platform/errors.ts'
import { COLUMNS, type ColumnKey, SHEET_NAME } from './excel-export.ts'

/**
 * Reading the product spreadsheet (the columns of excel-export.ts) into ZProductInput objects,
 * with row-level errors `{ row, field, message }` (row = the sheet's row number, 1 = header).
 * Nothing here touches the database; the service checks references and writes.
 */

export type Cell = string | number | boolean | undefined
export type SheetRow = { row: number; cells: Partial<Record<ColumnKey, Cell>> }
export type ProductGroup = { key: string; rows: SheetRow[] }
export type TProductOut = z.output<typeof ZProductInput>

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04])
/** An .xlsx is a zip: its first bytes say so whatever the file is called. */
export const isZip = (data: Buffer) => data.length > 4 && data.subarray(0, 4).equals(ZIP_MAGIC)

/**
 * The total uncompressed size the zip's central directory declares, or null when it cannot be
 * read (not a zip, ZIP64, truncated). Checked before exceljs inflates anything, so a small
 * upload cannot expand into gigabytes in memory.
 */
export function zipDeclaredSize(data: Buffer): { bytes: number; entries: number } | null {
  const min = Math.max(0, data.length - 65_557)
  for (let i = data.length - 22; i >= min; i--) {
    if (data.readUInt32LE(i) !== 0x06054b50) continue
    const entries = data.readUInt16LE(i + 10)
    let offset = data.readUInt32LE(i + 16)
    let bytes = 0
    for (let n = 0; n < entries; n++) {
      if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50) return null
      const size = data.readUInt32LE(offset + 24)
      if (size === 0xffffffff) return null
      bytes += size
      offset += 46 + data.readUInt16LE(offset + 28) + data.readUInt16LE(offset + 30) + data.readUInt16LE(offset + 32)
    }
    return { bytes, entries }
  }
  return null
}

const MAX_INFLATED_BYTES = 60 * 1024 * 1024
const MAX_ZIP_ENTRIES = 2_000

/** A cell's value as text, number or boolean (rich text, links and formulas reduced to their value). */
export function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim()
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') {
    if ('richText' in value) return cellValue(value.richText.map((r) => r.text).join(''))
    if ('hyperlink' in value) return cellValue((value as { text?: ExcelJS.CellValue }).text ?? value.hyperlink)
    if ('formula' in value || 'sharedFormula' in value)
      return cellValue((value as { result?: ExcelJS.CellValue }).result as ExcelJS.CellValue)
    if ('error' in value) return undefined
  }
  return undefined
}

/** Where each known column sits in the uploaded sheet (1-based), for cell references. */
export type ColumnMap = Map<ColumnKey, number>

/** The A1 name of a column (1 → A, 27 → AA). */
export function columnLetter(col: number): string {
  let out = ''
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out
  return out
}

/** The cell (`G12`) of a row error, when its field is a column of the sheet. */
export function withCell(error: TImportRowError, columns: ColumnMap): TImportRowError {
  const col = columns.get(error.field as ColumnKey)
  return col && error.row > 0 ? { ...error, cell: `${columnLetter(col)}${error.row}` } : error
}

/** Reads the product sheet; an unreadable file is FILE_UPLOAD_FAILED, a bad header a row error. */
export async function readProductSheet(
  data: Buffer,
  lang: Lang,
): Promise<{ rows: SheetRow[]; errors: TImportRowError[]; columns: ColumnMap }> {
  if (!isZip(data)) throw new AppError('FILE_UPLOAD_FAILED')
  const declared = zipDeclaredSize(data)
  if (!declared || declared.bytes > MAX_INFLATED_BYTES || declared.entries > MAX_ZIP_ENTRIES) throw new AppError('FILE_UPLOAD_FAILED')
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer)
  } catch (error) {
    throw new AppError('FILE_UPLOAD_FAILED', { cause: error })
  }
  const sheet = workbook.getWorksheet(SHEET_NAME) ?? workbook.worksheets[0]
  if (!sheet) throw new AppError('FILE_UPLOAD_FAILED')

  // header: the column keys (a "key: label" or "label (key)" header is read too)
  const columnOf: ColumnMap = new Map()
  const known = new Set<string>(COLUMNS.map((c) => c.key))
  sheet.getRow(1).eachCell((cell, col) => {
    const text = String(cellValue(cell.value) ?? '').toLowerCase()
    const key = [text, ...(text.match(/[a-z_0-9]+/g) ?? [])].find((k) => known.has(k))
    if (key && !columnOf.has(key as ColumnKey)) columnOf.set(key as ColumnKey, col)
  })
  const errors: TImportRowError[] = COLUMNS.filter((c) => c.required && !columnOf.has(c.key)).map((c) => ({
    row: 1,
    field: c.key,
    message: validationMessage('v.import_column', lang, { column: c.key }),
  }))
  if (errors.length > 0) return { rows: [], errors, columns: columnOf }

  const rows: SheetRow[] = []
  const last = sheet.actualRowCount > 0 ? sheet.rowCount : 1
  for (let r = 2; r <= last; r++) {
    const row = sheet.getRow(r)
    const cells: SheetRow['cells'] = {}
    let isEmpty = true
    for (const [key, col] of columnOf) {
      const value = cellValue(row.getCell(col).value)
      if (value !== undefined) isEmpty = false
      cells[key] = value
    }
    if (isEmpty) continue
    rows.push({ row: r, cells })
    if (rows.length > PRODUCT_IMPORT_LIMITS.maxRows)
      return {
        rows: [],
        errors: [{ row: r, field: 'file', message: validationMessage('v.import_too_many', lang, { max: PRODUCT_IMPORT_LIMITS.maxRows }) }],
        columns: columnOf,
      }
  }
  if (rows.length === 0)
    return { rows, errors: [{ row: 2, field: 'file', message: validationMessage('v.import_empty', lang) }], columns: columnOf }
  return { rows, errors: [], columns: columnOf }
}

const text = (v: Cell) => (v === undefined ? undefined : String(v).trim() || undefined)
/** A list cell: one item per line (commas before a URL also split, for hand-typed files). */
const list = (v: Cell) =>
  text(v)
    ?.split(/\r?\n|,\s*(?=\/uploads\/|https:\/\/)/)
    .map((s) => s.trim())
    .filter(Boolean) ?? []
const TRUE = new Set(['true', '1', 'x', 'có', 'co', 'yes', 'y', 'đúng'])
const FALSE = new Set(['false', '0', 'không', 'khong', 'no', 'n', 'sai'])

/** Rows with the same product_key, in the order each key first appears. */
export function groupRows(rows: SheetRow[], lang: Lang): { groups: ProductGroup[]; errors: TImportRowError[] } {
  const groups = new Map<string, ProductGroup>()
  const errors: TImportRowError[] = []
  for (const row of rows) {
    const key = text(row.cells.product_key)
    if (!key) {
      errors.push({ row: row.row, field: 'product_key', message: validationMessage('v.required', lang) })
      continue
    }
    const group = groups.get(key) ?? { key, rows: [] }
    group.rows.push(row)
    groups.set(key, group)
  }
  if (groups.size > PRODUCT_IMPORT_LIMITS.maxProducts)
    errors.push({
      row: 1,
      field: 'file',
      message: validationMessage('v.import_too_many', lang, { max: PRODUCT_IMPORT_LIMITS.maxProducts }),
    })
  return { groups: [...groups.values()], errors }
}

/** The ZProductInput object a group of rows describes (product fields from its first row). */
export function groupToInput(group: ProductGroup, lang: Lang): { raw: Record<string, unknown>; errors: TImportRowError[] } {
  const first = group.rows[0]!.cells
  const errors: TImportRowError[] = []
  const bool = (key: 'is_preorder' | 'is_authentic' | 'is_guaranteed') => {
    const v = first[key]
    if (v === undefined || typeof v === 'boolean') return v ?? false
    const t = String(v).trim().toLowerCase()
    if (TRUE.has(t)) return true
    if (FALSE.has(t)) return false
    errors.push({ row: group.rows[0]!.row, field: key, message: validationMessage('v.boolean', lang) })
    return false
  }
  let sizeDetails: unknown
  const details = text(first.size_details)
  if (details) {
    try {
      sizeDetails = JSON.parse(details)
    } catch {
      errors.push({ row: group.rows[0]!.row, field: 'size_details', message: validationMessage('v.invalid', lang) })
    }
  }
  const classificationNames = [text(first.classification_1), text(first.classification_2)]
  const count = classificationNames[1] ? 2 : classificationNames[0] ? 1 : 0
  const classifications = classificationNames.slice(0, count).map((name, k) => {
    const optionKey = k === 0 ? 'option_1' : 'option_2'
    const imageKey = k === 0 ? 'option_1_image' : 'option_2_image'
    const options = new Map<string, string | undefined>()
    for (const row of group.rows) {
      const option = text(row.cells[optionKey])
      if (option === undefined) continue
      if (!options.has(option) || options.get(option) === undefined) options.set(option, text(row.cells[imageKey]))
    }
    return { name: name ?? '', options: [...options].map(([option, image]) => ({ name: option, ...(image ? { image } : {}) })) }
  })
  const raw: Record<string, unknown> = {
    name: text(first.name),
    description: text(first.description),
    category_id: text(first.category_id),
    images: list(first.images),
    description_images: list(first.description_images),
    video: text(first.video),
    weight: first.weight,
    pack_length: first.pack_length,
    pack_width: first.pack_width,
    pack_height: first.pack_height,
    prep_days: first.prep_days,
    return_days: first.return_days,
    return_conditions: list(first.return_conditions),
    is_preorder: bool('is_preorder'),
    is_authentic: bool('is_authentic'),
    is_guaranteed: bool('is_guaranteed'),
    size_chart_id: text(first.size_chart_id),
    size_details: sizeDetails,
    classifications,
    variants: group.rows.map((row) => ({
      options: [row.cells.option_1, row.cells.option_2].slice(0, count).map((o) => text(o) ?? ''),
      sku: text(row.cells.sku),
      price: row.cells.price,
      sale_price: row.cells.sale_price,
      stock: row.cells.stock,
      images: list(row.cells.variant_images),
    })),
  }
  return { raw, errors }
}

type Issue = z.core.$ZodIssue

/** Where a zod issue of a group's product belongs in the sheet: its row and column. */
export function issueLocation(issue: Issue, group: ProductGroup): { row: number; field: string } {
  const [head, index, sub, subIndex] = issue.path
  const firstRow = group.rows[0]!.row
  if (head === 'variants' && typeof index === 'number') {
    const row = group.rows[index]?.row ?? firstRow
    if (sub === 'options') return { row, field: `option_${typeof subIndex === 'number' ? subIndex + 1 : 1}` }
    if (sub === 'images') return { row, field: 'variant_images' }
    return { row, field: typeof sub === 'string' ? sub : 'variants' }
  }
  if (head === 'variants') return { row: firstRow, field: 'price' }
  if (head === 'classifications' && typeof index === 'number') {
    if (sub === 'options') {
      // point at the row that brought the offending option (options are listed in row order)
      const optionKey = index === 0 ? 'option_1' : 'option_2'
      const seen = new Set<string>()
      const rowOfOption: number[] = []
      for (const r of group.rows) {
        const option = text(r.cells[optionKey])
        if (option === undefined || seen.has(option)) continue
        seen.add(option)
        rowOfOption.push(r.row)
      }
      return { row: (typeof subIndex === 'number' ? rowOfOption[subIndex] : undefined) ?? firstRow, field: optionKey }
    }
    return { row: firstRow, field: `classification_${index + 1}` }
  }
  return { row: firstRow, field: typeof head === 'string' ? head : 'file' }
}

/** Validates one group with `schema` (ZProductInput, or the draft schema for a draft being updated). */
export function validateGroup<S extends z.ZodType>(
  group: ProductGroup,
  lang: Lang,
  schema: S,
  options: { draft?: boolean } = {},
): { input?: z.output<S>; errors: TImportRowError[] } {
  const { raw, errors } = groupToInput(group, lang)
  const parsed = schema.safeParse(options.draft ? draftRaw(raw) : raw)
  if (!parsed.success) {
    const seen = new Set<string>()
    for (const issue of parsed.error.issues) {
      const at = issueLocation(issue, group)
      const key = `${at.row}:${at.field}`
      if (seen.has(key)) continue
      seen.add(key)
      const { key: messageKey, params } = issueToMessage(issue as never)
      errors.push({ ...at, message: validationMessage(messageKey, lang, params) })
    }
    return { errors }
  }
  return errors.length === 0 ? { input: parsed.data, errors } : { errors }
}

const UNSET_WHEN_ZERO = new Set(['weight', 'pack_length', 'pack_width', 'pack_height'])

/**
 * A draft keeps only what is filled in: empty cells and empty lists are left out (the draft
 * schema takes any subset of the fields), and a draft without prices has no variants yet.
 */
function draftRaw(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue
    // a draft's weight and package size are 0 until the seller fills them in
    if (UNSET_WHEN_ZERO.has(key) && Number(value) === 0) continue
    out[key] = value
  }
  const variants = out.variants as Array<{ price?: unknown; sale_price?: unknown; stock?: unknown }> | undefined
  if (variants?.every((v) => v.price === undefined && v.sale_price === undefined && v.stock === undefined)) {
    delete out.variants
    if (Array.isArray(out.classifications) && out.classifications.length === 0) delete out.classifications
  }
  return out
}

/** Validates every group with ZProductInput; all errors of all rows are reported. */
export function validateGroups(
  groups: ProductGroup[],
  lang: Lang,
): { products: Array<{ group: ProductGroup; input: TProductOut }>; errors: TImportRowError[] } {
  const products: Array<{ group: ProductGroup; input: TProductOut }> = []
  const errors: TImportRowError[] = []
  for (const group of groups) {
    const result = validateGroup(group, lang, ZProductInput)
    errors.push(...result.errors)
    if (result.input) products.push({ group, input: result.input })
  }
  return { products, errors }
}

export const sortErrors = (errors: TImportRowError[]) => [...errors].sort((a, b) => a.row - b.row || a.field.localeCompare(b.field))

/** The columns an import reads (product_key groups rows; variant_id and status are for reference). */
const IMPORTED_COLUMNS = COLUMNS.map((c) => c.key).filter((k) => k !== 'product_key' && k !== 'variant_id' && k !== 'status')

/** A cell as text for comparing with the export: lists line by line, yes/no and numbers by value. */
function comparable(key: ColumnKey, value: Cell | null): string {
  if (value === undefined || value === null) return ''
  if (key.startsWith('is_')) {
    const t = String(value).trim().toLowerCase()
    return TRUE.has(t) ? 'true' : FALSE.has(t) ? 'false' : t
  }
  if (typeof value === 'number') return String(value)
  const s = String(value)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
  return /^-?\d+(\.\d+)?$/.test(s) ? String(Number(s)) : s
}

/**
 * Whether a group's rows say exactly what the export of the product says (`productRows`): such a
 * product is left unchanged without being validated again, so an exported file with drafts in it
 * goes back in untouched. A missing column counts as empty cells.
 */
export function isUnchangedGroup(group: ProductGroup, current: ReadonlyArray<Partial<Record<ColumnKey, Cell | null>>>): boolean {
  if (group.rows.length !== current.length) return false
  return group.rows.every((row, i) =>
    IMPORTED_COLUMNS.every((key) => comparable(key, row.cells[key]) === comparable(key, current[i]?.[key])),
  )
}
