import { ERRORS, VALIDATION } from '@xinh/contracts'
import { eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createSeller } from '../../../../test/catalog-fixtures.ts'
import { createTestApp, form, pngBytes, type TestApp } from '../../../../test/helpers.ts'
import { productFiles, products } from '../catalog.tables.ts'
import { PRODUCT_FILES_PURGE_JOB } from '../index.ts'
import { COLUMNS } from './excel-export.ts'
import { DESCRIPTION, validProduct } from './seller-test-fixtures.ts'

let t: TestApp
let categoryId: string

beforeAll(async () => {
  t = await createTestApp()
  categoryId = (await createCategory(t, 'Áo sơ mi')).id
})
afterAll(() => t.close())

type Seller = Awaited<ReturnType<typeof createSeller>>
const upload = (who: Seller, file: { data: Buffer; filename: string }, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/seller/products/upload',
    headers: { ...who.headers, 'accept-language': lang },
    payload: form({ file: { ...file, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
  })
const download = (who: Seller) => t.app.inject({ method: 'GET', url: '/api/v1/seller/products/download', headers: who.headers })
const history = async (who: Seller, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/seller/products/files${query}`, headers: who.headers })).json()
const countProducts = async (shopId: string) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.shopId, shopId)))[0]!.n

type Row = Partial<Record<(typeof COLUMNS)[number]['key'], string | number | boolean>>
const productRow = (key: string, overrides: Row = {}): Row => ({
  product_key: key,
  name: 'Áo sơ mi lụa tay dài công sở',
  description: DESCRIPTION,
  category_id: categoryId,
  images: '/uploads/products/ab/one.webp\n/uploads/products/ab/two.webp',
  weight: 220,
  pack_length: 30,
  pack_width: 25,
  pack_height: 3,
  prep_days: 7,
  return_days: 7,
  return_conditions: 'Còn nguyên tem mác\nChưa qua sử dụng',
  is_authentic: 'có',
  classification_1: 'Màu sắc',
  option_1: 'Trắng kem',
  sku: `${key}-1`,
  price: 350000,
  sale_price: 299000,
  stock: 12,
  ...overrides,
})

async function workbook(rows: Row[], columns: readonly string[] = COLUMNS.map((c) => c.key)) {
  const wb = new ExcelJS.Workbook()
  const sheet = wb.addWorksheet('San pham')
  sheet.addRow([...columns])
  for (const row of rows) sheet.addRow(columns.map((c) => row[c as keyof Row] ?? null))
  return Buffer.from(await wb.xlsx.writeBuffer())
}

async function readWorkbook(data: Buffer) {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(data as unknown as ArrayBuffer)
  const sheet = wb.getWorksheet('San pham')!
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[]
  const rows: Array<Record<string, unknown>> = []
  sheet.eachRow((row, n) => {
    if (n === 1) return
    rows.push(Object.fromEntries(header.map((key, i) => [key, row.getCell(i + 1).value])))
  })
  return { header, rows }
}

describe('POST /api/v1/seller/products/upload', () => {
  it('imports every product of a valid file as pending, grouping rows by product_key', async () => {
    const seller = await createSeller(t)
    const file = await workbook([
      productRow('A'),
      productRow('A', { option_1: 'Xanh than', sku: 'A-2', sale_price: 279000, stock: 3 }),
      productRow('B', {
        name: 'Chân váy xếp ly dáng dài',
        classification_1: '',
        option_1: '',
        price: 250000,
        sale_price: 250000,
        stock: 8,
      }),
    ])
    const res = await upload(seller, { data: file, filename: 'san-pham.xlsx' })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json().data
    expect(body).toMatchObject({
      created: 2,
      updated: 0,
      unchanged: 0,
      file: { kind: 'import', status: 'success', file_name: 'san-pham.xlsx', row_count: 3, errors: [] },
    })
    expect(body.rows).toEqual([
      { row: 2, product_key: 'A', product_id: body.product_ids[0], name: 'Áo sơ mi lụa tay dài công sở', outcome: 'created' },
      { row: 3, product_key: 'A', product_id: body.product_ids[0], name: 'Áo sơ mi lụa tay dài công sở', outcome: 'created' },
      { row: 4, product_key: 'B', product_id: body.product_ids[1], name: 'Chân váy xếp ly dáng dài', outcome: 'created' },
    ])

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/seller/products?filter=pending', headers: seller.headers })
    expect(list.json().counts.pending).toBe(2)
    const a = (await t.app.inject({ method: 'GET', url: `/api/v1/seller/products/${body.product_ids[0]}`, headers: seller.headers })).json()
      .data
    expect(a).toMatchObject({
      name: 'Áo sơ mi lụa tay dài công sở',
      status: 'pending',
      images: ['/uploads/products/ab/one.webp', '/uploads/products/ab/two.webp'],
      return_conditions: ['Còn nguyên tem mác', 'Chưa qua sử dụng'],
      is_authentic: true,
      is_preorder: false,
      classifications: [
        {
          name: 'Màu sắc',
          options: [
            { name: 'Trắng kem', image: null },
            { name: 'Xanh than', image: null },
          ],
        },
      ],
      price: 350000,
      sale_price: 279000,
      stock: 15,
    })
    expect(a.submitted_at).not.toBeNull()
    expect(a.variants.map((v: { options: string[]; sku: string }) => [v.options, v.sku])).toEqual([
      [['Trắng kem'], 'A-1'],
      [['Xanh than'], 'A-2'],
    ])
    const b = (await t.app.inject({ method: 'GET', url: `/api/v1/seller/products/${body.product_ids[1]}`, headers: seller.headers })).json()
      .data
    expect(b).toMatchObject({ name: 'Chân váy xếp ly dáng dài', classifications: [], stock: 8 })
    expect(b.variants[0].options).toEqual([])
  })

  it('a file with 2 bad rows: nothing is imported, both errors are reported (localised) and the history says failed', async () => {
    const seller = await createSeller(t)
    const file = await workbook([
      productRow('A'),
      productRow('B', { weight: 5 }), // row 3: product field
      productRow('B', { option_1: 'Đen' }),
      productRow('C', { stock: 0 }), // row 5: variant field
    ])
    for (const lang of ['en', 'vi'] as const) {
      const res = await upload(seller, { data: file, filename: 'loi.xlsx' }, lang)
      expect(res.statusCode, res.body).toBe(400)
      const error = res.json().error
      expect(error.code).toBe('PRODUCT_IMPORT_FAILED')
      expect(error.message).toBe(ERRORS.PRODUCT_IMPORT_FAILED[lang].replace('{count}', '2'))
      // the cells are where the columns are in this file: weight is column H, stock column AC
      expect(error.errors).toEqual([
        { row: 3, field: 'weight', cell: 'H3', message: VALIDATION['v.weight'][lang] },
        { row: 5, field: 'stock', cell: 'AC5', message: VALIDATION['v.quantity'][lang] },
      ])
      expect(error.file).toMatchObject({ kind: 'import', status: 'failed', file_name: 'loi.xlsx', row_count: 4 })
      expect(error.rows.map((r: { row: number; outcome: string }) => [r.row, r.outcome])).toEqual([
        [2, 'not_imported'],
        [3, 'rejected'],
        [4, 'rejected'],
        [5, 'rejected'],
      ])
    }
    expect(await countProducts(seller.shop.id)).toBe(0)
    const files = await history(seller)
    expect(files.data).toHaveLength(2)
    expect(files.data[0]).toMatchObject({
      status: 'failed',
      errors: [
        { row: 3, field: 'weight' },
        { row: 5, field: 'stock' },
      ],
    })
  })

  it('reports references, the system check, option errors and bad yes/no cells by row', async () => {
    const seller = await createSeller(t)
    const file = await workbook([
      productRow('A', { category_id: '01900000-0000-7000-8000-00000000abcd' }),
      productRow('B', { name: 'Áo sơ mi hàng fake loại 1' }),
      productRow('C', { option_1: 'XL' }),
      productRow('D', { is_preorder: 'maybe' }),
      productRow('E', { sale_price: 400000 }),
    ])
    const res = await upload(seller, { data: file, filename: 'nhieu-loi.xlsx' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.errors).toEqual([
      { row: 2, field: 'category_id', cell: 'D2', message: VALIDATION['v.category'].en },
      { row: 3, field: 'name', cell: 'B3', message: 'Sensitive content in name or description' },
      { row: 4, field: 'option_1', cell: 'U4', message: VALIDATION['v.option_name'].en },
      { row: 5, field: 'is_preorder', cell: 'O5', message: VALIDATION['v.boolean'].en },
      { row: 6, field: 'sale_price', cell: 'AB6', message: VALIDATION['v.sale_price'].en },
    ])
    expect(await countProducts(seller.shop.id)).toBe(0)
  })

  it('a missing required column is an error of the header row', async () => {
    const seller = await createSeller(t)
    const columns = COLUMNS.map((c) => c.key).filter((k) => k !== 'weight' && k !== 'stock')
    const res = await upload(seller, { data: await workbook([productRow('A')], columns), filename: 'thieu-cot.xlsx' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.errors).toEqual([
      { row: 1, field: 'stock', message: 'Missing column stock' },
      { row: 1, field: 'weight', message: 'Missing column weight' },
    ])
  })

  it('an empty sheet is refused', async () => {
    const seller = await createSeller(t)
    const res = await upload(seller, { data: await workbook([]), filename: 'trong.xlsx' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.errors).toEqual([{ row: 2, field: 'file', message: VALIDATION['v.import_empty'].en }])
  })

  it('a file that is not an .xlsx (by its bytes, whatever its name) → 400 FILE_UPLOAD_FAILED, nothing imported', async () => {
    const seller = await createSeller(t)
    for (const data of [
      await pngBytes(),
      Buffer.from('product_key,name\nA,Áo thun\n'),
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200)]),
    ]) {
      const res = await upload(seller, { data, filename: 'san-pham.xlsx' })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error).toEqual({ code: 'FILE_UPLOAD_FAILED', message: ERRORS.FILE_UPLOAD_FAILED.en })
    }
    expect(await countProducts(seller.shop.id)).toBe(0)
    const files = await history(seller)
    expect(files.data.map((f: { status: string }) => f.status)).toEqual(['failed', 'failed', 'failed'])
  })

  it('a file over 10 MB → 413 FILE_TOO_LARGE; no file → 400', async () => {
    const seller = await createSeller(t)
    const res = await upload(seller, { data: Buffer.alloc(10 * 1024 * 1024 + 10, 1), filename: 'lon.xlsx' })
    expect(res.statusCode).toBe(413)
    expect(res.json().error.code).toBe('FILE_TOO_LARGE')
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/seller/products/upload',
      headers: seller.headers,
      payload: form({ other: 'x' }),
    })
    expect(none.statusCode).toBe(400)
  })
})

describe('GET /api/v1/seller/products/download', () => {
  it('exports one row per variant as .xlsx with a download name, and records it', async () => {
    const seller = await createSeller(t)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/seller/products',
      headers: seller.headers,
      payload: validProduct(categoryId),
    })
    expect(created.statusCode).toBe(200)
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/seller/products/draft',
      headers: seller.headers,
      payload: { name: 'Nháp chưa có phân loại' },
    })

    const res = await download(seller)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="xinh-san-pham-\d{8}\.xlsx"; filename\*=UTF-8''xinh-san-pham-\d{8}\.xlsx$/,
    )
    const { header, rows } = await readWorkbook(res.rawPayload)
    expect(header).toEqual(COLUMNS.map((c) => c.key))
    expect(rows).toHaveLength(3)
    expect(rows[0]).toMatchObject({
      product_key: created.json().data._id,
      name: 'Áo thun nữ cổ tròn cotton',
      option_1: 'Trắng',
      option_2: 'Size M',
      price: 199000,
      sale_price: 159000,
      stock: 10,
      sku: 'AT-TR-M',
      is_preorder: false,
      status: 'pending',
    })
    expect(rows[2]).toMatchObject({ name: 'Nháp chưa có phân loại', status: 'draft', price: null })
    const files = await history(seller)
    expect(files.data[0]).toMatchObject({ kind: 'export', status: 'success', row_count: 3 })
  })

  it('export → re-import: the same shop leaves every product unchanged, another shop recreates them', async () => {
    const [seller, other] = [await createSeller(t), await createSeller(t)]
    const sources = []
    for (const name of ['Áo thun nữ cổ tròn cotton', 'Áo thun nam cổ bẻ polo'])
      sources.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/seller/products',
            headers: seller.headers,
            payload: validProduct(categoryId, { name, is_preorder: true, size_details: { fit: 'regular', chest: 92 } }),
          })
        ).json().data,
      )
    // a draft without variants goes back untouched too (it is not validated again)
    await t.app.inject({ method: 'POST', url: '/api/v1/seller/products/draft', headers: seller.headers, payload: { name: 'Nháp' } })
    const exported = await download(seller)

    const same = await upload(seller, { data: exported.rawPayload, filename: 'xuat-ra.xlsx' })
    expect(same.statusCode, same.body).toBe(200)
    expect(same.json().data).toMatchObject({ created: 0, updated: 0, unchanged: 3 })
    expect(await countProducts(seller.shop.id)).toBe(3)

    const copy = await upload(other, { data: exported.rawPayload, filename: 'xuat-ra.xlsx' })
    expect(copy.statusCode, copy.body).toBe(400)
    // the draft is incomplete as a new product: nothing is created
    expect(copy.json().error.rows.filter((r: { outcome: string }) => r.outcome === 'rejected')).toHaveLength(1)
    const { header, rows } = await readWorkbook(exported.rawPayload)
    const complete = rows.filter((r) => r.status !== 'draft')
    const res = await upload(other, { data: await workbook(complete as Row[], header), filename: 'xuat-ra.xlsx' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.created).toBe(2)
    const strip = (p: Record<string, unknown>) => {
      const { _id, created_at, updated_at, submitted_at, variants, ...rest } = p
      return { ...rest, variants: (variants as Array<Record<string, unknown>>).map(({ _id: _v, ...v }) => v) }
    }
    for (const [i, id] of (res.json().data.product_ids as string[]).entries()) {
      const copy = (await t.app.inject({ method: 'GET', url: `/api/v1/seller/products/${id}`, headers: other.headers })).json().data
      expect(strip(copy)).toEqual(strip(sources[i]))
    }
  })

  it('an edited export updates the products it names: content back to pending, the price rule refused by cell', async () => {
    const seller = await createSeller(t)
    const create = async (name: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/seller/products',
          headers: seller.headers,
          payload: validProduct(categoryId, { name }),
        })
      ).json().data as { _id: string }
    const [a, b] = [await create('Áo thun nữ cổ tròn cotton'), await create('Áo thun nam cổ bẻ polo')]
    // both accepted; b already changed its price yesterday (the next change waits 14 days)
    await t.database.db.update(products).set({ status: 'accepted', reviewedAt: new Date() }).where(eq(products.shopId, seller.shop.id))
    await t.database.db
      .update(products)
      .set({ priceChangeCount: 1, priceChangedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(products.id, b._id))
    const draft = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/seller/products/draft',
        headers: seller.headers,
        payload: { name: 'Nháp váy', weight: 300 },
      })
    ).json().data as { _id: string }

    const { header, rows } = await readWorkbook((await download(seller)).rawPayload)
    const edit = (fn: (r: Record<string, unknown>) => Record<string, unknown>) => rows.map((r) => fn({ ...r })) as Row[]
    const refused = edit((r) => (r.product_key === b._id && r.option_1 === 'Trắng' ? { ...r, sale_price: 149000 } : r))
    const res = await upload(seller, { data: await workbook(refused, header), filename: 'gia.xlsx' }, 'vi')
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().error.errors).toEqual([{ row: 4, field: 'sale_price', cell: 'AB4', message: ERRORS.PRICE_CHANGE_TOO_SOON.vi }])
    expect(
      res
        .json()
        .error.rows.filter((r: { outcome: string }) => r.outcome === 'rejected')
        .map((r: { row: number }) => r.row),
    ).toEqual([4, 5])

    const edited = edit((r) => {
      if (r.product_key === a._id) return { ...r, name: 'Áo thun nữ cổ tròn cotton organic' }
      if (r.product_key === b._id) return { ...r, stock: 40 }
      if (r.product_key === draft._id) return { ...r, name: 'Nháp váy maxi' }
      return r
    })
    const ok = await upload(seller, { data: await workbook(edited, header), filename: 'sua.xlsx' })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data).toMatchObject({ created: 0, updated: 3, unchanged: 0, product_ids: [] })
    const get = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/seller/products/${id}`, headers: seller.headers })).json().data
    // a new name is reviewed content: back to pending; stock alone keeps the product listed
    expect(await get(a._id)).toMatchObject({ name: 'Áo thun nữ cổ tròn cotton organic', status: 'pending' })
    expect(await get(b._id)).toMatchObject({ status: 'accepted', stock: 80, price_change_count: 1 })
    // an incomplete draft stays a draft
    expect(await get(draft._id)).toMatchObject({ name: 'Nháp váy maxi', status: 'draft', weight: 300 })
    expect(await countProducts(seller.shop.id)).toBe(3)
  })
})

