import { asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { users } from '#server/modules/identity/identity.tables.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { bookmarks } from '#server/modules/search/search.tables.ts'
import { communityShopFeedback } from '#server/modules/community/community.tables.ts'
import { paymentInfos } from '#server/modules/profile/profile.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import type { Db } from '#server/platform/db/client.ts'

const FEEDBACK = [
  'Shop tư vấn size rất nhiệt tình, mong shop có thêm màu pastel cho mẫu váy hoa nhí.',
  'Đóng gói cẩn thận nhưng giao hơi chậm, shop nhắc đơn vị vận chuyển giúp mình nhé.',
  'Mình muốn shop ghi rõ chất liệu vải trong mô tả, lần trước áo hơi mỏng so với hình.',
  'Rất thích thiệp cảm ơn viết tay của shop. Sẽ ủng hộ dài dài!',
]

/**
 * Account areas (issue 16, acct): the demo buyer's refund bank account (the return form shows it
 * pre-filled), price-drop marks on their favourites, and a few buyers' feedback to the demo
 * seller's shop (its seller-centre screen).
 */
export async function seedAccountAreas({ db, now }: { db: Db; now: number }) {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['buyer@xinh.vn', 'seller@xinh.vn']))
  const buyerId = accounts.find((a) => a.email === 'buyer@xinh.vn')?.id
  const sellerId = accounts.find((a) => a.email === 'seller@xinh.vn')?.id
  if (!buyerId || !sellerId) return
  await db
    .insert(paymentInfos)
    .values({ userId: buyerId, bankCode: 'VCB', accountNumber: '0071000888999', holderName: 'NGUYEN THU TRANG' })
    .onConflictDoNothing()
  // the demo buyer's saved products remember their price when saved: two have become cheaper since
  // (the favourites list marks the drop), the rest cost what they did
  const saved = await db
    .select({ productId: bookmarks.productId })
    .from(bookmarks)
    .where(eq(bookmarks.userId, buyerId))
    .orderBy(asc(bookmarks.productId))
  for (const [i, b] of saved.entries()) {
    const was = i < 2 ? sql`${products.salePrice} + ${(i + 1) * 30_000}` : products.salePrice
    await db
      .update(bookmarks)
      .set({ savedPrice: sql`(SELECT ${was} FROM ${products} WHERE ${products.id} = ${b.productId})` })
      .where(sql`${bookmarks.userId} = ${buyerId} AND ${bookmarks.productId} = ${b.productId}`)
  }
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, sellerId))
  if (!shop) return
  const writers = await db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.id, sellerId))
    .orderBy(desc(users.createdAt))
    .limit(FEEDBACK.length)
  const authors = [buyerId, ...writers.map((w) => w.id).filter((id) => id !== buyerId)]
  // oldest first: ids grow with time, and the list reads newest first
  await db.insert(communityShopFeedback).values(
    FEEDBACK.map((content, i) => ({
      shopId: shop.id,
      authorId: authors[i % authors.length] as string,
      content,
      createdAt: new Date(now - (FEEDBACK.length - i) * 26 * 3_600_000),
    })),
  )
}
