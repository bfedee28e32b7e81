import { BANNER_PICTURES, type Lang, type TAdminBanner, type ZAdminBannerInput } from '@xinh/contracts'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'
import { AppError } from '#server/platform/errors.ts'
import { exactSizeImage } from '#server/platform/images.ts'
import type { Storage } from '#server/platform/storage.ts'
import { recordAudit } from '../../audit/index.ts'
import { banners } from '../shops.tables.ts'

type BannerRow = typeof banners.$inferSelect
type BannerInput = z.output<typeof ZAdminBannerInput>

const stateOf = (b: BannerRow, now = Date.now()): TAdminBanner['state'] =>
  !b.isVisible ? 'hidden' : b.endedManually || b.endsAt.getTime() <= now ? 'ended' : b.startsAt.getTime() > now ? 'scheduled' : 'running'

const present = (b: BannerRow): TAdminBanner => ({
  _id: b.id,
  title: b.title,
  type: b.type,
  image: b.image,
  cover: b.cover,
  link: b.link,
  product_ids: b.productIds,
  start_time: b.startsAt.toISOString(),
  end_time: b.endsAt.toISOString(),
  position: b.position,
  is_visible: b.isVisible,
  state: stateOf(b),
})

/** What the audit trail keeps of a banner. */
const snapshot = (b: BannerRow) => {
  const { state: _s, position: _p, ...rest } = present(b)
  return rest
}

const platform = isNull(banners.shopId)

/**
 * The home page's platform banners (issue 14, home content): the home page reads the running,
 * visible ones (`GET /api/v1/web/banners`, shops/public); admins create them with pictures of the
 * exact spec §5 sizes, schedule, reorder, hide. Writes evict the cached pages (migration 0014's
 * `banners` trigger). Every change is audited in its transaction.
 */
export function createHomeBannersAdmin({ db, storage }: { db: Db; storage: Storage }) {
  const find = async (tx: DbOrTx, id: string, lock = false) => {
    const q = tx
      .select()
      .from(banners)
      .where(and(eq(banners.id, id), platform))
    return (lock ? await q.for('update') : await q)[0]
  }

  async function list({ actor }: { actor: Actor }) {
    requireRole(actor, 'admin')
    const rows = await db.select().from(banners).where(platform).orderBy(asc(banners.position), asc(banners.startsAt), asc(banners.id))
    return rows.map(present)
  }

  /** A new banner needs its image (343×150) before it can show; it starts hidden until then. */
  async function create({ actor, input }: { actor: Actor; input: BannerInput }) {
    const admin = requireRole(actor, 'admin')
    return inTransaction(db, async (tx) => {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`coalesce(max(${banners.position}) + 1, 0)::int` })
        .from(banners)
        .where(platform)
      const [row] = await tx
        .insert(banners)
        .values({
          shopId: null,
          title: input.title,
          type: input.type,
          image: '',
          link: input.link ?? null,
          productIds: input.product_ids,
          startsAt: new Date(input.start_time),
          endsAt: new Date(input.end_time),
          isVisible: false,
          position: n,
        })
        .returning()
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'banner.create',
        targetType: 'banner',
        targetId: row!.id,
        after: snapshot(row!),
      })
      return present(row!)
    })
  }

  async function update({ actor, lang, id, input }: { actor: Actor; lang: Lang; id: string; input: BannerInput }) {
    const admin = requireRole(actor, 'admin')
    return inTransaction(db, async (tx) => {
      const current = await find(tx, id, true)
      if (!current) throw new AppError('BANNER_NOT_FOUND')
      // a banner cannot be shown without its image
      if (input.is_visible && !current.image) throw AppError.fields({ image: 'v.photo_required' }, lang)
      const [row] = await tx
        .update(banners)
        .set({
          title: input.title,
          type: input.type,
          link: input.link ?? null,
          productIds: input.product_ids,
          startsAt: new Date(input.start_time),
          endsAt: new Date(input.end_time),
          isVisible: input.is_visible,
        })
        .where(eq(banners.id, id))
        .returning()
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'banner.update',
        targetType: 'banner',
        targetId: id,
        before: snapshot(current),
        after: snapshot(row!),
      })
      return present(row!)
    })
  }

  /** The image (343×150) or the cover (1340×754), exactly: anything else is refused with the sizes. */
  async function setPicture({ actor, id, kind, data }: { actor: Actor; id: string; kind: 'image' | 'cover'; data: Buffer }) {
    const admin = requireRole(actor, 'admin')
    if (!(await find(db, id))) throw new AppError('BANNER_NOT_FOUND')
    const picture = await exactSizeImage(data, { maxBytes: BANNER_PICTURES.maxBytes, ...BANNER_PICTURES[kind] })
    // stored before the transaction (never a file store inside one)
    const { url } = await storage.putPublic({ folder: 'banners', data: picture.data, ext: picture.ext })
    return inTransaction(db, async (tx) => {
      const current = await find(tx, id, true)
      if (!current) throw new AppError('BANNER_NOT_FOUND')
      const [row] = await tx
        .update(banners)
        .set(kind === 'image' ? { image: url } : { cover: url })
        .where(eq(banners.id, id))
        .returning()
      await recordAudit(tx, {
        actorId: admin.userId,
        action: `banner.${kind}`,
        targetType: 'banner',
        targetId: id,
        before: { [kind]: current[kind] || null },
        after: { [kind]: url },
      })
      return present(row!)
    })
  }

  /** Every platform banner once, in the new order; anything else is 409. */
  async function reorder({ actor, ids }: { actor: Actor; ids: string[] }) {
    const admin = requireRole(actor, 'admin')
    await inTransaction(db, async (tx) => {
      const current = (
        await tx
          .select({ id: banners.id })
          .from(banners)
          .where(platform)
          .orderBy(asc(banners.position), asc(banners.startsAt), asc(banners.id))
          .for('update')
      ).map((r) => r.id)
      if (current.length !== ids.length || !ids.every((id) => current.includes(id))) throw new AppError('HOME_REORDER_MISMATCH')
      for (const [position, id] of ids.entries()) await tx.update(banners).set({ position }).where(eq(banners.id, id))
      await recordAudit(tx, {
        actorId: admin.userId,
        action: 'banner.reorder',
        targetType: 'banner',
        targetId: 'home',
        before: { ids: current },
        after: { ids },
      })
    })
    return list({ actor })
  }

  return { list, create, update, setPicture, reorder }
}
export type HomeBannersAdmin = ReturnType<typeof createHomeBannersAdmin>
