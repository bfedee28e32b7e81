import { z } from 'zod'
import { ZDecidedBy } from './admin-queues.ts'
import { zEmail, zUserName } from './auth.ts'
import { emptyToUndefined, zId } from './common.ts'
import { vietnamDay } from './dates.ts'
import { zPhone } from './profile.ts'
import { zCitizenId } from './verify.ts'

/**
 * Becoming a seller (spec §3 seller registration, §4 shop registration, §5 seller, §6, §9):
 * the two-step form's fields and rules, shared by the /become-seller form and the API.
 */
export const SELLER_ONBOARDING = {
  /** spec §5: shop or seller intro 100–500 characters. */
  descriptionMin: 100,
  descriptionMax: 500,
  /** spec §4/§9: an answer within 48 hours, not counting weekends and public holidays. */
  reviewHours: 48,
  /** A seller signs a contract with the platform: an adult (Civil Code 2015, Art. 20). */
  minAge: 18,
  photoMaxBytes: 8 * 1024 * 1024,
  rejectReasonMax: 500,
} as const

/** spec §3 "industry or category": the marketplace's departments (fashion and beauty). */
export const SELLER_INDUSTRIES = [
  'women_fashion',
  'men_fashion',
  'shoes',
  'bags',
  'makeup',
  'skincare',
  'fragrance',
  'accessories',
  'other',
] as const
export type SellerIndustry = (typeof SELLER_INDUSTRIES)[number]

/** spec §3 business type: personal or business. */
export const BUSINESS_TYPES = ['personal', 'business'] as const
/** spec §3 "platforms": where the seller already sells. */
export const SELLER_PLATFORMS = ['shopee', 'lazada', 'tiki', 'tiktok_shop', 'facebook', 'instagram', 'website', 'offline'] as const
/** The three photos of spec §3: ID card front and back, business licence. */
export const SELLER_PHOTO_KINDS = ['id_front', 'id_back', 'licence'] as const
export type SellerPhotoKind = (typeof SELLER_PHOTO_KINDS)[number]

/** Stored states (spec §4); "not registered" is the absence of an application. */
export const SELLER_APPLICATION_STATUSES = ['draft', 'waiting_approval', 'approved', 'rejected'] as const
export type SellerApplicationStatus = (typeof SELLER_APPLICATION_STATUSES)[number]
export const SELLER_REGISTRATION_STATES = ['not_registered', ...SELLER_APPLICATION_STATUSES] as const
export type SellerRegistrationState = (typeof SELLER_REGISTRATION_STATES)[number]

/** What must be true of an account before it may apply (spec §6). */
export const SELLER_PREREQUISITES = ['phone', 'email', 'identity_card'] as const
export type SellerPrerequisite = (typeof SELLER_PREREQUISITES)[number]

const TAX_WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3]
/**
 * Vietnamese tax code (MST): 10 digits whose last is a check digit (weights 31…3, 10 − sum mod 11),
 * a branch's 13 (`NNNNNNNNNN-NNN`), or, for individuals since 1 July 2025, the 12-digit citizen ID.
 */
export function isValidTaxCode(value: string): boolean {
  const s = value.replace(/\s/g, '')
  if (/^\d{12}$/.test(s)) return zCitizenId.safeParse(s).success
  const m = /^(\d{10})(?:-?(\d{3}))?$/.exec(s)
  if (!m) return false
  const digits = [...(m[1] as string)].map(Number)
  const total = TAX_WEIGHTS.reduce((sum, w, i) => sum + w * (digits[i] as number), 0)
  return 10 - (total % 11) === digits[9]
}

/** A date `YYYY-MM-DD` on the calendar, at least `minAge` years before `today`. */
export function isAdultBirthDate(value: string, today: Date = new Date(), minAge: number = SELLER_ONBOARDING.minAge): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value || d.getUTCFullYear() < 1900) return false
  // the birthday comes at Vietnam's midnight, not UTC's (7 hours later)
  const adultOn = new Date(Date.UTC(d.getUTCFullYear() + minAge, d.getUTCMonth(), d.getUTCDate())).toISOString().slice(0, 10)
  return adultOn <= vietnamDay(today)
}

const text = (max: number) =>
  z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .max(max, { error: 'v.too_long' })
    .transform((s) => s.normalize('NFC'))

/** Checkbox groups send `false` when nothing is ticked. */
const toList = (v: unknown) => (v === false || v === null || v === undefined ? [] : typeof v === 'string' ? [v] : v)
const toBool = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v)

/** Step 1: the owner, their identity, tax code and payout bank account. */
export const SELLER_OWNER_FIELDS = {
  owner_name: zUserName,
  birth_date: z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .refine((s) => isAdultBirthDate(s), {
      error: 'v.seller_birth_date',
    }),
  phone: zPhone,
  email: zEmail,
  id_number: zCitizenId,
  tax_code: z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .refine((s) => isValidTaxCode(s), { error: 'v.tax_code' }),
  bank_name: text(100),
  bank_account: z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .transform((s) => s.replace(/[\s.-]/g, ''))
    .refine((s) => /^\d{6,19}$/.test(s), { error: 'v.bank_account' }),
  bank_branch: text(100),
}

