import {
  COMMERCE,
  type Lang,
  type PricingStatus,
  type TAdminVoucherOut,
  type TManagedVoucher,
  type TSaleVouchersQuery,
  type TSellerVoucherOut,
  type TVoucher,
  type TVoucherManageQuery,
  type TVoucherUsage,
  type WalletTab,
  statusCounts,
  validationMessage,
  zId,
} from '@xinh/contracts'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db, DbOrTx, Tx } from '#server/platform/db/client.ts'
import { isUniqueViolation } from '#server/platform/db/errors.ts'
import { AppError } from '#server/platform/errors.ts'
import { type PricingScope, requireAdminScope, requireBuyer, type ShopOfOwner, sellerShop } from './pricing.policy.ts'
import { statusOf } from './pricing.status.ts'
import * as repo from './vouchers.repo.ts'
import { recordAudit } from '../audit/index.ts'

/** What the audit trail keeps of a voucher: its terms, not its running counters. */
const auditable = (v: TManagedVoucher) => {
  const {
    used: _u,
    saved: _s,
    budget_used: _b,
    is_saved: _i,
    available: _a,
    status: _st,
    updated_at: _up,
    created_at: _c,
    shop: _sh,
    ...terms
  } = v
  return terms
}

export type VouchersDeps = {
  db: Db
  /** The caller's shop (shops module): seller routes act on it. */
  shopOfOwner: ShopOfOwner
  log?: { warn: (obj: object, msg: string) => void }
}

type VoucherInput = TSellerVoucherOut | TAdminVoucherOut
type Paging = { page: number; limit: number }

const iso = (d: Date | null) => (d ? d.toISOString() : null)
const ownerOf = (scope: PricingScope): repo.OwnerScope => (scope.kind === 'shop' ? { shopId: scope.shopId } : { platform: true })

/** Left to use: running, uses and budget left (and, in a wallet, this buyer's own uses left). */
function isAvailable(v: repo.VoucherRow, status: PricingStatus, userUses?: number) {
  if (status !== 'running' || v.used >= v.quantity) return false
  if (v.budget !== null && v.budgetUsed >= v.budget) return false
  if (userUses === undefined) return true
  const limit = Math.min(v.perCustomerLimit, v.conditions.limit_per_user ?? v.perCustomerLimit)
  return userUses < limit
}

/** docs/api/commerce.md `Voucher`. */
function presentVoucher(
  v: repo.VoucherWithShop,
  extra: { productIds?: string[]; isSaved?: boolean; userUses?: number; now?: Date } = {},
): TVoucher {
  const status = statusOf(v, extra.now)
  return {
    _id: v.id,
    code: v.code,
    name: v.name,
    description: v.description,
    kind: v.kind,
    type: v.type,
    value: v.value,
    value_original: v.value,
    min_order_value: v.minOrderValue,
    min_order_value_original: v.minOrderValue,
    max_discount_value: v.maxDiscountValue,
    max_discount_value_original: v.maxDiscountValue,
    classify: v.classify,
    target: v.target,
    all_products: v.allProducts,
    product_ids: v.allProducts ? [] : (extra.productIds ?? []),
    start_time: v.startsAt.toISOString(),
    end_time: v.endsAt.toISOString(),
    discount_by_range_price: v.tiers.map((t) => ({ from: t.from, to: t.to ?? null, value: t.value })),
    conditions: {
      payment_method: v.conditions.payment_method ?? [],
      shipping_method: v.conditions.shipping_method ?? [],
      limit_per_user: v.conditions.limit_per_user ?? null,
      limit_per_user_by_day: v.conditions.limit_per_user_by_day ?? null,
    },
    quantity: v.quantity,
    used: v.used,
    savable_quantity: v.savableQuantity,
    saved: v.saved,
    per_customer_limit: v.perCustomerLimit,
    shop: v.shopId ? { _id: v.shopId, name: v.shopName ?? '' } : null,
    display: v.display,
    requires_login: v.requiresLogin,
    requires_app: v.requiresApp,
    is_saved: extra.isSaved ?? false,
    available: isAvailable(v, status, extra.userUses),
    status,
  }
}

