import { z } from 'zod'
import { emptyToUndefined } from './common.ts'
import { vietnamDay } from './dates.ts'
import { zRole, zUserName } from './auth.ts'

/** spec §3 body measurements; the assistant uses height, weight, bust, waist, hip and gender. */
export const ZBodyMeasurement = z.object({
  height: z.number().nullable(),
  weight: z.number().nullable(),
  bustSize: z.number().nullable(),
  waistSize: z.number().nullable(),
  hipSize: z.number().nullable(),
  upperWaistSize: z.number().nullable(),
  shoulderSize: z.number().nullable(),
  buttSize: z.number().nullable(),
  sleeveLength: z.number().nullable(),
  topLength: z.number().nullable(),
  pantsLength: z.number().nullable(),
  cup: z.string().nullable(),
})
export type TBodyMeasurement = z.infer<typeof ZBodyMeasurement>

/** The profile of spec §3, field names exactly. */
export const ZUserProfile = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string().nullable(),
  gender: z.number().int().nullable(),
  birthday: z.string().nullable(),
  bodyShapeType: z.string().nullable(),
  bodyMeasurement: ZBodyMeasurement,
  avatar: z.string().nullable(),
  email_verified: z.boolean(),
  phoneNumber: z.string().nullable(),
  phone_verified: z.boolean(),
  kol_info: z.record(z.string(), z.unknown()).nullable(),
  shop: z.object({ _id: z.string(), is_approved: z.boolean() }).nullable(),
  roles: z.array(zRole),
  is_guest: z.boolean(),
  status: z.enum(['active', 'pending_deletion', 'deleted']),
  deletion_scheduled_at: z.string().nullable(),
  identity_status: z.enum(['none', 'pending', 'approved', 'rejected']),
  has_password: z.boolean(),
})
export type TUserProfile = z.infer<typeof ZUserProfile>

export const ZAuthResult = z.object({ accessToken: z.string(), refreshToken: z.string(), user: ZUserProfile })
export type TAuthResult = z.infer<typeof ZAuthResult>

const BODY_SHAPES = ['hourglass', 'pear', 'apple', 'rectangle', 'inverted_triangle'] as const
export const zBodyShape = z.enum(BODY_SHAPES)

export const ZUpdateProfile = z.strictObject({
  userName: zUserName.optional(),
  gender: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3, { error: 'v.invalid' }).optional()),
  birthday: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v.birthday' })
      .refine(
        (s) => {
          const d = new Date(`${s}T00:00:00Z`)
          // a date that is not on the calendar (2000-02-30) rolls over in JS: it must round-trip
          return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 1900 && s <= vietnamDay()
        },
        { error: 'v.birthday' },
      )
      .nullable()
      .optional(),
  ),
  bodyShapeType: z.preprocess(emptyToUndefined, zBodyShape.nullable().optional()),
})
export type TUpdateProfile = z.input<typeof ZUpdateProfile>

/**
 * A typed or sent measurement as a number with one decimal (cm, kg), as the form shows it: a
 * comma decimal separator is accepted, and a value such as 1e-300 becomes 0 (then "above zero"
 * refuses it) instead of reaching the `real` column it does not fit (a 500).
 */
const toMeasure = (v: unknown) => {
  const n = v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.replace(',', '.')) : v
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n * 10) / 10 : n
}

// spec §5 body-measurement form: each of the five is required and a number above zero,
// with its own required and positive-number messages.
const measure = (field: 'height' | 'weight' | 'bust' | 'waist' | 'hip', max: number) =>
  z.preprocess(
    toMeasure,
    z
      .number({ error: `v.${field}_required` })
      .refine((n) => Number.isFinite(n) && n > 0, { error: `v.${field}_positive` })
      .refine((n) => n <= max, { error: 'v.invalid' }),
  )
const optionalMeasure = z.preprocess(
  toMeasure,
  z.number({ error: 'v.positive' }).positive({ error: 'v.positive' }).max(300, { error: 'v.invalid' }).optional(),
)

export const ZUpdateBodyMeasurement = z.strictObject({
  height: measure('height', 260),
  weight: measure('weight', 350),
  bustSize: measure('bust', 250),
  waistSize: measure('waist', 250),
  hipSize: measure('hip', 250),
  upperWaistSize: optionalMeasure,
  shoulderSize: optionalMeasure,
  buttSize: optionalMeasure,
  sleeveLength: optionalMeasure,
  topLength: optionalMeasure,
  pantsLength: optionalMeasure,
  cup: z.preprocess(emptyToUndefined, z.string().trim().max(4, { error: 'v.too_long' }).optional()),
  gender: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3).optional()),
  bodyShapeType: z.preprocess(emptyToUndefined, zBodyShape.optional()),
})
export type TUpdateBodyMeasurement = z.input<typeof ZUpdateBodyMeasurement>

// Vietnamese mobile numbers: 0[35789]xxxxxxxx or +84 followed by 9 digits (INTEGRATIONS.md).
export const PHONE_RE = /^(0[35789]\d{8}|\+84[35789]\d{8})$/
export const zPhone = z
  .string({ error: 'v.required' })
  .trim()
  .transform((s) => s.replace(/[\s.-]/g, ''))
  .refine((s) => PHONE_RE.test(s), { error: 'v.phone' })
/** Stored and compared in one form: 0xxxxxxxxx. */
export function normalisePhone(phone: string): string {
  const s = phone.replace(/[\s.-]/g, '')
  return s.startsWith('+84') ? `0${s.slice(3)}` : s
}

export const ADDRESS_TYPES = ['home', 'company'] as const

/** spec §3 Address, stored in the two-tier form (province + ward) with an optional legacy district. */
export const ZAddressInput = z.strictObject({
  name: zUserName,
  phone: zPhone,
  province_code: z.string({ error: 'v.province' }).regex(/^\d{2}$/, { error: 'v.province' }),
  ward_code: z.string({ error: 'v.ward' }).regex(/^\d{5}$/, { error: 'v.ward' }),
  district: z.preprocess(emptyToUndefined, z.string().trim().max(100, { error: 'v.too_long' }).optional()),
  street: z.string({ error: 'v.street' }).trim().min(1, { error: 'v.street' }).max(200, { error: 'v.too_long' }),
  type: z.enum(ADDRESS_TYPES).default('home'),
  expected_delivery_time: z.preprocess(emptyToUndefined, z.enum(['any', 'office_hours', 'weekend']).optional()),
  is_default: z.boolean().default(false),
  is_pickup: z.boolean().default(false),
  is_return: z.boolean().default(false),
  country: z.enum(['VN']).default('VN'),
  postal_code: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{5,6}$/, { error: 'v.invalid' })
      .optional(),
  ),
})
export type TAddressInput = z.input<typeof ZAddressInput>

export const ZAddress = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  province_code: z.string(),
  city: z.string(),
  ward_code: z.string(),
  ward: z.string(),
  district: z.string().nullable(),
  street: z.string(),
  type: z.enum(ADDRESS_TYPES),
  expected_delivery_time: z.string().nullable(),
  is_default: z.boolean(),
  is_pickup: z.boolean(),
  is_return: z.boolean(),
  country: z.string(),
  postal_code: z.string().nullable(),
  full_address: z.string(),
})
export type TAddress = z.infer<typeof ZAddress>

export const ZProvince = z.object({ code: z.string(), name: z.string() })
export const ZWard = z.object({ code: z.string(), name: z.string(), province_code: z.string() })
