import {
  type Lang,
  returnReasonName,
  type TReturnPolicy,
  type TShopInfo,
  type ZReturnPolicyInput,
  type ZShopInfoInput,
} from '@xinh/contracts'
import type { z } from 'zod'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import type { SellerAccess } from '../seller-access.ts'
import type { ShopAddressSnapshot } from '../shops.tables.ts'
import * as repo from './settings.repo.ts'

/**
 * The two-tier address list (profile's address book). app.ts passes it in: profile sits above
 * shops (it shows the user's shop), so shops names the two look-ups it needs.
 */
export type ShopPlaces = {
  findProvince: (code: string) => { code: string; name: string } | undefined
  findWard: (code: string) => { code: string; name: string; province_code: string } | undefined
}

export type ShopSettingsDeps = { db: Db; access: SellerAccess; places: ShopPlaces }

function presentInfo(row: repo.SettingsRow): TShopInfo {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    avatar: row.avatarUrl,
    cover: row.coverUrl,
    description: row.description,
    address: row.address,
  }
}

const presentPolicy = (row: repo.SettingsRow): TReturnPolicy => ({ return_days: row.returnDays, reason_ids: row.returnReasonIds })

/** The return policy buyers read on the shop page, reasons in their language; null until set. */
export function publicReturnPolicy(row: { returnDays: number | null; returnReasonIds: string[] }, lang: Lang) {
  if (row.returnDays === null || row.returnReasonIds.length === 0) return null
  return { return_days: row.returnDays, reasons: row.returnReasonIds.map((id) => ({ _id: id, name: returnReasonName(id, lang) })) }
}

/**
 * `/ban-hang/cai-dat/thong-tin-cua-hang` and `…/chinh-sach-hoan-tra-hang`: the shop's name,
 * pictures, intro (spec §5: 100–500 characters) and address, and its return policy (return
 * period, at least one accepted reason). The owner of an approved shop only; every write
 * updates the `shops` row, whose trigger evicts the cached shop page (`shop:<id>`) at once.
 */
export function createShopSettingsService({ db, access, places }: ShopSettingsDeps) {
  async function ownRow(actor: Actor) {
    const { shopId } = await access(actor)
    const row = await repo.findSettings(db, shopId)
    if (!row) throw new AppError('FORBIDDEN')
    return row
  }

  async function getInfo({ actor }: { actor: Actor }) {
    return presentInfo(await ownRow(actor))
  }

  async function updateInfo({ actor, input, lang }: { actor: Actor; input: z.output<typeof ZShopInfoInput>; lang: Lang }) {
    const { shopId } = await access(actor)
    const province = places.findProvince(input.address.province_code)
    if (!province) throw AppError.fields({ 'address.province_code': 'v.province' }, lang)
    const ward = places.findWard(input.address.ward_code)
    if (!ward || ward.province_code !== province.code) throw AppError.fields({ 'address.ward_code': 'v.ward' }, lang)
    const address: ShopAddressSnapshot = {
      province_code: province.code,
      city: province.name,
      ward_code: ward.code,
      ward: ward.name,
      street: input.address.street,
    }
    const row = await repo.updateInfo(db, shopId, {
      name: input.name,
      description: input.description,
      avatarUrl: input.avatar ?? null,
      coverUrl: input.cover ?? null,
      address,
    })
    return presentInfo(row)
  }

  async function getReturnPolicy({ actor }: { actor: Actor }) {
    return presentPolicy(await ownRow(actor))
  }

  async function updateReturnPolicy({ actor, input }: { actor: Actor; input: z.output<typeof ZReturnPolicyInput> }) {
    const { shopId } = await access(actor)
    const row = await repo.updateReturnPolicy(db, shopId, { returnDays: input.return_days, returnReasonIds: input.reason_ids })
    return presentPolicy(row)
  }

  return { getInfo, updateInfo, getReturnPolicy, updateReturnPolicy }
}
export type ShopSettingsService = ReturnType<typeof createShopSettingsService>
