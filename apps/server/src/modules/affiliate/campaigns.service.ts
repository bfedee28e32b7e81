import type {
  TAffiliateCampaign,
  TAffiliateCampaignDetail,
  TAffiliateCampaignQuery,
  TPlatformCampaignInput,
  TSellerCampaignInput,
} from '@xinh/contracts'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import { recordAudit } from '#server/modules/audit/index.ts'
import type { SellerAccess } from '#server/modules/shops/index.ts'
import * as repo from './affiliate.repo.ts'
import { campaignState } from './affiliate.rules.ts'
import { requireAffiliateAdmin, requireKol } from './kol.service.ts'

/**
 * Campaigns: a seller's over some of its products (KOLs join), the affiliate admin's platform
 * ones (every approved KOL; no products = every product). When several cover an item, the
 * highest rate applies (commissions.service.ts).
 */
export function createCampaignsService({ db, requireSellerShop }: { db: Db; requireSellerShop: SellerAccess }) {
  async function present(rows: repo.CampaignRow[], now: Date, kolId?: string): Promise<TAffiliateCampaign[]> {
    const [stats, shops] = await Promise.all([
      repo.campaignStats(
        db,
        rows.map((r) => r.id),
        kolId,
      ),
      repo.shopParties(db, [...new Set(rows.flatMap((r) => (r.shopId ? [r.shopId] : [])))]),
    ])
    return rows.map((r) => {
      const s = stats.get(r.id)
      return {
        _id: r.id,
        kind: r.kind,
        name: r.name,
        description: r.description,
        shop: r.shopId ? (shops.get(r.shopId) ?? null) : null,
        rate_bps: r.rateBps,
        starts_at: r.startsAt.toISOString(),
        ends_at: r.endsAt.toISOString(),
        state: campaignState(r, now),
        product_count: s?.products ?? 0,
        member_count: s?.members ?? 0,
        joined: r.kind === 'platform' ? Boolean(kolId) : (s?.joined ?? false),
        orders: s?.orders ?? 0,
        commission: s?.commission ?? 0,
        created_at: r.createdAt.toISOString(),
      }
    })
  }

  async function detail(row: repo.CampaignRow, now: Date, kolId?: string): Promise<TAffiliateCampaignDetail> {
    const [[base], products] = await Promise.all([present([row], now, kolId), repo.campaignProducts(db, row.id)])
    return {
      ...base!,
      products: products.map((p) => ({ _id: p.id, name: p.name, image: p.images[0] ?? null, sale_price: p.salePrice })),
    }
  }

  const kolOf = (actor: Actor) => (actor.kind === 'user' && actor.roles.includes('kol') ? actor.userId : undefined)

  // ----- seller (/api/v1/seller/affiliate/campaigns) ----------------------------------------------

  async function sellerCampaignOf(actor: Actor, id: string) {
    const { shopId } = await requireSellerShop(actor)
    const row = await repo.findCampaign(db, id)
    if (!row || row.shopId !== shopId) throw new AppError('AFFILIATE_CAMPAIGN_NOT_FOUND')
    return { row, shopId }
  }

  async function listSellerCampaigns({ actor, query, now = new Date() }: { actor: Actor; query: TAffiliateCampaignQuery; now?: Date }) {
    const { shopId } = await requireSellerShop(actor)
    const { rows, total } = await repo.listCampaigns(db, { shopId, state: query.state }, now, query)
    return { data: await present(rows, now), meta: { page: query.page, limit: query.limit, total } }
  }

  async function getSellerCampaign({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }) {
    const { row } = await sellerCampaignOf(actor, id)
    return detail(row, now)
  }

  async function createSellerCampaign({ actor, input, now = new Date() }: { actor: Actor; input: TSellerCampaignInput; now?: Date }) {
    const { shopId, userId } = await requireSellerShop(actor)
    const ids = [...new Set(input.product_ids)]
    if ((await repo.productsOfShop(db, shopId, ids)).length !== ids.length) throw new AppError('AFFILIATE_CAMPAIGN_PRODUCTS_INVALID')
    const row = await inTransaction(db, async (tx) => {
      const c = await repo.insertCampaign(tx, {
        kind: 'seller',
        shopId,
        name: input.name,
        description: input.description ?? null,
        rateBps: input.rate_bps,
        startsAt: new Date(input.starts_at),
        endsAt: new Date(input.ends_at),
        createdBy: userId,
      })
      await repo.setCampaignProducts(tx, c.id, ids)
      return c
    })
    return detail(row, now)
  }

  /** Edits a campaign that has not ended; the new rate applies to orders placed from now on. */
  async function updateSellerCampaign({
    actor,
    id,
    input,
    now = new Date(),
  }: {
    actor: Actor
    id: string
    input: TSellerCampaignInput
    now?: Date
  }) {
    const { row, shopId } = await sellerCampaignOf(actor, id)
    if (campaignState(row, now) === 'ended') throw new AppError('AFFILIATE_CAMPAIGN_ENDED')
    const ids = [...new Set(input.product_ids)]
    if ((await repo.productsOfShop(db, shopId, ids)).length !== ids.length) throw new AppError('AFFILIATE_CAMPAIGN_PRODUCTS_INVALID')
    const updated = await inTransaction(db, async (tx) => {
      const c = await repo.updateCampaign(tx, id, {
        name: input.name,
        description: input.description ?? null,
        rateBps: input.rate_bps,
        startsAt: new Date(input.starts_at),
        endsAt: new Date(input.ends_at),
      })
      await repo.setCampaignProducts(tx, id, ids)
      return c
    })
    return detail(updated, now)
  }

  /** Ends a campaign now (orders already placed keep their commission). */
  async function endSellerCampaign({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }) {
    const { row } = await sellerCampaignOf(actor, id)
    return detail(await endNow(row, now), now)
  }

  async function endNow(row: repo.CampaignRow, now: Date) {
    if (campaignState(row, now) === 'ended') throw new AppError('AFFILIATE_CAMPAIGN_ENDED')
    // an upcoming campaign that ends before it starts is ended at its start (the period stays valid)
    const endsAt = row.startsAt.getTime() >= now.getTime() ? new Date(row.startsAt.getTime() + 1) : now
    return repo.updateCampaign(db, row.id, { endsAt })
  }

  // ----- affiliate admin (/affiliate/v1/admin/campaigns) --------------------------------------------

  async function platformCampaignOf(actor: Actor, id: string) {
    requireAffiliateAdmin(actor)
    const row = await repo.findCampaign(db, id)
    if (row?.kind !== 'platform') throw new AppError('AFFILIATE_CAMPAIGN_NOT_FOUND')
    return row
  }

  async function listPlatformCampaigns({ actor, query, now = new Date() }: { actor: Actor; query: TAffiliateCampaignQuery; now?: Date }) {
    requireAffiliateAdmin(actor)
    const { rows, total } = await repo.listCampaigns(db, { kind: query.kind, state: query.state }, now, query)
    return { data: await present(rows, now), meta: { page: query.page, limit: query.limit, total } }
  }

  async function getPlatformCampaign({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }) {
    requireAffiliateAdmin(actor)
    const row = await repo.findCampaign(db, id)
    if (!row) throw new AppError('AFFILIATE_CAMPAIGN_NOT_FOUND')
    return detail(row, now)
  }

  async function savePlatformCampaign({
    actor,
    id,
    input,
    now = new Date(),
  }: {
    actor: Actor
    id?: string
    input: TPlatformCampaignInput
    now?: Date
  }) {
    const admin = requireAffiliateAdmin(actor)
    const ids = [...new Set(input.product_ids)]
    if ((await repo.existingProducts(db, ids)).length !== ids.length) throw new AppError('AFFILIATE_CAMPAIGN_PRODUCTS_INVALID')
    if (id) {
      const row = await platformCampaignOf(actor, id)
      if (campaignState(row, now) === 'ended') throw new AppError('AFFILIATE_CAMPAIGN_ENDED')
    }
    const values = {
      name: input.name,
      description: input.description ?? null,
      rateBps: input.rate_bps,
      startsAt: new Date(input.starts_at),
      endsAt: new Date(input.ends_at),
    }
    const row = await inTransaction(db, async (tx) => {
      const c = id
        ? await repo.updateCampaign(tx, id, values)
        : await repo.insertCampaign(tx, { ...values, kind: 'platform', shopId: null, createdBy: admin.userId })
      await repo.setCampaignProducts(tx, c.id, ids)
      await recordAudit(tx, {
        actorId: admin.userId,
        action: id ? 'affiliate.campaign.update' : 'affiliate.campaign.create',
        targetType: 'affiliate_campaign',
        targetId: c.id,
        after: input,
      })
      return c
    })
    return detail(row, now)
  }

  async function endPlatformCampaign({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }) {
    const row = await platformCampaignOf(actor, id)
    return detail(await endNow(row, now), now)
  }

  // ----- KOLs (/affiliate/v1/campaigns) -------------------------------------------------------------

  /** Campaigns a KOL can promote: not ended, seller and platform; `joined` narrows to the caller's. */
  async function listOpenCampaigns({ actor, query, now = new Date() }: { actor: Actor; query: TAffiliateCampaignQuery; now?: Date }) {
    const kol = requireKol(actor)
    const { rows, total } = await repo.listCampaigns(
      db,
      { kind: query.kind, state: query.state, openOnly: !query.state, joinedBy: query.joined ? kol.userId : undefined },
      now,
      query,
    )
    return { data: await present(rows, now, kol.userId), meta: { page: query.page, limit: query.limit, total } }
  }

  /** GET /affiliate/v1/campaigns/:id — public: the campaign page KOLs join from. */
  async function getCampaign({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }) {
    const row = await repo.findCampaign(db, id)
    if (!row) throw new AppError('AFFILIATE_CAMPAIGN_NOT_FOUND')
    return detail(row, now, kolOf(actor))
  }

  /** POST /affiliate/v1/campaigns/:id/join — idempotent; a platform campaign needs no joining. */
  async function joinCampaign({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }) {
    const kol = requireKol(actor)
    const row = await repo.findCampaign(db, id)
    if (!row) throw new AppError('AFFILIATE_CAMPAIGN_NOT_FOUND')
    if (campaignState(row, now) === 'ended') throw new AppError('AFFILIATE_CAMPAIGN_ENDED')
    if (row.kind === 'seller') await repo.joinCampaign(db, id, kol.userId)
    return detail(row, now, kol.userId)
  }

  return {
    listSellerCampaigns,
    getSellerCampaign,
    createSellerCampaign,
    updateSellerCampaign,
    endSellerCampaign,
    listPlatformCampaigns,
    getPlatformCampaign,
    savePlatformCampaign,
    endPlatformCampaign,
    listOpenCampaigns,
    getCampaign,
    joinCampaign,
  }
}
export type CampaignsService = ReturnType<typeof createCampaignsService>