describe('GET /api/v1/seller/products/files', () => {
  it('pages the last 30 days, newest first, only the shop’s own; the daily job deletes older history', async () => {
    const [seller, other] = [await createSeller(t), await createSeller(t)]
    const values = (shopId: string, daysAgo: number, fileName: string) => ({
      shopId,
      kind: 'import',
      fileName,
      status: 'success',
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    })
    await t.database.db
      .insert(productFiles)
      .values([
        values(seller.shop.id, 1, 'moi.xlsx'),
        values(seller.shop.id, 29, 'cu.xlsx'),
        values(seller.shop.id, 31, 'qua-han.xlsx'),
        values(other.shop.id, 2, 'cua-shop-khac.xlsx'),
        ...Array.from({ length: 10 }, (_, i) => values(seller.shop.id, 2, `lo-${i}.xlsx`)),
      ])
    const first = await history(seller)
    expect(first.meta).toEqual({ page: 1, limit: 10, total: 12 })
    expect(first.data[0].file_name).toBe('moi.xlsx')
    const second = await history(seller, '?page=2&limit=10')
    expect(second.data).toHaveLength(2)
    expect(second.data.at(-1).file_name).toBe('cu.xlsx')
    expect(
      [...first.data, ...second.data].some(
        (f: { file_name: string }) => f.file_name === 'cua-shop-khac.xlsx' || f.file_name === 'qua-han.xlsx',
      ),
    ).toBe(false)

    await t.jobs.runNow(PRODUCT_FILES_PURGE_JOB, {})
    const left = await t.database.db
      .select({ name: productFiles.fileName })
      .from(productFiles)
      .where(eq(productFiles.shopId, seller.shop.id))
    expect(left.map((f) => f.name)).not.toContain('qua-han.xlsx')
    expect(left.map((f) => f.name)).toContain('cu.xlsx')
  })
})