type OwnerExtras = {
  usage: Map<string, TVoucherUsage>
  names: Map<string, { name: string; image: string | null }>
}
const NO_USAGE: TVoucherUsage = { orders: 0, buyers: 0, discount: 0, revenue: 0 }

function presentManaged(v: repo.VoucherWithShop, productIds: string[], extras: OwnerExtras): TManagedVoucher {
  const shown = v.allProducts ? [] : productIds
  return {
    ...presentVoucher(v, { productIds }),
    budget: v.budget,
    budget_used: v.budgetUsed,
    ended_at: iso(v.endedAt),
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
    usage: extras.usage.get(v.id) ?? NO_USAGE,
    products: shown.flatMap((id) => {
      const p = extras.names.get(id)
      return p ? [{ _id: id, name: p.name, image: p.image }] : []
    }),
  }
}

/** Usage figures and product names for the owner's view of these vouchers (two queries for a page). */
async function ownerExtras(db: DbOrTx, rows: Array<{ id: string }>, productIds: Map<string, string[]>): Promise<OwnerExtras> {
  const [usage, names] = await Promise.all([
    repo.usageOf(
      db,
      rows.map((r) => r.id),
    ),
    repo.productNames(db, [...new Set([...productIds.values()].flat())]),
  ])
  return { usage, names }
}

/** Table columns of an input (the kind and shop come from who creates it). */
function columnsOf(input: VoucherInput) {
  return {
    code: input.code,
    name: input.name,
    description: input.description ?? null,
    type: input.type,
    value: input.value,
    minOrderValue: input.min_order_value,
    maxDiscountValue: input.max_discount_value ?? null,
    budget: input.budget ?? null,
    quantity: input.quantity,
    savableQuantity: input.savable_quantity ?? null,
    display: input.display,
    perCustomerLimit: input.per_customer_limit,
    classify: input.classify,
    target: input.target,
    allProducts: input.all_products,
    tiers: input.discount_by_range_price.map((t) => ({ from: t.from, to: t.to, value: t.value })),
    conditions: {
      payment_method: input.conditions.payment_method,
      shipping_method: input.conditions.shipping_method,
      limit_per_user: input.conditions.limit_per_user ?? null,
      limit_per_user_by_day: input.conditions.limit_per_user_by_day ?? null,
    },
    requiresLogin: input.requires_login,
    requiresApp: input.requires_app,
    startsAt: new Date(input.start_time),
    endsAt: new Date(input.end_time),
    ...('kind' in input ? { kind: input.kind } : {}),
  }
}
type Columns = ReturnType<typeof columnsOf>

/**
 * What a voucher that has been used may not change: everything but its end (which may only
 * move later) and its usable quantity (which may only grow). Compared as stored.
 */
function frozenPart(c: Omit<Columns, 'kind'> & { kind?: string }, productIds: string[]) {
  const { endsAt: _end, quantity: _quantity, ...rest } = c
  return JSON.stringify({
    ...rest,
    description: rest.description ?? null,
    startsAt: rest.startsAt.getTime(),
    tiers: rest.tiers.map((t) => [t.from, t.to ?? null, t.value]),
    conditions: [
      [...(rest.conditions.payment_method ?? [])].sort(),
      [...(rest.conditions.shipping_method ?? [])].sort(),
      rest.conditions.limit_per_user ?? null,
      rest.conditions.limit_per_user_by_day ?? null,
    ],
    productIds: rest.allProducts ? [] : [...productIds].sort(),
  })
}

const rowColumns = (v: repo.VoucherRow): Omit<Columns, 'kind'> & { kind: string } => ({
  code: v.code,
  name: v.name,
  description: v.description,
  type: v.type,
  value: v.value,
  minOrderValue: v.minOrderValue,
  maxDiscountValue: v.maxDiscountValue,
  budget: v.budget,
  quantity: v.quantity,
  savableQuantity: v.savableQuantity,
  display: v.display,
  perCustomerLimit: v.perCustomerLimit,
  classify: v.classify,
  target: v.target,
  allProducts: v.allProducts,
  tiers: v.tiers.map((t) => ({ from: t.from, to: t.to ?? null, value: t.value })),
  conditions: {
    payment_method: (v.conditions.payment_method ?? []) as Columns['conditions']['payment_method'],
    shipping_method: (v.conditions.shipping_method ?? []) as Columns['conditions']['shipping_method'],
    limit_per_user: v.conditions.limit_per_user ?? null,
    limit_per_user_by_day: v.conditions.limit_per_user_by_day ?? null,
  },
  requiresLogin: v.requiresLogin,
  requiresApp: v.requiresApp,
  startsAt: v.startsAt,
  endsAt: v.endsAt,
  kind: v.kind,
})

