import { and, asc, eq, gt } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { productFiles, productPriceChanges, products, sizeCharts } from '#server/modules/catalog/catalog.tables.ts'

type Row = Record<string, unknown>
/** demo.ts's bulk insert (passed in: this file is imported by demo.ts). */
type InsertMany = (db: DbOrTx, table: PgTable, rows: Row[]) => Promise<void>

const DAY = 86_400_000
const HOUR = 3_600_000

/**
 * The demo seller's products and size charts in the seller centre (issue 13): demo.ts already
 * writes products in every filter state (drafts, pending, rejected with a reason, delisted, sold
 * out) and accepted size charts; this adds a size chart waiting for review and a rejected one
 * with its reason, an Excel history (an export, a successful import and a failed one with its
 * row errors), and an accepted product whose price changed 4 days ago, so the price rule shows
 * its wait in the form and the bulk editor. Deterministic: picks by creation order.
 */
export async function seedSellerProducts(tx: DbOrTx, insertMany: InsertMany, opts: { shopId: string; now: number }) {
  const at = (ms: number) => new Date(opts.now - ms)
  const chart = (name: string, type: string, attributes: Array<[string, string]>, rows: string[][]) => ({
    shopId: opts.shopId,
    name,
    type,
    attributes: attributes.map(([_id, attrName]) => ({ _id, name: attrName })),
    rows: rows.map(([size, ...values]) => ({
      size_name: size,
      size_values: attributes.map(([_id], k) => ({ values: values[k] as string, attribute_id: _id, size_name: size })),
    })),
  })
  await insertMany(tx, sizeCharts, [
    {
      ...chart(
        'Bảng size đầm dự tiệc',
        'dress',
        [
          ['bust', 'Vòng ngực (cm)'],
          ['waist', 'Vòng eo (cm)'],
          ['hip', 'Vòng mông (cm)'],
          ['length', 'Dài đầm (cm)'],
        ],
        [
          ['S', '80–84', '62–66', '86–90', '110'],
          ['M', '84–88', '66–70', '90–94', '112'],
          ['L', '88–92', '70–74', '94–98', '114'],
        ],
      ),
      status: 'pending',
      rejectionReason: null,
      createdAt: at(6 * HOUR),
      updatedAt: at(6 * HOUR),
    },
    {
      ...chart(
        'Bảng size áo ngực',
        'underwear',
        [
          ['underbust', 'Vòng chân ngực (cm)'],
          ['bust', 'Vòng ngực (cm)'],
        ],
        [
          ['70A', '68–72', '81–83'],
          ['75B', '73–77', '88–90'],
        ],
      ),
      status: 'rejected',
      rejectionReason: 'Thiếu cỡ 80B và 85C mà sản phẩm đang bán; vui lòng bổ sung đủ các cỡ.',
      createdAt: at(3 * DAY),
      updatedAt: at(2 * DAY),
    },
  ])

  await insertMany(tx, productFiles, [
    {
      shopId: opts.shopId,
      kind: 'export',
      fileName: `xinh-san-pham-${isoDay(at(2 * DAY))}.xlsx`,
      storageKey: null,
      status: 'success',
      rowCount: 214,
      errors: [],
      createdAt: at(2 * DAY),
    },
    {
      shopId: opts.shopId,
      kind: 'import',
      fileName: 'cap-nhat-gia-thang-11.xlsx',
      storageKey: null,
      status: 'success',
      rowCount: 36,
      errors: [],
      createdAt: at(DAY + 5 * HOUR),
    },
    {
      shopId: opts.shopId,
      kind: 'import',
      fileName: 'hang-moi-ve.xlsx',
      storageKey: null,
      status: 'failed',
      rowCount: 8,
      errors: [
        { row: 3, field: 'weight', cell: 'H3', message: 'Cân nặng phải từ 10 g đến 1.000.000 g' },
        { row: 6, field: 'name', cell: 'B6', message: 'Tên sản phẩm phải từ 10 đến dưới 200 ký tự' },
      ],
      createdAt: at(3 * HOUR),
    },
  ])

  // the oldest accepted product in stock changed its price 4 days ago (spec §9: next change in 10 days)
  const [first] = await tx
    .select({ id: products.id, salePrice: products.salePrice })
    .from(products)
    .where(and(eq(products.shopId, opts.shopId), eq(products.status, 'accepted'), gt(products.stock, 0)))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(1)
  if (!first) return
  const changedAt = at(4 * DAY)
  await tx.update(products).set({ priceChangeCount: 1, priceChangedAt: changedAt }).where(eq(products.id, first.id))
  await insertMany(tx, productPriceChanges, [
    { productId: first.id, oldPrice: Math.round((first.salePrice * 1.1) / 1000) * 1000, newPrice: first.salePrice, createdAt: changedAt },
  ])
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '')
