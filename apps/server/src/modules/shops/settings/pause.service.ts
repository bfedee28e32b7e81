import type { Lang, TPause, TShopCampaign, ZPauseInput } from '@xinh/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import type { SellerAccess } from '../seller-access.ts'
import * as repo from './settings.repo.ts'

/** A promotion or shop voucher with its period, as pricing reports it. */
export type PauseCampaign = { kind: 'promotion' | 'voucher'; id: string; name: string; startsAt: Date; endsAt: Date }
/**
 * The shop's campaigns (promotions, vouchers) not over and overlapping [from, to) (`to` null: from
 * then on). app.ts passes pricing's: pricing sits above shops, so shops names what it needs.
 */
export type ShopCampaigns = (shopId: string, from: Date, to: Date | null) => Promise<PauseCampaign[]>

export type ShopPauseDeps = { db: Db; access: SellerAccess; campaigns: ShopCampaigns; log: FastifyBaseLogger }

const presentCampaign = (c: PauseCampaign): TShopCampaign => ({
  kind: c.kind,
  _id: c.id,
  name: c.name,
  starts_at: c.startsAt.toISOString(),
  ends_at: c.endsAt.toISOString(),
})

function presentPause(row: repo.SettingsRow, campaigns: PauseCampaign[]): TPause {
  const state = row.isPaused ? 'paused' : row.pauseStartsAt ? 'scheduled' : 'open'
  return {
    state,
    is_paused: row.isPaused,
    starts_at: row.pauseStartsAt?.toISOString() ?? null,
    ends_at: row.pauseEndsAt?.toISOString() ?? null,
    campaigns: campaigns.map(presentCampaign),
  }
}

/**
 * Pause mode (`/ban-hang/cai-dat/tam-nghi`): the seller pauses the shop now or schedules a pause,
 * always with a return date. While paused (`shops.is_paused`) buyers see the shop page with the
 * return date and no products; carts move its items to the invalid list (`shop_paused`) and
 * checkout refuses them (SHOP_PAUSED). A pause overlapping a promotion or shop voucher that is
 * not over is refused, naming it (SHOP_PAUSE_BLOCKED). The `shops-pause` job starts scheduled
 * pauses and ends them on their return date.
 */
export function createShopPauseService({ db, access, campaigns, log }: ShopPauseDeps) {
  async function ownRow(actor: Actor) {
    const { shopId } = await access(actor)
    const row = await repo.findSettings(db, shopId)
    if (!row) throw new AppError('FORBIDDEN')
    return row
  }

  /** An admin's pause is the admin's to lift: the seller can neither end nor replace it. */
  async function changeableRow(actor: Actor) {
    const row = await ownRow(actor)
    if (row.adminPausedAt || row.closedAt) throw new AppError('SHOP_PAUSED_BY_ADMIN')
    return row
  }

  async function getPause({ actor, now = new Date() }: { actor: Actor; now?: Date }) {
    const row = await ownRow(actor)
    return presentPause(row, await campaigns(row.id, now, null))
  }

  /** Pauses now (no start, or a start not in the future) or schedules; replaces any pause set before. */
  async function pause({
    actor,
    input,
    lang,
    now = new Date(),
  }: {
    actor: Actor
    input: z.output<typeof ZPauseInput>
    lang: Lang
    now?: Date
  }) {
    const row = await changeableRow(actor)
    const requested = input.starts_at ? new Date(input.starts_at) : now
    const startsAt = requested > now ? requested : now
    const endsAt = new Date(input.ends_at)
    if (endsAt <= startsAt) throw AppError.fields({ ends_at: 'v.end_in_future' }, lang)
    const clashes = await campaigns(row.id, startsAt, endsAt)
    const first = clashes[0]
    if (first) throw new AppError('SHOP_PAUSE_BLOCKED', { params: { name: first.name } })
    const updated = await repo.setPause(db, row.id, { isPaused: startsAt <= now, pauseStartsAt: startsAt, pauseEndsAt: endsAt })
    log.info({ shopId: row.id, startsAt, endsAt, now: startsAt <= now }, 'shop pause set')
    return presentPause(updated, await campaigns(row.id, now, null))
  }

  /** Ends the pause now, or cancels a scheduled one (nothing to do when the shop is open). */
  async function resume({ actor, now = new Date() }: { actor: Actor; now?: Date }) {
    const row = await changeableRow(actor)
    const updated =
      row.isPaused || row.pauseStartsAt ? await repo.setPause(db, row.id, { isPaused: false, pauseStartsAt: null, pauseEndsAt: null }) : row
    return presentPause(updated, await campaigns(row.id, now, null))
  }

  /** Job (every minute): ends pauses whose return date has come, then starts scheduled ones whose start has. */
  async function runDue(now: Date = new Date()) {
    const ended = await repo.endDuePauses(db, now)
    const started = await repo.startDuePauses(db, now)
    if (ended.length || started.length) log.info({ ended, started }, 'shop pauses moved')
    return { ended, started }
  }

  return { getPause, pause, resume, runDue }
}
export type ShopPauseService = ReturnType<typeof createShopPauseService>