export function createVouchersService(deps: VouchersDeps) {
  const { db } = deps

  const requireSellerShop = sellerShop(deps.shopOfOwner)
  const sellerScope = async (actor: Actor): Promise<PricingScope> => ({ kind: 'shop', ...(await requireSellerShop(actor)) })
  const adminScope = async (actor: Actor) => requireAdminScope(actor)
  type ScopeOf = (actor: Actor) => Promise<PricingScope>

  async function productIdsOfOne(tx: DbOrTx, v: repo.VoucherRow) {
    return (await repo.productIdsOf(tx, [v])).get(v.id) ?? []
  }

  /** One of the owner's vouchers as the owner sees it (VOUCHER_NOT_FOUND outside the scope). */
  async function managedOne(tx: DbOrTx, scope: PricingScope, id: string) {
    const v = await requireOwned(tx, scope, id)
    const ids = new Map([[v.id, await productIdsOfOne(tx, v)]])
    return presentManaged(v, ids.get(v.id) ?? [], await ownerExtras(tx, [v], ids))
  }

  async function requireOwned(tx: DbOrTx, scope: PricingScope, id: string, lock = false) {
    const found = isUuid(id) ? await repo.findOwned(tx, ownerOf(scope), id, { lock }) : undefined
    if (!found) throw new AppError('VOUCHER_NOT_FOUND')
    return found
  }

  /** The products a voucher names must exist (and be the shop's own, for a shop voucher). */
  async function checkProducts(tx: DbOrTx, scope: PricingScope, input: VoucherInput, lang: Lang) {
    if (input.all_products) return []
    const found = await repo.existingProductIds(tx, input.product_ids, scope.kind === 'shop' ? scope.shopId : undefined)
    const missing = input.product_ids.findIndex((id) => !found.has(id))
    if (missing >= 0)
      throw new AppError('VALIDATION_FAILED', { fields: { [`product_ids.${missing}`]: validationMessage('v.promotion_product', lang) } })
    return input.product_ids
  }

  const codeTaken = (error: unknown) => isUniqueViolation(error, 'vouchers_code_uq')

  /**
   * `audited`: the platform's vouchers are admin actions (issue 14), each written to the audit
   * trail in the transaction of the change; a seller's own vouchers are not.
   */
  function manage(scopeOf: ScopeOf, audited = false) {
    const audit = async (tx: DbOrTx, actor: Actor, action: string, id: string, before: unknown, after: unknown) => {
      if (!audited || actor.kind !== 'user') return
      await recordAudit(tx, { actorId: actor.userId, action: `voucher.${action}`, targetType: 'voucher', targetId: id, before, after })
    }

    async function counts(opts: { actor: Actor }) {
      const scope = await scopeOf(opts.actor)
      return statusCounts(await repo.countOwnedByStatus(db, ownerOf(scope)))
    }

    async function list(opts: { actor: Actor; query: TVoucherManageQuery }) {
      const scope = await scopeOf(opts.actor)
      const [{ rows, total }, counted] = await Promise.all([
        repo.listOwned(db, ownerOf(scope), opts.query),
        repo.countOwnedByStatus(db, ownerOf(scope), opts.query.keyword),
      ])
      const ids = await repo.productIdsOf(db, rows)
      const extras = await ownerExtras(db, rows, ids)
      return {
        data: rows.map((r) => presentManaged(r, ids.get(r.id) ?? [], extras)),
        meta: { page: opts.query.page, limit: opts.query.limit, total },
        counts: statusCounts(counted),
      }
    }

    async function get(opts: { actor: Actor; id: string }) {
      const scope = await scopeOf(opts.actor)
      return managedOne(db, scope, opts.id)
    }

    async function create(opts: { actor: Actor; lang: Lang; input: VoucherInput }) {
      const scope = await scopeOf(opts.actor)
      try {
        return await db.transaction(async (tx) => {
          const productIds = await checkProducts(tx, scope, opts.input, opts.lang)
          const columns = columnsOf(opts.input)
          const row = await repo.insertVoucher(tx, {
            ...columns,
            kind: scope.kind === 'shop' ? 'shop' : (columns.kind ?? 'platform'),
            shopId: scope.kind === 'shop' ? scope.shopId : null,
          })
          await repo.replaceProducts(tx, row.id, productIds)
          const created = await managedOne(tx, scope, row.id)
          await audit(tx, opts.actor, 'create', row.id, null, auditable(created))
          return created
        })
      } catch (error) {
        if (codeTaken(error)) throw new AppError('VOUCHER_CODE_TAKEN')
        throw error
      }
    }

    /**
     * spec §4: an ended voucher cannot be edited. One that has been used keeps its terms: only
     * its end may move later and its usable quantity grow. Neither limit may drop below what was
     * already used or saved.
     */
    async function update(opts: { actor: Actor; lang: Lang; id: string; input: VoucherInput }) {
      const scope = await scopeOf(opts.actor)
      try {
        return await db.transaction(async (tx) => {
          const current = await requireOwned(tx, scope, opts.id, true)
          if (statusOf(current) === 'ended') throw new AppError('VOUCHER_NOT_EDITABLE')
          const productIds = await checkProducts(tx, scope, opts.input, opts.lang)
          const next = columnsOf(opts.input)
          if (current.used > 0) {
            const before = await productIdsOfOne(tx, current)
            const nextKind = scope.kind === 'shop' ? 'shop' : (next.kind ?? 'platform')
            const unchanged = frozenPart({ ...next, kind: nextKind }, productIds) === frozenPart(rowColumns(current), before)
            if (!unchanged || next.endsAt < current.endsAt || next.quantity < current.quantity) throw new AppError('VOUCHER_NOT_EDITABLE')
          }
          const below: Record<string, string> = {}
          if (next.quantity < current.used) below.quantity = validationMessage('v.below_used', opts.lang)
          if ((next.savableQuantity ?? next.quantity) < current.saved) below.savable_quantity = validationMessage('v.below_used', opts.lang)
          if (next.budget !== null && next.budget < current.budgetUsed) below.budget = validationMessage('v.below_used', opts.lang)
          if (Object.keys(below).length) throw new AppError('VALIDATION_FAILED', { fields: below })
          const before = audited ? auditable(await managedOne(tx, scope, current.id)) : null
          await repo.updateVoucher(tx, current.id, next)
          await repo.replaceProducts(tx, current.id, productIds)
          const updated = await managedOne(tx, scope, current.id)
          await audit(tx, opts.actor, 'update', current.id, before, auditable(updated))
          return updated
        })
      } catch (error) {
        if (codeTaken(error)) throw new AppError('VOUCHER_CODE_TAKEN')
        throw error
      }
    }

    /** Deleting hides the voucher everywhere (wallets included); redemptions keep their record. */
    async function remove(opts: { actor: Actor; id: string }) {
      const scope = await scopeOf(opts.actor)
      await db.transaction(async (tx) => {
        const current = await requireOwned(tx, scope, opts.id, true)
        await repo.updateVoucher(tx, current.id, { deletedAt: new Date() })
        await audit(tx, opts.actor, 'delete', current.id, { code: current.code, name: current.name }, null)
      })
      return { ok: true as const }
    }

    /** Ends a voucher now (spec §4 "ended manually"); ending an ended voucher changes nothing. */
    async function end(opts: { actor: Actor; id: string }) {
      const scope = await scopeOf(opts.actor)
      return db.transaction(async (tx) => {
        const current = await requireOwned(tx, scope, opts.id, true)
        if (!current.endedAt) {
          await repo.updateVoucher(tx, current.id, { endedAt: new Date() })
          await audit(tx, opts.actor, 'end', current.id, { ended_at: null }, { ended_at: new Date().toISOString() })
        }
        return managedOne(tx, scope, current.id)
      })
    }

    return { counts, list, get, create, update, remove, end }
  }

  // ----- buyers -----------------------------------------------------------------------------

  /**
   * POST voucher-buyer/{id}/save: idempotent per buyer; VOUCHER_SAVE_EXHAUSTED once the savable
   * quantity is gone. Code-only vouchers have no public listing: their id comes from a code lookup.
   */
  async function save(opts: { actor: Actor; id: string }) {
    const user = requireBuyer(opts.actor)
    const voucher = isUuid(opts.id) ? await repo.findLive(db, opts.id) : undefined
    if (!voucher) throw new AppError('VOUCHER_NOT_FOUND')
    if (statusOf(voucher) === 'ended') throw new AppError('VOUCHER_EXPIRED')
    await db.transaction(async (tx) => {
      // out of saves: the transaction rolls back, the buyer's wallet is left as it was
      if ((await repo.saveToWallet(tx, user.userId, voucher.id)) === 'exhausted') throw new AppError('VOUCHER_SAVE_EXHAUSTED')
    })
    return { saved: true as const }
  }

  /** The buyer's wallet, optionally one tab of it (issue 16: usable / used / expired), with each tab's count. */
  async function wallet(opts: { actor: Actor; paging: Paging; tab?: WalletTab }) {
    const user = requireBuyer(opts.actor)
    const [{ rows, total }, counts] = await Promise.all([
      repo.listWallet(db, user.userId, { ...opts.paging, tab: opts.tab }),
      repo.walletCounts(db, user.userId),
    ])
    const ids = await repo.productIdsOf(db, rows)
    return {
      data: rows.map((r) => presentVoucher(r, { productIds: ids.get(r.id), isSaved: true, userUses: r.userUses })),
      meta: { page: opts.paging.page, limit: opts.paging.limit, total },
      counts,
    }
  }

  /** GET /api/v1/web/sale/sale-vouchers: running public vouchers, `is_saved` for a signed-in buyer. */
  async function forSale(opts: { viewerId?: string; query: TSaleVouchersQuery }) {
    const { rows, total } = await repo.listForSale(db, {
      shopId: opts.query.shop_id,
      kind: opts.query.kind,
      page: opts.query.page,
      limit: opts.query.limit,
    })
    const [ids, saved] = await Promise.all([
      repo.productIdsOf(db, rows),
      opts.viewerId
        ? repo.savedAmong(
            db,
            opts.viewerId,
            rows.map((r) => r.id),
          )
        : new Set<string>(),
    ])
    return {
      data: rows.map((r) => presentVoucher(r, { productIds: ids.get(r.id), isSaved: saved.has(r.id) })),
      meta: { page: opts.query.page, limit: opts.query.limit, total },
    }
  }

  /** A voucher by its code (how code-only vouchers are found), while it has not ended. */
  async function lookup(opts: { viewerId?: string; code: string }) {
    const v = await repo.findByCode(db, opts.code)
    if (!v) throw new AppError('VOUCHER_NOT_FOUND')
    const status = statusOf(v)
    if (status === 'ended') throw new AppError('VOUCHER_EXPIRED')
    const [ids, saved] = await Promise.all([
      repo.productIdsOf(db, [v]),
      opts.viewerId ? repo.savedAmong(db, opts.viewerId, [v.id]) : new Set<string>(),
    ])
    return presentVoucher(v, { productIds: ids.get(v.id), isSaved: saved.has(v.id) })
  }

  // ----- the first-purchase voucher (spec §9) -------------------------------------------------

  /**
   * Creates the platform's 100K first-purchase voucher unless one was ever created (an admin who
   * deleted it meant it). Safe to run from several processes at once: the code is unique.
   */
  async function ensureNewbieVoucher(now = new Date()) {
    if (await repo.anyNewbieVoucher(db)) return false
    try {
      await repo.insertVoucher(db, {
        kind: 'platform',
        shopId: null,
        code: NEWBIE_CODE,
        name: 'Quà chào bạn mới 100K',
        description: 'Giảm 100.000 ₫ cho đơn hàng đầu tiên trên Xinh.',
        type: 'price',
        value: COMMERCE.newbieVoucherValue,
        minOrderValue: 0,
        quantity: 10_000_000,
        target: 'newbie',
        startsAt: now,
        endsAt: new Date(now.getTime() + 10 * 365 * 86_400_000),
      })
      return true
    } catch (error) {
      if (codeTaken(error)) return false
      throw error
    }
  }

  /** identity.onRegistered: the new account's wallet gets the live first-purchase vouchers. */
  async function grantNewbieVouchers(userId: string) {
    for (const id of await repo.liveNewbieVoucherIds(db)) {
      const result = await db
        .transaction(async (tx) => {
          const outcome = await repo.saveToWallet(tx, userId, id)
          // out of saves: nothing is kept (the transaction rolls back)
          if (outcome === 'exhausted') throw new NewbieExhausted()
          return outcome
        })
        .catch((error) => {
          if (error instanceof NewbieExhausted) return 'exhausted' as const
          throw error
        })
      if (result === 'exhausted') deps.log?.warn({ voucherId: id, userId }, 'newbie voucher has no saves left')
    }
  }

  // ----- chat's voucher cards (issue 15): the card, its state for a buyer, a shop's savable ones --

  const chat = {
    /** A voucher (not deleted) as a chat card, and whether it can be saved now. */
    async card(id: string) {
      const v = isUuid(id) ? await repo.findLive(db, id) : undefined
      if (!v) return null
      const available = (await repo.savableAmong(db, [v.id])).has(v.id)
      return {
        shopId: v.shopId,
        available,
        card: {
          kind: 'voucher' as const,
          _id: v.id,
          code: v.code,
          name: v.name,
          is_saved: false,
          available,
          chatbotVoucher: { description: v.description ?? v.name },
          type: v.type,
          value: v.value,
          min_order_value: v.minOrderValue,
          end_time: v.endsAt.toISOString(),
        },
      }
    },
    /** For a buyer: which of these vouchers they saved, which can be saved now. */
    async states(userId: string, ids: string[]) {
      const [saved, savable] = await Promise.all([repo.savedAmong(db, userId, ids), repo.savableAmong(db, ids)])
      return new Map(ids.map((id) => [id, { is_saved: saved.has(id), available: savable.has(id) }]))
    },
    async ofShop(shopId: string) {
      return (await repo.listSavableOfShop(db, shopId)).map((v) => ({
        _id: v.id,
        code: v.code,
        name: v.name,
        description: v.description ?? v.name,
        end_time: v.endsAt.toISOString(),
      }))
    },
  }

  // ----- vote (issue 18): the voting campaign's reward voucher ---------------------------------

  const rewards = {
    /** A platform voucher (not a shop's) by code that has not ended: what a campaign may reward. */
    async findPlatform(code: string) {
      const v = await repo.findByCode(db, code)
      if (!v || v.shopId !== null || statusOf(v) === 'ended') return null
      return { id: v.id, code: v.code, name: v.name, value: v.value }
    },
    /**
     * Saves a voucher to a buyer's wallet inside the caller's transaction (its savable quantity
     * holds); none left to save keeps nothing (a savepoint rolls the wallet row back).
     */
    async grant(tx: Tx, userId: string, voucherId: string): Promise<'saved' | 'already' | 'exhausted'> {
      return tx
        .transaction(async (sp) => {
          const outcome = await repo.saveToWallet(sp, userId, voucherId)
          if (outcome === 'exhausted') throw new NewbieExhausted()
          return outcome
        })
        .catch((error) => {
          if (error instanceof NewbieExhausted) return 'exhausted' as const
          throw error
        })
    },
  }

  return {
    chat,
    rewards,
    seller: manage(sellerScope),
    admin: manage(adminScope, true),
    save,
    wallet,
    forSale,
    lookup,
    ensureNewbieVoucher,
    grantNewbieVouchers,
  }
}
export type VouchersService = ReturnType<typeof createVouchersService>

/** The code of the first-purchase voucher the platform creates. */
export const NEWBIE_CODE = 'XINHMOI'

class NewbieExhausted extends Error {}

/** Path ids are any string (ZPathId); one that is not a UUID names nothing. */
export const isUuid = (id: string) => zId.safeParse(id).success