/** Step 2: the shop, its business and its address. */
export const SELLER_SHOP_FIELDS = {
  store_name: text(60).refine((s) => [...s].length >= 3, { error: 'v.store_name' }),
  industry: z.enum(SELLER_INDUSTRIES, { error: 'v.required' }),
  business_type: z.enum(BUSINESS_TYPES, { error: 'v.required' }),
  business_registered: z.preprocess(toBool, z.boolean({ error: 'v.required' })),
  platforms: z.preprocess(toList, z.array(z.enum(SELLER_PLATFORMS, { error: 'v.invalid' })).max(SELLER_PLATFORMS.length)),
  shop_link: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(300, { error: 'v.too_long' })
      .refine((s) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(s) && URL.canParse(s), { error: 'v.url' })
      .optional(),
  ),
  // spec §5: intro 100–500 characters, counted as a person sees them
  description: z
    .string({ error: 'v.required' })
    .trim()
    .transform((s) => s.normalize('NFC'))
    .refine(
      (s) => {
        const n = [...s].length
        return n >= SELLER_ONBOARDING.descriptionMin && n <= SELLER_ONBOARDING.descriptionMax
      },
      { error: 'v.shop_intro_length' },
    ),
  province_code: z.string({ error: 'v.province' }).regex(/^\d{2}$/, { error: 'v.province' }),
  ward_code: z.string({ error: 'v.ward' }).regex(/^\d{5}$/, { error: 'v.ward' }),
  street: z.string({ error: 'v.street' }).trim().min(1, { error: 'v.street' }).max(200, { error: 'v.too_long' }),
}

export const ZSellerOwnerStep = z.strictObject(SELLER_OWNER_FIELDS)
export type TSellerOwnerStep = z.output<typeof ZSellerOwnerStep>
export type TSellerOwnerStepInput = z.input<typeof ZSellerOwnerStep>
export const ZSellerShopStep = z.strictObject(SELLER_SHOP_FIELDS)
export type TSellerShopStep = z.output<typeof ZSellerShopStep>
export type TSellerShopStepInput = z.input<typeof ZSellerShopStep>

/** Everything a submitted application holds (the photos travel separately). */
export const ZSellerRegistrationData = z.strictObject({ ...SELLER_OWNER_FIELDS, ...SELLER_SHOP_FIELDS })
export type TSellerRegistrationData = z.output<typeof ZSellerRegistrationData>
export type SellerRegistrationField = keyof TSellerRegistrationData
export const SELLER_FIELD_NAMES = Object.keys(ZSellerRegistrationData.shape) as SellerRegistrationField[]
export const SELLER_OWNER_FIELD_NAMES = Object.keys(SELLER_OWNER_FIELDS) as SellerRegistrationField[]

/** The licence photo is needed from a registered business (spec §3 business type, business-registered flag). */
export const needsLicence = (d: { business_type?: string | null; business_registered?: boolean | null }) =>
  d.business_type === 'business' || d.business_registered === true

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)
const draftField = <S extends z.ZodType>(schema: S) => z.preprocess(emptyToNull, schema.nullable()).optional()

/**
 * A draft saved between the steps (PUT …/seller-registration): any subset of the fields, each
 * either valid by its rule or empty (`""`/null, which clears it). Completeness is checked on submit.
 */
export const ZSellerRegistrationDraft = z.strictObject(
  Object.fromEntries(Object.entries(ZSellerRegistrationData.shape).map(([k, s]) => [k, draftField(s as z.ZodType)])) as unknown as {
    [K in SellerRegistrationField]: z.ZodOptional<z.ZodType<TSellerRegistrationData[K] | null>>
  },
)
export type TSellerRegistrationDraft = z.output<typeof ZSellerRegistrationDraft>
export type TSellerRegistrationDraftInput = z.input<typeof ZSellerRegistrationDraft>

export const ZSellerPhotoParams = z.object({ kind: z.enum(SELLER_PHOTO_KINDS) })

/** The stored fields of an application, each null until filled. */
export const ZSellerApplicationFields = z.object({
  owner_name: z.string().nullable(),
  birth_date: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  id_number: z.string().nullable(),
  tax_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account: z.string().nullable(),
  bank_branch: z.string().nullable(),
  store_name: z.string().nullable(),
  industry: z.enum(SELLER_INDUSTRIES).nullable(),
  business_type: z.enum(BUSINESS_TYPES).nullable(),
  business_registered: z.boolean().nullable(),
  platforms: z.array(z.enum(SELLER_PLATFORMS)),
  shop_link: z.string().nullable(),
  description: z.string().nullable(),
  province_code: z.string().nullable(),
  ward_code: z.string().nullable(),
  street: z.string().nullable(),
})

