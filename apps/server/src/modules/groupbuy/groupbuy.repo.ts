import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '#server/platform/db/client.ts'
import { users } from '#server/modules/identity/identity.tables.ts'
import { products, productVariants } from '#server/modules/catalog/catalog.tables.ts'
import { orders } from '#server/modules/orders/orders.tables.ts'
import { groupBuyDeals, groupBuyMembers, groupBuyRooms } from './groupbuy.tables.ts'

/** Group-buy queries: the only file that touches the module's tables. */

const dealColumns = {
  id: groupBuyDeals.id,
  shopId: groupBuyDeals.shopId,
  productId: groupBuyDeals.productId,
  variantId: groupBuyDeals.variantId,
  groupPrice: groupBuyDeals.groupPrice,
  groupSize: groupBuyDeals.groupSize,
  endsAt: groupBuyDeals.endsAt,
  status: groupBuyDeals.status,
  createdAt: groupBuyDeals.createdAt,
  productName: products.name,
  productImages: products.images,
  variantImages: productVariants.images,
  options: productVariants.options,
  price: productVariants.salePrice,
  // rooms by status, counted in one pass
  openRooms: sql<number>`(SELECT count(*)::int FROM ${groupBuyRooms} r WHERE r.deal_id = ${groupBuyDeals.id} AND r.status = 'open')`,
  succeededRooms: sql<number>`(SELECT count(*)::int FROM ${groupBuyRooms} r WHERE r.deal_id = ${groupBuyDeals.id} AND r.status = 'succeeded')`,
  failedRooms: sql<number>`(SELECT count(*)::int FROM ${groupBuyRooms} r WHERE r.deal_id = ${groupBuyDeals.id} AND r.status = 'failed')`,
}

function dealsQuery(db: DbOrTx) {
  return db
    .select(dealColumns)
    .from(groupBuyDeals)
    .innerJoin(products, eq(products.id, groupBuyDeals.productId))
    .innerJoin(productVariants, eq(productVariants.id, groupBuyDeals.variantId))
}
export type DealRow = Awaited<ReturnType<typeof dealsQuery>>[number]

export async function insertDeal(db: DbOrTx, values: typeof groupBuyDeals.$inferInsert) {
  const [row] = await db.insert(groupBuyDeals).values(values).returning({ id: groupBuyDeals.id })
  return row!.id
}

export async function findDeal(db: DbOrTx, id: string) {
  const [row] = await dealsQuery(db).where(eq(groupBuyDeals.id, id))
  return row
}

export async function listDealsOfShop(db: DbOrTx, shopId: string, { page, limit }: { page: number; limit: number }) {
  const rows = await dealsQuery(db)
    .where(eq(groupBuyDeals.shopId, shopId))
    .orderBy(desc(groupBuyDeals.createdAt), desc(groupBuyDeals.id))
    .limit(limit)
    .offset((page - 1) * limit)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(groupBuyDeals).where(eq(groupBuyDeals.shopId, shopId))
  return { rows, total: count?.n ?? 0 }
}

/** The product's running deal (the newest, if a seller made two). */
export async function runningDealOfProduct(db: DbOrTx, productId: string, now: Date) {
  const [row] = await dealsQuery(db)
    .where(and(eq(groupBuyDeals.productId, productId), eq(groupBuyDeals.status, 'active'), gt(groupBuyDeals.endsAt, now)))
    .orderBy(desc(groupBuyDeals.createdAt))
    .limit(1)
  return row
}

/** Ends a deal of this shop (its open rooms run to the deadline). */
export async function endDeal(db: DbOrTx, shopId: string, id: string) {
  const rows = await db
    .update(groupBuyDeals)
    .set({ status: 'ended' })
    .where(and(eq(groupBuyDeals.id, id), eq(groupBuyDeals.shopId, shopId)))
    .returning({ id: groupBuyDeals.id })
  return rows.length > 0
}

/** The deal row locked for a join (the seller ending it waits for the join, and the other way round). */
export async function lockDeal(db: DbOrTx, id: string) {
  const [row] = await db.select().from(groupBuyDeals).where(eq(groupBuyDeals.id, id)).for('share')
  return row
}

export async function insertRoom(db: DbOrTx, values: typeof groupBuyRooms.$inferInsert) {
  const [row] = await db.insert(groupBuyRooms).values(values).returning()
  return row!
}

/**
 * Takes a place in a room: one conditional update, so of concurrent joiners only as many as there
 * are places get a row back (the row lock orders them; the CHECK would refuse one more anyway).
 */
export async function takeSeat(db: DbOrTx, roomId: string, now: Date) {
  const [row] = await db
    .update(groupBuyRooms)
    .set({ memberCount: sql`${groupBuyRooms.memberCount} + 1` })
    .where(
      and(
        eq(groupBuyRooms.id, roomId),
        eq(groupBuyRooms.status, 'open'),
        gt(groupBuyRooms.expiresAt, now),
        sql`${groupBuyRooms.memberCount} < ${groupBuyRooms.groupSize}`,
      ),
    )
    .returning()
  return row
}

