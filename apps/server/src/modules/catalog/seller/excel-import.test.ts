import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { AppError } from '#server/platform/errors.ts'
import {
  cellValue,
  columnLetter,
  groupRows,
  groupToInput,
  isUnchangedGroup,
  isZip,
  readProductSheet,
  withCell,
  zipDeclaredSize,
} from './excel-import.ts'

async function tinyWorkbook() {
  const wb = new ExcelJS.Workbook()
  wb.addWorksheet('San pham').addRow(['product_key', 'name'])
  return Buffer.from(await wb.xlsx.writeBuffer())
}

describe('zip checks before exceljs reads anything', () => {
  it('knows an .xlsx by its zip signature', async () => {
    expect(isZip(await tinyWorkbook())).toBe(true)
    expect(isZip(Buffer.from('%PDF-1.7'))).toBe(false)
  })

  it('reads the declared uncompressed size from the central directory', async () => {
    const declared = zipDeclaredSize(await tinyWorkbook())
    expect(declared?.entries).toBeGreaterThan(3)
    expect(declared?.bytes).toBeGreaterThan(500)
    expect(zipDeclaredSize(Buffer.from('PK\u0003\u0004 truncated'))).toBeNull()
  })

  it('refuses a zip that declares a huge content (zip bomb) without inflating it', async () => {
    const data = await tinyWorkbook()
    const eocd = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
    const central = data.readUInt32LE(eocd + 16)
    data.writeUInt32LE(0x7fff_ffff, central + 24)
    await expect(readProductSheet(data, 'en')).rejects.toSatisfy((e) => e instanceof AppError && e.code === 'FILE_UPLOAD_FAILED')
  })
})

describe('cellValue', () => {
  it('reduces rich text, links and formulas to their value; blanks to undefined', () => {
    expect(cellValue({ richText: [{ text: 'Áo ' }, { text: 'thun' }] })).toBe('Áo thun')
    expect(cellValue({ text: 'ảnh', hyperlink: 'https://x.vn/a.png' })).toBe('ảnh')
    expect(cellValue({ formula: 'A1*2', result: 20 } as ExcelJS.CellValue)).toBe(20)
    expect(cellValue('   ')).toBeUndefined()
    expect(cellValue(null)).toBeUndefined()
    expect(cellValue(true)).toBe(true)
  })
})

describe('grouping rows into products', () => {
  const row = (n: number, cells: Record<string, string | number | boolean>) => ({ row: n, cells })
  it('groups by product_key and requires it', () => {
    const { groups, errors } = groupRows(
      [row(2, { product_key: 'A' }), row(3, { product_key: 'B' }), row(4, { product_key: 'A' }), row(5, { name: 'x' })],
      'en',
    )
    expect(groups.map((g) => [g.key, g.rows.map((r) => r.row)])).toEqual([
      ['A', [2, 4]],
      ['B', [3]],
    ])
    expect(errors).toEqual([{ row: 5, field: 'product_key', message: 'This field is required' }])
  })

  it('reads yes/no cells in Vietnamese and English, and collects options with their first image', () => {
    const { raw, errors } = groupToInput(
      {
        key: 'A',
        rows: [
          row(2, {
            is_preorder: 'Có',
            is_authentic: 'no',
            is_guaranteed: 1,
            classification_1: 'Màu',
            option_1: 'Đỏ',
            option_1_image: '/uploads/r.webp',
          }),
          row(3, { option_1: 'Xanh' }),
          row(4, { option_1: 'Đỏ', option_1_image: '/uploads/other.webp' }),
        ],
      },
      'vi',
    )
    expect(errors).toEqual([])
    expect(raw).toMatchObject({
      is_preorder: true,
      is_authentic: false,
      is_guaranteed: true,
      classifications: [{ name: 'Màu', options: [{ name: 'Đỏ', image: '/uploads/r.webp' }, { name: 'Xanh' }] }],
    })
    expect((raw.variants as Array<{ options: string[] }>).map((v) => v.options)).toEqual([['Đỏ'], ['Xanh'], ['Đỏ']])
  })
})

describe('cells and unchanged products', () => {
  it('names cells the way a spreadsheet does', () => {
    expect([1, 8, 26, 27, 29, 52, 53, 702, 703].map(columnLetter)).toEqual(['A', 'H', 'Z', 'AA', 'AC', 'AZ', 'BA', 'ZZ', 'AAA'])
    const columns = new Map([['weight' as const, 8]])
    expect(withCell({ row: 3, field: 'weight', message: 'x' }, columns)).toEqual({ row: 3, field: 'weight', cell: 'H3', message: 'x' })
    // the file itself and columns the sheet does not have get no cell
    expect(withCell({ row: 0, field: 'weight', message: 'x' }, columns)).toEqual({ row: 0, field: 'weight', message: 'x' })
    expect(withCell({ row: 3, field: 'stock', message: 'x' }, columns)).toEqual({ row: 3, field: 'stock', message: 'x' })
  })

  it('a group saying what the export says is unchanged: text, numbers, yes/no and lines compared by value', () => {
    const exported = [
      {
        product_key: 'p1',
        name: 'Áo thun',
        is_preorder: false,
        images: '/uploads/a.webp\n/uploads/b.webp',
        price: 199000,
        sku: null,
        status: 'accepted',
      },
    ]
    const group = (cells: Record<string, string | number | boolean | undefined>) => ({ key: 'p1', rows: [{ row: 2, cells }] })
    const same = {
      product_key: 'p1',
      name: 'Áo thun',
      is_preorder: 'không',
      images: '/uploads/a.webp\r\n/uploads/b.webp ',
      price: '199000',
      status: 'draft',
    }
    expect(isUnchangedGroup(group(same), exported)).toBe(true)
    expect(isUnchangedGroup(group({ ...same, price: 189000 }), exported)).toBe(false)
    expect(isUnchangedGroup(group({ ...same, is_preorder: 'có' }), exported)).toBe(false)
    expect(isUnchangedGroup(group({ ...same, sku: 'AT-1' }), exported)).toBe(false)
    expect(isUnchangedGroup({ key: 'p1', rows: [] }, exported)).toBe(false)
  })
})
