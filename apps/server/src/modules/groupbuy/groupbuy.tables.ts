import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, idColumn, tstz, updatedAt } from '#server/platform/db/columns.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { shops } from '#server/modules/shops/shops.tables.ts'
import { products, productVariants } from '#server/modules/catalog/catalog.tables.ts'
import { orders } from '#server/modules/orders/orders.tables.ts'

export const groupBuyDealStatus = pgEnum('group_buy_deal_status', ['active', 'ended'])
export const groupBuyRoomStatus = pgEnum('group_buy_room_status', ['open', 'succeeded', 'failed'])
/** pending: seat taken, order not paid yet; paid; left: the order was cancelled before the room closed (seat freed); cancelled: after. */
export const groupBuyMemberStatus = pgEnum('group_buy_member_status', ['pending', 'paid', 'left', 'cancelled'])

/** A seller's group-buy deal (issue 18): one variant at `group_price` when `group_size` buyers pay before `ends_at`. */
export const groupBuyDeals = pgTable(
  'group_buy_deals',
  {
    id: idColumn(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    groupPrice: integer('group_price').notNull(),
    groupSize: integer('group_size').notNull(),
    endsAt: tstz('ends_at').notNull(),
    status: groupBuyDealStatus('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('group_buy_deals_shop_idx').on(t.shopId, t.createdAt),
    index('group_buy_deals_product_idx').on(t.productId, t.endsAt),
    check('group_buy_deals_price_ck', sql`${t.groupPrice} > 0`),
    check('group_buy_deals_size_ck', sql`${t.groupSize} BETWEEN 2 AND 50`),
  ],
)

/**
 * A room a buyer opened on a deal. `member_count` is the seats taken (a join takes one with a
 * conditional update; the CHECK is the last word: never more members than the group size, on any
 * engine); `paid_count` the members who paid. The room succeeds when `paid_count` = `group_size`.
 */
export const groupBuyRooms = pgTable(
  'group_buy_rooms',
  {
    id: idColumn(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => groupBuyDeals.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: groupBuyRoomStatus('status').notNull().default('open'),
    groupSize: integer('group_size').notNull(),
    memberCount: integer('member_count').notNull().default(0),
    paidCount: integer('paid_count').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    closedAt: tstz('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('group_buy_rooms_deal_idx').on(t.dealId, t.status),
    index('group_buy_rooms_due_idx').on(t.status, t.expiresAt),
    check('group_buy_rooms_members_ck', sql`${t.memberCount} >= 0 AND ${t.memberCount} <= ${t.groupSize}`),
    check('group_buy_rooms_paid_ck', sql`${t.paidCount} >= 0 AND ${t.paidCount} <= ${t.memberCount}`),
  ],
)

/** A member of a room: one order each (placed through checkout at the group price). */
export const groupBuyMembers = pgTable(
  'group_buy_members',
  {
    id: idColumn(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => groupBuyRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: groupBuyMemberStatus('status').notNull().default('pending'),
    /** The name shown in the room (first name only: other members see it). */
    displayName: text('display_name').notNull().default(''),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('group_buy_members_order_uq').on(t.orderId),
    // one live seat per buyer per room
    uniqueIndex('group_buy_members_live_uq').on(t.roomId, t.userId).where(sql`${t.status} IN ('pending', 'paid')`),
    index('group_buy_members_user_idx').on(t.userId, t.createdAt),
  ],
)
