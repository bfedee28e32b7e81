import type { ChatMessageType, ChatSide, TChatCard } from '@xinh/contracts'
import { and, asc, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '#server/platform/db/client.ts'
import { products } from '#server/modules/catalog/catalog.tables.ts'
import { chatMessages, chatQuickReplies, chatResponseTurns, chatRooms } from '#server/modules/chat/chat.tables.ts'
import { orderItems, orders } from '#server/modules/orders/orders.tables.ts'
import { vouchers } from '#server/modules/pricing/pricing.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

type Line = { from: ChatSide; ago: number } & ({ text: string } | { product: string } | { order: string } | { voucher: string })

/**
 * Demo conversations (issue 15): the demo buyer (buyer@xinh.vn) with the demo seller's shop —
 * text, a product card, an order card and a voucher card, the buyer's last question unanswered —
 * and with two other shops (one with unread replies); other buyers with the demo shop (unread,
 * answered, one waiting for more than 7 days); the shop's saved quick replies.
 */
export async function seedChat(
  tx: Tx,
  { buyerId, shopIds, otherBuyerIds, now }: { buyerId: string; shopIds: string[]; otherBuyerIds: string[]; now: Date },
) {
  const [demoShop, shopB, shopC] = shopIds
  if (!demoShop || !shopB || !shopC) return { rooms: 0, messages: 0 }
  const t = now.getTime()

  const productOf = async (shopId: string, offset = 0) => {
    const [p] = await tx
      .select({ id: products.id, name: products.name, images: products.images, price: products.price, salePrice: products.salePrice })
      .from(products)
      .where(and(eq(products.shopId, shopId), eq(products.status, 'accepted')))
      .orderBy(asc(products.id))
      .offset(offset)
      .limit(1)
    return p
  }
  const productCard = (p: NonNullable<Awaited<ReturnType<typeof productOf>>>): TChatCard => ({
    kind: 'product',
    _id: p.id,
    name: p.name,
    image: p.images[0] ?? null,
    sale_price: p.salePrice,
    before_sale_price: p.price > p.salePrice ? p.price : null,
    discount_percent: p.price > p.salePrice ? Math.round((1 - p.salePrice / p.price) * 100) : 0,
    url: `/san-pham/${p.id}`,
  })
  const orderCard = async (orderId: string): Promise<TChatCard | null> => {
    const [o] = await tx.select().from(orders).where(eq(orders.id, orderId))
    if (!o) return null
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.createdAt))
    return {
      kind: 'order',
      _id: o.id,
      code: o.code,
      status: o.status,
      total_order_payment: o.total,
      item_count: items.reduce((n, i) => n + i.quantity, 0),
      first_item: items[0] ? { name: items[0].name, image: items[0].image } : null,
      created_at: o.createdAt.toISOString(),
    }
  }
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.shopId, demoShop)))
    .orderBy(desc(orders.createdAt))
    .limit(1)
  const [voucher] = await tx
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.shopId, demoShop),
        isNull(vouchers.deletedAt),
        isNull(vouchers.endedAt),
        lt(vouchers.startsAt, now),
        gt(vouchers.endsAt, now),
      ),
    )
    .orderBy(asc(vouchers.endsAt))
    .limit(1)
  const voucherCard: TChatCard | null = voucher
    ? {
        kind: 'voucher',
        _id: voucher.id,
        code: voucher.code,
        name: voucher.name,
        is_saved: false,
        available: true,
        chatbotVoucher: { description: voucher.description ?? voucher.name },
        type: voucher.type,
        value: voucher.value,
        min_order_value: voucher.minOrderValue,
        end_time: voucher.endsAt.toISOString(),
      }
    : null

  const p1 = await productOf(demoShop)
  const p2 = await productOf(shopB)
  const cards = new Map<string, TChatCard>()
  if (p1) cards.set(`p:${p1.id}`, productCard(p1))
  if (p2) cards.set(`p:${p2.id}`, productCard(p2))
  if (order) {
    const c = await orderCard(order.id)
    if (c) cards.set(`o:${order.id}`, c)
  }
  if (voucherCard) cards.set(`v:${voucherCard._id}`, voucherCard)

  const conversations: Array<{ buyer: string; shop: string; lines: Line[]; buyerReadAll: boolean; shopReadAll: boolean }> = [
    {
      buyer: buyerId,
      shop: demoShop,
      buyerReadAll: true,
      shopReadAll: false,
      lines: [
        ...(p1 ? [{ from: 'buyer' as const, ago: 2 * DAY, product: p1.id }] : []),
        { from: 'buyer', ago: 2 * DAY - MIN, text: 'Shop ơi, mẫu này còn size M không ạ? Mình cao 1m60, nặng 50kg.' },
        { from: 'shop', ago: 2 * DAY - 20 * MIN, text: 'Dạ còn ạ. Với chiều cao cân nặng của bạn thì size M vừa đẹp nha.' },
        ...(order ? [{ from: 'buyer' as const, ago: DAY, order: order.id }] : []),
        { from: 'buyer', ago: DAY - MIN, text: 'Đơn này bao giờ shop gửi đi vậy ạ?' },
        { from: 'shop', ago: DAY - 45 * MIN, text: 'Dạ shop đóng gói trong hôm nay, mai bên vận chuyển lấy hàng ạ.' },
        ...(voucherCard ? [{ from: 'shop' as const, ago: DAY - 44 * MIN, voucher: voucherCard._id }] : []),
        { from: 'shop', ago: DAY - 43 * MIN, text: 'Tặng bạn mã giảm giá cho lần mua sau nha 💕' },
        { from: 'buyer', ago: 3 * HOUR, text: 'Cảm ơn shop! Shop có thêm màu be không ạ?' },
      ],
    },
    {
      buyer: buyerId,
      shop: shopB,
      buyerReadAll: false,
      shopReadAll: true,
      lines: [
        ...(p2 ? [{ from: 'buyer' as const, ago: 5 * HOUR, product: p2.id }] : []),
        { from: 'buyer', ago: 5 * HOUR - MIN, text: 'Sản phẩm này là hàng chính hãng phải không shop?' },
        { from: 'shop', ago: 40 * MIN, text: 'Dạ hàng chính hãng 100% ạ, có tem phụ tiếng Việt.' },
        { from: 'shop', ago: 39 * MIN, text: 'Bạn đặt trong hôm nay được freeship nha.' },
      ],
    },
    {
      buyer: buyerId,
      shop: shopC,
      buyerReadAll: true,
      shopReadAll: true,
      lines: [
        { from: 'buyer', ago: 6 * DAY, text: 'Chào shop, bao lâu thì giao tới Hà Nội ạ?' },
        { from: 'shop', ago: 6 * DAY - 2 * HOUR, text: 'Dạ khoảng 2–3 ngày ạ.' },
      ],
    },
  ]
  const others: Array<[string, string | null, 'old' | null]> = [
    ['Shop ơi, áo này giặt máy được không ạ?', 'Dạ giặt máy chế độ nhẹ được ạ.', null],
    ['Mình muốn đổi sang màu đen được không shop?', null, null],
    ['Đơn của mình sao chưa thấy cập nhật ạ?', null, 'old'],
    ['Shop có bán sỉ không ạ?', 'Dạ shop có chính sách sỉ từ 10 sản phẩm ạ.', null],
  ]
  for (const [i, [ask, answer, old]] of others.entries()) {
    const buyer = otherBuyerIds[i]
    if (!buyer) break
    const base = old ? 9 * DAY : (i + 1) * 2 * HOUR
    conversations.push({
      buyer,
      shop: demoShop,
      buyerReadAll: true,
      shopReadAll: Boolean(answer),
      lines: [{ from: 'buyer', ago: base, text: ask }, ...(answer ? [{ from: 'shop' as const, ago: base - 30 * MIN, text: answer }] : [])],
    })
  }

  const ownerOf = new Map(
    (
      await tx
        .select({ id: shops.id, ownerId: shops.ownerId })
        .from(shops)
        .where(inArray(shops.id, [demoShop, shopB, shopC]))
    ).map((s) => [s.id, s.ownerId]),
  )
  let messages = 0
  for (const c of conversations) {
    const roomId = uuidv7()
    const owner = ownerOf.get(c.shop)
    if (!owner) continue
    const rows = c.lines.map((line, k) => {
      const { type, content } = contentOf(line)
      return {
        id: uuidv7(),
        roomId,
        seq: k + 1,
        senderId: line.from === 'buyer' ? c.buyer : owner,
        senderSide: line.from,
        clientId: null,
        type,
        content,
        card: type === 'text' ? null : (cards.get(`${type[0]}:${content}`) ?? null),
        createdAt: new Date(t - line.ago),
      }
    })
    const last = rows.at(-1)!
    const lastRead = (side: ChatSide) => {
      let seq = 0
      for (const r of rows) if (r.senderSide === side) seq = r.seq
      return seq
    }
    const unreadFor = (side: ChatSide, readSeq: number) => rows.filter((r) => r.senderSide !== side && r.seq > readSeq).length
    const buyerRead = c.buyerReadAll ? last.seq : lastRead('buyer')
    const shopRead = c.shopReadAll ? last.seq : lastRead('shop')
    await tx.insert(chatRooms).values({
      id: roomId,
      buyerId: c.buyer,
      shopId: c.shop,
      lastSeq: last.seq,
      lastMessageId: last.id,
      lastMessageAt: last.createdAt,
      lastSenderSide: last.senderSide,
      buyerReadSeq: buyerRead,
      shopReadSeq: shopRead,
      buyerUnread: unreadFor('buyer', buyerRead),
      shopUnread: unreadFor('shop', shopRead),
      createdAt: rows[0]!.createdAt,
    })
    await tx.insert(chatMessages).values(rows)
    messages += rows.length
    // response turns: a buyer message after the shop's last one opens one, the shop's next answers it
    let open: Date | null = null
    for (const r of rows) {
      if (r.senderSide === 'buyer' && !open) open = r.createdAt
      if (r.senderSide === 'shop' && open) {
        await tx.insert(chatResponseTurns).values({ roomId, shopId: c.shop, startedAt: open, answeredAt: r.createdAt })
        open = null
      }
    }
    if (open) await tx.insert(chatResponseTurns).values({ roomId, shopId: c.shop, startedAt: open })
  }
  await tx
    .insert(chatQuickReplies)
    .values(
      [
        'Dạ shop chào bạn, bạn cần shop tư vấn gì ạ?',
        'Dạ sản phẩm còn hàng ạ, bạn đặt ngay để được giao sớm nhé.',
        'Bạn cho shop xin chiều cao, cân nặng để tư vấn size chuẩn nha.',
        'Shop đóng gói và gửi hàng trong 24 giờ ạ.',
      ].map((content, k) => ({ shopId: demoShop, content, createdAt: new Date(t - (10 - k) * DAY) })),
    )
  return { rooms: conversations.length, messages }
}

function contentOf(line: Line): { type: ChatMessageType; content: string } {
  if ('text' in line) return { type: 'text', content: line.text }
  if ('product' in line) return { type: 'product', content: line.product }
  if ('order' in line) return { type: 'order', content: line.order }
  return { type: 'voucher', content: line.voucher }
}
