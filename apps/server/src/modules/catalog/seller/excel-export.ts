import ExcelJS from 'exceljs'
import type { TSellerProduct } from '@xinh/contracts'

/**
 * The product spreadsheet (export and import share it): one row per variant, the product's
 * fields repeated on each row, rows of one product tied by `product_key` (the export writes the
 * product id; an import may use any text). Lists (images, return conditions) are one item per
 * line inside the cell.
 */
export const SHEET_NAME = 'San pham'
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export type ColumnKey = (typeof COLUMNS)[number]['key']

export const COLUMNS = [
  { key: 'product_key', label: 'Mã nhóm: các dòng cùng mã là một sản phẩm', width: 38, required: true },
  { key: 'name', label: 'Tên sản phẩm (10–199 ký tự)', width: 40, required: true },
  { key: 'description', label: 'Mô tả (100–2999 ký tự)', width: 60, required: true },
  { key: 'category_id', label: 'Mã ngành hàng', width: 38, required: true },
  { key: 'images', label: 'Ảnh sản phẩm (tối đa 3, mỗi dòng một đường dẫn)', width: 40, required: true },
  { key: 'description_images', label: 'Ảnh mô tả (tối đa 3)', width: 30, required: false },
  { key: 'video', label: 'Video', width: 30, required: false },
  { key: 'weight', label: 'Cân nặng (g, 10–1.000.000)', width: 12, required: true },
  { key: 'pack_length', label: 'Dài (cm)', width: 10, required: true },
  { key: 'pack_width', label: 'Rộng (cm)', width: 10, required: true },
  { key: 'pack_height', label: 'Cao (cm)', width: 10, required: true },
  { key: 'prep_days', label: 'Thời gian chuẩn bị (5–30 ngày)', width: 12, required: true },
  { key: 'return_days', label: 'Thời gian đổi trả (1–14 ngày)', width: 12, required: true },
  { key: 'return_conditions', label: 'Điều kiện đổi trả (mỗi dòng một điều kiện)', width: 30, required: true },
  { key: 'is_preorder', label: 'Hàng đặt trước (có/không)', width: 10, required: false },
  { key: 'is_authentic', label: 'Chính hãng (có/không)', width: 10, required: false },
  { key: 'is_guaranteed', label: 'Đảm bảo chất lượng (có/không)', width: 10, required: false },
  { key: 'size_chart_id', label: 'Mã bảng size của shop', width: 38, required: false },
  { key: 'size_details', label: 'Chi tiết size (JSON)', width: 20, required: false },
  { key: 'classification_1', label: 'Phân loại 1 (vd. Màu sắc)', width: 16, required: false },
  { key: 'option_1', label: 'Lựa chọn phân loại 1', width: 16, required: false },
  { key: 'option_1_image', label: 'Ảnh lựa chọn 1', width: 30, required: false },
  { key: 'classification_2', label: 'Phân loại 2 (vd. Kích cỡ)', width: 16, required: false },
  { key: 'option_2', label: 'Lựa chọn phân loại 2', width: 16, required: false },
  { key: 'option_2_image', label: 'Ảnh lựa chọn 2', width: 30, required: false },
  { key: 'sku', label: 'SKU', width: 16, required: false },
  { key: 'price', label: 'Giá gốc (VND)', width: 14, required: true },
  { key: 'sale_price', label: 'Giá bán (VND)', width: 14, required: true },
  { key: 'stock', label: 'Tồn kho', width: 10, required: true },
  { key: 'variant_images', label: 'Ảnh phân loại (tối đa 3)', width: 30, required: false },
  { key: 'variant_id', label: 'Mã phân loại (chỉ để tham khảo, bỏ qua khi nhập)', width: 38, required: false },
  { key: 'status', label: 'Trạng thái (chỉ để tham khảo, bỏ qua khi nhập)', width: 12, required: false },
] as const

const lines = (list: readonly string[]) => list.join('\n')

/** One row per variant (a product without variants, e.g. a draft, still gets one row). */
export function productRows(product: TSellerProduct): Array<Record<ColumnKey, string | number | boolean | null>> {
  const [c1, c2] = product.classifications
  const optionImage = (k: number, name: string | undefined) =>
    product.classifications[k]?.options.find((o) => o.name === name)?.image ?? null
  const common = {
    product_key: product._id,
    name: product.name,
    description: product.description,
    category_id: product.category_id,
    images: lines(product.images),
    description_images: lines(product.description_images),
    video: product.video,
    weight: product.weight,
    pack_length: product.pack_length,
    pack_width: product.pack_width,
    pack_height: product.pack_height,
    prep_days: product.prep_days,
    return_days: product.return_days,
    return_conditions: lines(product.return_conditions),
    is_preorder: product.is_preorder,
    is_authentic: product.is_authentic,
    is_guaranteed: product.is_guaranteed,
    size_chart_id: product.size_chart_id,
    size_details: product.size_details ? JSON.stringify(product.size_details) : null,
    classification_1: c1?.name ?? null,
    classification_2: c2?.name ?? null,
    status: product.status,
  }
  const variants = product.variants.length > 0 ? product.variants : [null]
  return variants.map((v) => ({
    ...common,
    option_1: v?.options[0] ?? null,
    option_1_image: optionImage(0, v?.options[0]),
    option_2: v?.options[1] ?? null,
    option_2_image: optionImage(1, v?.options[1]),
    sku: v?.sku ?? null,
    price: v?.price ?? null,
    sale_price: v?.sale_price ?? null,
    stock: v?.stock ?? null,
    variant_images: v ? lines(v.images) : null,
    variant_id: v?._id ?? null,
  }))
}

/** The .xlsx of a shop's products: the data sheet (header = column keys) and a guide sheet. */
export async function buildProductWorkbook(products: TSellerProduct[]): Promise<{ data: Buffer; rowCount: number }> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Xinh'
  workbook.created = new Date()
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = COLUMNS.map((c) => ({ header: c.key, key: c.key, width: c.width }))
  sheet.getRow(1).font = { bold: true }
  let rowCount = 0
  for (const product of products)
    for (const row of productRows(product)) {
      sheet.addRow(row)
      rowCount++
    }
  for (const key of ['description', 'images', 'description_images', 'return_conditions', 'variant_images'] as const)
    sheet.getColumn(key).alignment = { wrapText: true, vertical: 'top' }

  const guide = workbook.addWorksheet('Huong dan')
  guide.columns = [
    { header: 'Cột', key: 'key', width: 22 },
    { header: 'Ý nghĩa', key: 'label', width: 70 },
    { header: 'Bắt buộc', key: 'required', width: 10 },
  ]
  guide.getRow(1).font = { bold: true }
  for (const c of COLUMNS) guide.addRow({ key: c.key, label: c.label, required: c.required ? 'có' : '' })

  const data = Buffer.from(await workbook.xlsx.writeBuffer())
  return { data, rowCount }
}
