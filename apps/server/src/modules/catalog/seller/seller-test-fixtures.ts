import { eq } from 'drizzle-orm'
import type { TestApp } from '../../../../test/helpers.ts'
import { products, productVariants } from '../catalog.tables.ts'

/** Test data for the seller-side integration tests (a full product that passes every spec §5 rule). */

export const DESCRIPTION =
  'Áo thun cotton 100% mềm mại, thấm hút mồ hôi, form rộng vừa phải, phù hợp đi học, đi làm và dạo phố. Giặt máy được, không phai màu.'

export function validProduct(categoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Áo thun nữ cổ tròn cotton',
    description: DESCRIPTION,
    category_id: categoryId,
    images: ['/uploads/products/ab/abc.webp'],
    weight: 250,
    pack_length: 30,
    pack_width: 20,
    pack_height: 3,
    prep_days: 5,
    return_days: 7,
    return_conditions: ['Còn nguyên tem mác'],
    classifications: [
      { name: 'Màu sắc', options: [{ name: 'Trắng' }, { name: 'Đen tuyền' }] },
      { name: 'Kích cỡ', options: [{ name: 'Size M' }, { name: 'Size L' }] },
    ],
    variants: [
      { options: ['Trắng', 'Size M'], price: 199000, sale_price: 159000, stock: 10, sku: 'AT-TR-M' },
      { options: ['Đen tuyền', 'Size L'], price: 199000, sale_price: 179000, stock: 5 },
    ],
    ...overrides,
  }
}

/** The product row and its variants, straight from the tables (to assert "unchanged"). */
export async function snapshotProduct(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id))
  const variants = await t.database.db.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(productVariants.id)
  return row ? { row, variants } : null
}
