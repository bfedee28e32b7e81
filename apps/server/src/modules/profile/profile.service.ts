import {
  bankName,
  type TAddress,
  type TPaymentInfo,
  type TUsedPaymentMethod,
  type ZPaymentInfoInput,
  type TAddressInput,
  type TBodyMeasurement,
  type TUpdateBodyMeasurement,
  type TUpdateProfile,
  type TUserProfile,
  UPLOAD,
  type ZAddressInput,
  type ZUpdateBodyMeasurement,
  type ZUpdateProfile,
  normalisePhone,
} from '@xinh/contracts'
import type { z } from 'zod'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { normaliseImage } from '#server/platform/images.ts'
import type { Storage } from '#server/platform/storage.ts'
import type { IdentityService } from '#server/modules/identity/index.ts'
import type { ShopsService } from '#server/modules/shops/index.ts'
import { findProvince, findWard } from './address-book.ts'
import * as repo from './profile.repo.ts'

export type ProfileDeps = { db: Db; storage: Storage; identity: IdentityService; shops: ShopsService }

/**
 * The payment methods a buyer used on their orders: orders sit above profile, so app.ts passes
 * their read in (a port, ARCHITECTURE.md §3). Until then the list is empty.
 */
export type PaymentHistory = (userId: string) => Promise<TUsedPaymentMethod[]>

const MAX_ADDRESSES = 20