export async function insertMember(db: DbOrTx, values: typeof groupBuyMembers.$inferInsert) {
  const [row] = await db.insert(groupBuyMembers).values(values).returning()
  return row!
}

export async function findRoom(db: DbOrTx, id: string) {
  const [row] = await db.select().from(groupBuyRooms).where(eq(groupBuyRooms.id, id))
  return row
}

export async function membersOfRoom(db: DbOrTx, roomId: string) {
  return db
    .select({
      id: groupBuyMembers.id,
      userId: groupBuyMembers.userId,
      orderId: groupBuyMembers.orderId,
      status: groupBuyMembers.status,
      displayName: groupBuyMembers.displayName,
      createdAt: groupBuyMembers.createdAt,
    })
    .from(groupBuyMembers)
    .where(eq(groupBuyMembers.roomId, roomId))
    .orderBy(asc(groupBuyMembers.createdAt), asc(groupBuyMembers.id))
}

export async function liveMembership(db: DbOrTx, roomId: string, userId: string) {
  const [row] = await db
    .select()
    .from(groupBuyMembers)
    .where(
      and(eq(groupBuyMembers.roomId, roomId), eq(groupBuyMembers.userId, userId), inArray(groupBuyMembers.status, ['pending', 'paid'])),
    )
  return row
}

/**
 * The member behind an order and its room; `lock` (inside a transaction) locks the room row first,
 * so payments and cancellations of one room queue up on it and read the member after the wait.
 */
export async function memberOfOrder(db: DbOrTx, orderId: string, lock = false) {
  const [first] = await db.select().from(groupBuyMembers).where(eq(groupBuyMembers.orderId, orderId))
  if (!first) return undefined
  if (!lock) {
    const [room] = await db.select().from(groupBuyRooms).where(eq(groupBuyRooms.id, first.roomId))
    return { member: first, room: room! }
  }
  const [room] = await db.select().from(groupBuyRooms).where(eq(groupBuyRooms.id, first.roomId)).for('update')
  const [member] = await db.select().from(groupBuyMembers).where(eq(groupBuyMembers.id, first.id))
  return { member: member!, room: room! }
}

/** The rooms behind these orders, in one statement (the orders module's page reads: `roomsOfOrders`). */
export async function roomsOfOrders(db: DbOrTx, orderIds: string[]) {
  if (!orderIds.length) return []
  return db
    .select({
      orderId: groupBuyMembers.orderId,
      roomId: groupBuyRooms.id,
      status: groupBuyRooms.status,
      paidCount: groupBuyRooms.paidCount,
      groupSize: groupBuyRooms.groupSize,
      expiresAt: groupBuyRooms.expiresAt,
    })
    .from(groupBuyMembers)
    .innerJoin(groupBuyRooms, eq(groupBuyRooms.id, groupBuyMembers.roomId))
    .where(inArray(groupBuyMembers.orderId, orderIds))
}

export async function isMemberOrder(db: DbOrTx, orderId: string) {
  const [row] = await db.select({ id: groupBuyMembers.id }).from(groupBuyMembers).where(eq(groupBuyMembers.orderId, orderId))
  return Boolean(row)
}

export async function setMemberStatus(db: DbOrTx, id: string, status: 'paid' | 'left' | 'cancelled', paidAt?: Date) {
  await db
    .update(groupBuyMembers)
    .set({ status, ...(paidAt ? { paidAt } : {}) })
    .where(eq(groupBuyMembers.id, id))
}

export async function updateRoomCounts(db: DbOrTx, id: string, delta: { members?: number; paid?: number }) {
  const [row] = await db
    .update(groupBuyRooms)
    .set({
      memberCount: sql`${groupBuyRooms.memberCount} + ${delta.members ?? 0}`,
      paidCount: sql`${groupBuyRooms.paidCount} + ${delta.paid ?? 0}`,
    })
    .where(eq(groupBuyRooms.id, id))
    .returning()
  return row!
}

export async function closeRoom(db: DbOrTx, id: string, status: 'succeeded' | 'failed', now: Date) {
  const [row] = await db
    .update(groupBuyRooms)
    .set({ status, closedAt: now })
    .where(and(eq(groupBuyRooms.id, id), eq(groupBuyRooms.status, 'open')))
    .returning()
  return row
}

/** Open rooms whose deadline passed (the job fails them). */
export async function dueRooms(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: groupBuyRooms.id })
    .from(groupBuyRooms)
    .where(and(eq(groupBuyRooms.status, 'open'), lte(groupBuyRooms.expiresAt, now)))
    .orderBy(asc(groupBuyRooms.expiresAt))
    .limit(limit)
}