export const ZSellerApplication = ZSellerApplicationFields.extend({
  _id: z.string(),
  status: z.enum(SELLER_APPLICATION_STATUSES),
  /** Which photos are on file (their bytes come from the authenticated photo routes). */
  photos: z.object({ id_front: z.boolean(), id_back: z.boolean(), licence: z.boolean() }),
  submitted_at: z.string().nullable(),
  /** When the answer is due: 48 working hours after submission (weekends and holidays skipped). */
  review_deadline: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** Why it was rejected (kept while a rejected applicant edits the next attempt). */
  reject_reason: z.string().nullable(),
  updated_at: z.string(),
})
export type TSellerApplication = z.infer<typeof ZSellerApplication>

export const ZSellerPrerequisites = z.object({
  phone_verified: z.boolean(),
  email_verified: z.boolean(),
  identity_status: z.enum(['none', 'pending', 'approved', 'rejected']),
  /** What is still missing, in the order the verification screen handles them. */
  missing: z.array(z.enum(SELLER_PREREQUISITES)),
})
export type TSellerPrerequisites = z.infer<typeof ZSellerPrerequisites>

/** GET /api/v1/mobile/seller-registration: where the caller stands (spec §4 shop registration). */
export const ZSellerRegistration = z.object({
  state: z.enum(SELLER_REGISTRATION_STATES),
  prerequisites: ZSellerPrerequisites,
  application: ZSellerApplication.nullable(),
  /** The shop, once approved. */
  shop: z.object({ _id: z.string(), is_approved: z.boolean() }).nullable(),
})
export type TSellerRegistration = z.infer<typeof ZSellerRegistration>

// ----- admin ---------------------------------------------------------------------------------

export const ZAdminSellerApplicationsQuery = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['waiting_approval', 'approved', 'rejected']).optional()),
  q: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().max(100).optional()),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type TAdminSellerApplicationsQuery = z.input<typeof ZAdminSellerApplicationsQuery>

export const ZAdminSellerApplicationItem = z.object({
  _id: z.string(),
  status: z.enum(SELLER_APPLICATION_STATUSES),
  store_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  industry: z.enum(SELLER_INDUSTRIES).nullable(),
  business_type: z.enum(BUSINESS_TYPES).nullable(),
  user: z.object({ _id: z.string(), userName: z.string(), email: z.string().nullable() }),
  submitted_at: z.string().nullable(),
  review_deadline: z.string().nullable(),
  decided_at: z.string().nullable(),
})
export type TAdminSellerApplicationItem = z.infer<typeof ZAdminSellerApplicationItem>

export const ZSellerApplicationEvent = z.object({
  action: z.enum(['submitted', 'approved', 'rejected']),
  by: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
})

export const ZAdminSellerApplication = ZSellerApplication.extend({
  user: z.object({
    _id: z.string(),
    userName: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
    identity_status: z.enum(['none', 'pending', 'approved', 'rejected']),
  }),
  lang: z.enum(['vi', 'en', 'ko']),
  decided_by: z.string().nullable(),
  /** Who decided and when, by name (the queue pattern's line on the detail page); null while waiting. */
  decided: ZDecidedBy.nullable(),
  shop_id: z.string().nullable(),
  /** Paths of the authenticated admin photo routes (null when that photo is not on file). */
  photo_urls: z.object({ id_front: z.string().nullable(), id_back: z.string().nullable(), licence: z.string().nullable() }),
  history: z.array(ZSellerApplicationEvent),
})
export type TAdminSellerApplication = z.infer<typeof ZAdminSellerApplication>

export const ZSellerApplicationIdParams = z.object({ id: zId })
export const ZSellerApplicationPhotoParams = z.object({ id: zId, kind: z.enum(SELLER_PHOTO_KINDS) })

export const ZRejectSellerApplication = z.strictObject({
  reason: z
    .string({ error: 'v.reject_reason' })
    .trim()
    .min(1, { error: 'v.reject_reason' })
    .max(SELLER_ONBOARDING.rejectReasonMax, { error: 'v.too_long' }),
})

export const ZSellerDecision = z.object({
  _id: z.string(),
  status: z.enum(SELLER_APPLICATION_STATUSES),
  decided_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  shop: z.object({ _id: z.string(), is_approved: z.boolean() }).nullable(),
})

// ----- public holidays (the review deadline's calendar) ---------------------------------------

const isCalendarDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`)
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}
export const zCalendarDate = z.string({ error: 'v.required' }).refine(isCalendarDate, { error: 'v.date' })

export const ZHoliday = z.object({ date: z.string(), name: z.string() })
export type THoliday = z.infer<typeof ZHoliday>
export const ZHolidaysQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() })
export const ZAddHoliday = z.strictObject({ date: zCalendarDate, name: text(100) })
export const ZHolidayParams = z.object({ date: zCalendarDate })
