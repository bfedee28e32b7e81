import { randomUUID } from 'node:crypto'
import type {
  TAffiliateAddToCartInput,
  TAffiliateClickInput,
  TAffiliateClickResult,
  TAffiliateLink,
  TAffiliateLinkInput,
  TAffiliateLinkQuery,
  TAffiliateSession,
} from '@xinh/contracts'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { isUniqueViolation } from '#server/platform/db/errors.ts'
import { AppError } from '#server/platform/errors.ts'
import * as repo from './affiliate.repo.ts'
import { linkPath, newClickId } from './affiliate.rules.ts'
import { requireKol } from './kol.service.ts'

/** Who is clicking: the tracking calls' headers (X-Session-Id, From) and the caller, if signed in or a guest. */
export type Visitor = { actor: Actor; sessionId: string | null; deviceId: string | null }

/** A KOL's links, and the public click / add-to-cart tracking calls (spec §7). */
export function createLinksService({ db }: { db: Db }) {
  async function presentLinks(rows: repo.LinkRow[], from?: Date): Promise<TAffiliateLink[]> {
    const [targets, stats] = await Promise.all([
      repo.targetsOf(db, rows),
      repo.linkStats(
        db,
        rows.map((r) => r.id),
        from,
      ),
    ])
    return rows.map((r) => {
      const t = targets.get(`${r.targetType}:${r.targetId}`)
      const s = stats.get(r.id)
      return {
        _id: r.id,
        click_id: r.code,
        target_type: r.targetType,
        target_id: r.targetId,
        target_name: t?.name ?? '',
        target_image: t?.image ?? null,
        url: linkPath(r.targetType, r.targetId, r.code),
        clicks: s?.clicks ?? 0,
        orders: s?.orders ?? 0,
        created_at: r.createdAt.toISOString(),
      }
    })
  }

  /** POST /affiliate/v1/links: the KOL's link to a product, shop or campaign (the same one when asked again). */
  async function createLink({ actor, input, now = new Date() }: { actor: Actor; input: TAffiliateLinkInput; now?: Date }) {
    const kol = requireKol(actor)
    const existing = await repo.findLinkOf(db, kol.userId, input.target_type, input.target_id)
    if (existing) return (await presentLinks([existing]))[0]!
    if (!(await repo.targetExists(db, input.target_type, input.target_id, now))) throw new AppError('AFFILIATE_TARGET_NOT_FOUND')
    for (let attempt = 1; ; attempt++) {
      try {
        const row =
          (await repo.insertLink(db, {
            kolId: kol.userId,
            code: newClickId(),
            targetType: input.target_type,
            targetId: input.target_id,
          })) ??
          // a concurrent request made it first
          (await repo.findLinkOf(db, kol.userId, input.target_type, input.target_id))
        return (await presentLinks([row!]))[0]!
      } catch (error) {
        // 57^10 codes: a clash is rare, another draw fixes it
        if (attempt < 3 && isUniqueViolation(error, 'affiliate_links_code_uq')) continue
        throw error
      }
    }
  }

  async function listLinks({ actor, query }: { actor: Actor; query: TAffiliateLinkQuery }) {
    const kol = requireKol(actor)
    const { rows, total } = await repo.listLinks(db, kol.userId, query.target_type, query)
    return { data: await presentLinks(rows), meta: { page: query.page, limit: query.limit, total } }
  }

  async function record(kind: 'click' | 'add_to_cart', visitor: Visitor, clickId: string, productId: string | null, now: Date) {
    const link = await repo.findLinkByCode(db, clickId)
    if (!link) throw new AppError('AFFILIATE_LINK_NOT_FOUND')
    // a product link is about its product whatever the page says
    const product = link.targetType === 'product' ? link.targetId : productId
    const userId = visitor.actor.kind === 'user' ? visitor.actor.userId : null
    await repo.insertClick(db, {
      linkId: link.id,
      kolId: link.kolId,
      kind,
      productId: product,
      userId,
      sessionId: visitor.sessionId,
      deviceId: visitor.deviceId,
      createdAt: now,
    })
    const sessionId = visitor.sessionId ?? randomUUID()
    const session = await repo.upsertSession(db, { sessionId, productId: product, clickId, at: now })
    const out: TAffiliateSession = {
      session_id: session.sessionId,
      product_id: session.productId,
      click_id: session.clickId,
      created_at: session.createdAt.toISOString(),
      updated_at: session.updatedAt.toISOString(),
    }
    return { link, session: out }
  }

  /** POST /api/v1/mobile/trackings/affiliate-click: a visit through a link (public). */
  async function trackClick({ visitor, input, now = new Date() }: { visitor: Visitor; input: TAffiliateClickInput; now?: Date }) {
    const { link, session } = await record('click', visitor, input.click_id, input.product_id ?? null, now)
    return { ...session, target_type: link.targetType, target_id: link.targetId } satisfies TAffiliateClickResult
  }

  /** POST /api/v1/mobile/trackings/affiliate-add-to-cart (public). */
  async function trackAddToCart({ visitor, input, now = new Date() }: { visitor: Visitor; input: TAffiliateAddToCartInput; now?: Date }) {
    return (await record('add_to_cart', visitor, input.click_id, input.product_id, now)).session
  }

  return { createLink, listLinks, presentLinks, trackClick, trackAddToCart }
}
export type LinksService = ReturnType<typeof createLinksService>