/** Orders of failed rooms not cancelled yet: the job cancels them (payments refunds what was paid). */
export async function ordersToCancel(db: DbOrTx, limit: number) {
  return db
    .select({ orderId: groupBuyMembers.orderId })
    .from(groupBuyMembers)
    .innerJoin(groupBuyRooms, eq(groupBuyRooms.id, groupBuyMembers.roomId))
    .innerJoin(orders, eq(orders.id, groupBuyMembers.orderId))
    .where(
      and(
        eq(groupBuyRooms.status, 'failed'),
        inArray(orders.status, ['pending', 'waiting_approval', 'awaiting_confirmation', 'preparing', 'to_ship', 'cancel_pending']),
      ),
    )
    .limit(limit)
}

/** Paid orders of full rooms still held: they go on to the shop. */
export async function ordersToRelease(db: DbOrTx, limit: number, roomId?: string) {
  return db
    .select({ orderId: groupBuyMembers.orderId })
    .from(groupBuyMembers)
    .innerJoin(groupBuyRooms, eq(groupBuyRooms.id, groupBuyMembers.roomId))
    .innerJoin(orders, eq(orders.id, groupBuyMembers.orderId))
    .where(
      and(
        eq(groupBuyRooms.status, 'succeeded'),
        eq(orders.status, 'waiting_approval'),
        eq(orders.paymentStatus, 'paid'),
        roomId ? eq(groupBuyRooms.id, roomId) : undefined,
      ),
    )
    .limit(limit)
}

/** Each member's order code (for the room's notifications). */
export async function memberOrders(db: DbOrTx, roomId: string) {
  return db
    .select({ userId: groupBuyMembers.userId, orderId: groupBuyMembers.orderId, code: orders.code, status: groupBuyMembers.status })
    .from(groupBuyMembers)
    .innerJoin(orders, eq(orders.id, groupBuyMembers.orderId))
    .where(eq(groupBuyMembers.roomId, roomId))
}

export async function openRoomsOfDeal(db: DbOrTx, dealId: string, now: Date, limit: number) {
  return (
    db
      .select({
        id: groupBuyRooms.id,
        groupSize: groupBuyRooms.groupSize,
        memberCount: groupBuyRooms.memberCount,
        expiresAt: groupBuyRooms.expiresAt,
        ownerName: users.userName,
      })
      .from(groupBuyRooms)
      .innerJoin(users, eq(users.id, groupBuyRooms.ownerId))
      .where(
        and(
          eq(groupBuyRooms.dealId, dealId),
          eq(groupBuyRooms.status, 'open'),
          gt(groupBuyRooms.expiresAt, now),
          sql`${groupBuyRooms.memberCount} < ${groupBuyRooms.groupSize}`,
        ),
      )
      // the closest to full first: a visitor completes a room rather than opening another
      .orderBy(desc(groupBuyRooms.memberCount), asc(groupBuyRooms.expiresAt))
      .limit(limit)
  )
}

export async function roomsOfUser(db: DbOrTx, userId: string, { page, limit }: { page: number; limit: number }) {
  const where = eq(groupBuyMembers.userId, userId)
  const rows = await db
    .select({
      roomId: groupBuyRooms.id,
      roomStatus: groupBuyRooms.status,
      myStatus: groupBuyMembers.status,
      orderId: groupBuyMembers.orderId,
      productName: products.name,
      productImages: products.images,
      variantImages: productVariants.images,
      groupPrice: groupBuyDeals.groupPrice,
      groupSize: groupBuyRooms.groupSize,
      paidCount: groupBuyRooms.paidCount,
      memberCount: groupBuyRooms.memberCount,
      expiresAt: groupBuyRooms.expiresAt,
    })
    .from(groupBuyMembers)
    .innerJoin(groupBuyRooms, eq(groupBuyRooms.id, groupBuyMembers.roomId))
    .innerJoin(groupBuyDeals, eq(groupBuyDeals.id, groupBuyRooms.dealId))
    .innerJoin(products, eq(products.id, groupBuyDeals.productId))
    .innerJoin(productVariants, eq(productVariants.id, groupBuyDeals.variantId))
    .where(where)
    .orderBy(desc(groupBuyMembers.createdAt), desc(groupBuyMembers.id))
    .limit(limit)
    .offset((page - 1) * limit)
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(groupBuyMembers).where(where)
  return { rows, total: count?.n ?? 0 }
}

/** The variant a seller puts on a deal: it must be of that shop's product. */
export async function variantOfShop(db: DbOrTx, shopId: string, productId: string, variantId: string) {
  const [row] = await db
    .select({ salePrice: productVariants.salePrice, productStatus: products.status })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(products.id, productId), eq(products.shopId, shopId)))
  return row
}

export async function userName(db: DbOrTx, userId: string) {
  const [row] = await db.select({ name: users.userName }).from(users).where(eq(users.id, userId))
  return row?.name ?? ''
}