export function createProfileService(deps: ProfileDeps) {
  const { db, identity, shops } = deps

  function presentMeasurements(m: repo.MeasurementRow | undefined): TBodyMeasurement {
    return {
      height: m?.height ?? null,
      weight: m?.weight ?? null,
      bustSize: m?.bust ?? null,
      waistSize: m?.waist ?? null,
      hipSize: m?.hip ?? null,
      upperWaistSize: m?.upperWaist ?? null,
      shoulderSize: m?.shoulder ?? null,
      buttSize: m?.butt ?? null,
      sleeveLength: m?.sleeveLength ?? null,
      topLength: m?.topLength ?? null,
      pantsLength: m?.pantsLength ?? null,
      cup: m?.cup ?? null,
    }
  }

  /** The spec §3 profile, field names exactly as the mobile clients read them. */
  async function getMe(userId: string): Promise<TUserProfile> {
    const [user, measurements, shop] = await Promise.all([
      identity.getUser(userId),
      repo.findMeasurements(db, userId),
      shops.getShopSummaryOfOwner(userId),
    ])
    return {
      _id: user.id,
      userName: user.userName,
      email: user.email,
      gender: user.gender,
      birthday: user.birthday,
      bodyShapeType: user.bodyShapeType,
      bodyMeasurement: presentMeasurements(measurements),
      avatar: user.avatarUrl,
      email_verified: user.emailVerified,
      phoneNumber: user.phoneNumber,
      phone_verified: user.phoneVerified,
      kol_info: user.kolInfo ?? null,
      shop,
      roles: user.roles,
      is_guest: user.isGuest,
      status: user.status,
      deletion_scheduled_at: user.deletionScheduledAt?.toISOString() ?? null,
      identity_status: user.identityStatus,
      has_password: Boolean(user.passwordHash),
    }
  }

  async function updateProfile(userId: string, input: z.output<typeof ZUpdateProfile>) {
    await identity.updateUser(userId, {
      ...(input.userName !== undefined && { userName: input.userName }),
      ...(input.gender !== undefined && { gender: input.gender }),
      ...(input.birthday !== undefined && { birthday: input.birthday }),
      ...(input.bodyShapeType !== undefined && { bodyShapeType: input.bodyShapeType }),
    })
    return getMe(userId)
  }

  async function updateAvatar(userId: string, file: Buffer) {
    const image = await normaliseImage(file, { maxBytes: UPLOAD.avatarMaxBytes, width: 320, height: 320, fit: 'cover' })
    const { url } = await deps.storage.putPublic({ folder: 'avatars', data: image.data, ext: image.ext })
    await identity.updateUser(userId, { avatarUrl: url })
    return getMe(userId)
  }

  async function updateMeasurements(userId: string, input: z.output<typeof ZUpdateBodyMeasurement>) {
    await repo.upsertMeasurements(db, {
      userId,
      height: input.height as number,
      weight: input.weight as number,
      bust: input.bustSize as number,
      waist: input.waistSize as number,
      hip: input.hipSize as number,
      upperWaist: input.upperWaistSize ?? null,
      shoulder: input.shoulderSize ?? null,
      butt: input.buttSize ?? null,
      sleeveLength: input.sleeveLength ?? null,
      topLength: input.topLength ?? null,
      pantsLength: input.pantsLength ?? null,
      cup: input.cup ?? null,
    })
    if (input.gender !== undefined || input.bodyShapeType !== undefined)
      await identity.updateUser(userId, {
        ...(input.gender !== undefined && { gender: input.gender }),
        ...(input.bodyShapeType !== undefined && { bodyShapeType: input.bodyShapeType }),
      })
    return getMe(userId)
  }

  // ----- addresses -----

  function presentAddress(a: repo.AddressRow): TAddress {
    return {
      _id: a.id,
      name: a.name,
      phone: a.phone,
      province_code: a.provinceCode,
      city: a.city,
      ward_code: a.wardCode,
      ward: a.ward,
      district: a.district,
      street: a.street,
      type: a.type,
      expected_delivery_time: a.expectedDeliveryTime,
      is_default: a.isDefault,
      is_pickup: a.isPickup,
      is_return: a.isReturn,
      country: a.country,
      postal_code: a.postalCode,
      full_address: [a.street, a.ward, a.district, a.city].filter(Boolean).join(', '),
    }
  }

  /** Resolves codes against the official list: a ward must belong to its province. */
  function resolvePlace(input: { province_code: string; ward_code: string }) {
    const province = findProvince(input.province_code)
    const ward = findWard(input.ward_code)
    if (!province || !ward || ward.province_code !== province.code) throw new AppError('ADDRESS_INVALID')
    return { city: province.name, ward: ward.name }
  }

  const toRow = (input: z.output<typeof ZAddressInput>) => ({
    name: input.name,
    phone: normalisePhone(input.phone),
    provinceCode: input.province_code,
    wardCode: input.ward_code,
    district: input.district ?? null,
    street: input.street,
    type: input.type,
    expectedDeliveryTime: input.expected_delivery_time ?? null,
    isDefault: input.is_default,
    isPickup: input.is_pickup,
    isReturn: input.is_return,
    country: input.country,
    postalCode: input.postal_code ?? null,
    ...resolvePlace(input),
  })

  async function listAddresses(userId: string) {
    return (await repo.listAddresses(db, userId)).map(presentAddress)
  }

  async function createAddress(userId: string, input: z.output<typeof ZAddressInput>) {
    const row = toRow(input)
    const created = await db.transaction(async (tx) => {
      const count = await repo.countAddresses(tx, userId)
      if (count >= MAX_ADDRESSES) throw new AppError('MAX_FILES', { params: { max: MAX_ADDRESSES } })
      const isDefault = row.isDefault || count === 0 // the first address is the default
      if (isDefault) await repo.clearDefault(tx, userId)
      return repo.insertAddress(tx, { ...row, userId, isDefault })
    })
    return presentAddress(created)
  }

  async function updateAddress(userId: string, id: string, input: z.output<typeof ZAddressInput>) {
    const row = toRow(input)
    const updated = await db.transaction(async (tx) => {
      const existing = await repo.findAddress(tx, userId, id)
      if (!existing) throw new AppError('NOT_FOUND')
      // the default can move to another address, but not be switched off without a replacement
      const isDefault = row.isDefault || existing.isDefault
      if (isDefault && !existing.isDefault) await repo.clearDefault(tx, userId)
      return repo.updateAddress(tx, userId, id, { ...row, isDefault })
    })
    if (!updated) throw new AppError('NOT_FOUND')
    return presentAddress(updated)
  }

  async function setDefaultAddress(userId: string, id: string) {
    const updated = await db.transaction(async (tx) => {
      if (!(await repo.findAddress(tx, userId, id))) throw new AppError('NOT_FOUND')
      await repo.clearDefault(tx, userId)
      return repo.updateAddress(tx, userId, id, { isDefault: true })
    })
    if (!updated) throw new AppError('NOT_FOUND')
    return presentAddress(updated)
  }

  async function deleteAddress(userId: string, id: string) {
    await db.transaction(async (tx) => {
      const deleted = await repo.deleteAddress(tx, userId, id)
      if (!deleted) throw new AppError('NOT_FOUND')
      if (deleted.isDefault) await repo.promoteOldestToDefault(tx, userId)
    })
  }

  // ----- payment info (issue 16): the refund bank account, and the methods used before -----

  let paymentHistory: PaymentHistory = async () => []
  function connectPaymentHistory(read: PaymentHistory) {
    paymentHistory = read
  }

  function presentBankAccount(row: repo.PaymentInfoRow) {
    return { bank_code: row.bankCode, bank_name: bankName(row.bankCode), account_number: row.accountNumber, holder_name: row.holderName }
  }

  /** The owner's own only: the id comes from the session, never from the request. */
  async function getPaymentInfo(userId: string): Promise<TPaymentInfo> {
    const [row, used] = await Promise.all([repo.findPaymentInfo(db, userId), paymentHistory(userId)])
    return {
      bank_account: row ? presentBankAccount(row) : null,
      updated_at: row?.updatedAt.toISOString() ?? null,
      used_methods: used,
    }
  }

  async function savePaymentInfo(userId: string, input: z.output<typeof ZPaymentInfoInput>) {
    const b = input.bank_account
    await repo.upsertPaymentInfo(db, { userId, bankCode: b.bank_code, accountNumber: b.account_number, holderName: b.holder_name })
    return getPaymentInfo(userId)
  }

  /** Personal data goes with the account (identity calls this on deletion). */
  const forgetUser = (userId: string) => repo.deleteAllForUser(db, userId)

  return {
    getMe,
    updateProfile,
    updateAvatar,
    updateMeasurements,
    listAddresses,
    createAddress,
    updateAddress,
    setDefaultAddress,
    deleteAddress,
    getPaymentInfo,
    savePaymentInfo,
    connectPaymentHistory,
    forgetUser,
  }
}

export type ProfileService = ReturnType<typeof createProfileService>
export type { TAddressInput, TUpdateBodyMeasurement, TUpdateProfile }
