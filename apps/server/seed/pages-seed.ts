import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { socialFeedbacks } from '#server/modules/social-feedback/social-feedback.tables.ts'
import type { Db } from '#server/platform/db/client.ts'

const HOUR = 3_600_000

/**
 * pages (issue 18): the demo buyer, writing for a consumer association, has sent two
 * social-organisation feedbacks — one the admin accepted, one waiting in the admin's
 * social-feedback queue — each with a product picture as its evidence. Deterministic (times
 * relative to `now`); the guides and the download page are content of the web app itself.
 */
export async function seedPages({ db, now }: { db: Db; now: number }) {
  const accounts = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['buyer@xinh.vn', 'admin@xinh.vn']))
  const buyerId = accounts.find((a) => a.email === 'buyer@xinh.vn')?.id
  const adminId = accounts.find((a) => a.email === 'admin@xinh.vn')?.id
  if (!buyerId || !adminId) return
  const pictures = await db
    .select({ images: products.images })
    .from(products)
    .where(and(eq(products.status, 'accepted'), sql`jsonb_array_length(${products.images}) > 0`))
    .orderBy(asc(products.id))
    .limit(2)
  const picture = (i: number) => pictures[i]?.images[0] ?? pictures[0]?.images[0]
  if (!picture(0)) return
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR)
  await db.insert(socialFeedbacks).values([
    {
      userId: buyerId,
      organizationName: 'Hội Bảo vệ quyền lợi người tiêu dùng TP. Hồ Chí Minh',
      decisionNumber: '2518/QĐ-UBND',
      email: 'lienhe@bvntd-hcm.org.vn',
      content:
        'Hội nhận được phản ánh của người tiêu dùng về một số sản phẩm kem chống nắng bán trên Xinh không ghi rõ nhà nhập khẩu. Đề nghị Xinh kiểm tra nguồn gốc và yêu cầu gian hàng bổ sung thông tin nhãn phụ tiếng Việt.',
      image: picture(0) as string,
      reasonId: 'unsafe_goods',
      createdAt: at(26),
    },
    {
      userId: buyerId,
      organizationName: 'Quỹ Vì trẻ em Sài Gòn',
      decisionNumber: '115/QĐ-SNV',
      email: 'hoptac@vitreem.org.vn',
      content:
        'Quỹ đề nghị hợp tác chương trình quyên góp quần áo cũ cho trẻ em vùng cao qua các gian hàng thời trang trên Xinh trong tháng 12.',
      image: picture(1) as string,
      reasonId: 'cooperation',
      status: 'approved',
      reviewedBy: adminId,
      reviewedAt: at(70),
      createdAt: at(96),
    },
  ])
}
