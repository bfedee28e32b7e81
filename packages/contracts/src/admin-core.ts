import { z } from 'zod'
import { emptyToUndefined } from './common.ts'
import { ROLES } from './constants.ts'

/**
 * The admin console's core (issue 14, admin-core): the audit log, users (lock, roles), shops
 * (force-pause, close), scheduled seller deletions and the admin's second factor (TOTP).
 */
export const ADMIN_CORE = {
  reasonMin: 5,
  reasonMax: 500,
  auditPageMax: 100,
  /** One export holds at most this many rows; narrower filters export the rest. */
  auditExportMax: 20_000,
  /** spec issue 14: sensitive actions ask for the second factor again after this long. */
  stepUpMinutes: 10,
  recoveryCodeCount: 10,
} as const

const optionalText = (max: number) => z.preprocess(emptyToUndefined, z.string().trim().max(max, { error: 'v.too_long' }).optional())
const zDay = z.iso.date({ error: 'v.date' })
const optionalDay = z.preprocess(emptyToUndefined, zDay.optional())

/** A reason an admin gives for an action (shown to the user when it is a lock). */
export const zAdminReason = z
  .string({ error: 'v.admin_reason' })
  .trim()
  .min(ADMIN_CORE.reasonMin, { error: 'v.admin_reason' })
  .max(ADMIN_CORE.reasonMax, { error: 'v.admin_reason' })

// ----- audit log -----------------------------------------------------------------------

/** GET /api/v1/admin/audit (and /export): every filter optional; dates are Vietnam calendar days, inclusive. */
export const ZAuditQuery = z
  .object({
    /** The acting admin: an id, or part of their e-mail or name. */
    actor: optionalText(120),
    /** An action (`user.lock`) or a prefix ending in a dot (`user.`). */
    action: optionalText(80),
    target_type: optionalText(60),
    target_id: optionalText(100),
    from: optionalDay,
    to: optionalDay,
    cursor: optionalText(200),
    limit: z.coerce.number().int().min(1).max(ADMIN_CORE.auditPageMax).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'v.date_range', path: ['to'] })
export type TAuditQuery = z.infer<typeof ZAuditQuery>

export const ZAuditEntry = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string(), user_name: z.string(), email: z.string().nullable() }).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  created_at: z.string(),
})
export type TAuditEntry = z.infer<typeof ZAuditEntry>

/** Newest first; `next_cursor` null on the last page. */
export const ZAuditPage = z.object({ items: z.array(ZAuditEntry), next_cursor: z.string().nullable() })
export type TAuditPage = z.infer<typeof ZAuditPage>

// ----- users ----------------------------------------------------------------------------

/** Roles an admin grants and removes here (buyer is everyone's; seller comes with an approved shop). */
export const GRANTABLE_ROLES = ['admin', 'affiliate_admin', 'kol'] as const satisfies ReadonlyArray<(typeof ROLES)[number]>
export type GrantableRole = (typeof GRANTABLE_ROLES)[number]

export const ADMIN_USER_STATES = ['active', 'locked', 'pending_deletion', 'deleted'] as const
export type AdminUserState = (typeof ADMIN_USER_STATES)[number]

export const ZAdminUserQuery = z.object({
  /** E-mail, phone, name or id. */
  q: optionalText(120),
  role: z.preprocess(emptyToUndefined, z.enum(ROLES, { error: 'v.invalid' }).optional()),
  state: z.preprocess(emptyToUndefined, z.enum(ADMIN_USER_STATES, { error: 'v.invalid' }).optional()),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type TAdminUserQuery = z.infer<typeof ZAdminUserQuery>

export const ZAdminUserItem = z.object({
  _id: z.string(),
  user_name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  state: z.enum(ADMIN_USER_STATES),
  identity_status: z.enum(['none', 'pending', 'approved', 'rejected']),
  created_at: z.string(),
})
export type TAdminUserItem = z.infer<typeof ZAdminUserItem>

export const ZAdminSession = z.object({
  _id: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
})

/** What other modules tell about a user (orders, returns, shops), joined in by app.ts. */
export const ZAdminUserActivity = z.object({
  orders: z.object({
    total: z.number(),
    items: z.array(
      z.object({ _id: z.string(), code: z.string(), status: z.string(), total: z.number(), shop_name: z.string(), created_at: z.string() }),
    ),
  }),
  returns: z.object({
    total: z.number(),
    items: z.array(z.object({ _id: z.string(), order_id: z.string(), status: z.string(), amount: z.number(), created_at: z.string() })),
  }),
  shops: z.array(z.object({ _id: z.string(), name: z.string(), status: z.string(), is_paused: z.boolean(), closed: z.boolean() })),
})
export type TAdminUserActivity = z.infer<typeof ZAdminUserActivity>

export const ZAdminUserDetail = ZAdminUserItem.extend({
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  locked_at: z.string().nullable(),
  locked_reason: z.string().nullable(),
  locked_by: z.object({ _id: z.string(), user_name: z.string() }).nullable(),
  totp_enabled: z.boolean(),
  deletion_requested_at: z.string().nullable(),
  deletion_scheduled_at: z.string().nullable(),
  sessions: z.array(ZAdminSession),
  activity: ZAdminUserActivity,
})
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>

export const ZAdminReasonBody = z.strictObject({ reason: zAdminReason })
export type TAdminReasonBody = z.infer<typeof ZAdminReasonBody>

export const ZAdminRoleChange = z.strictObject({
  role: z.enum(GRANTABLE_ROLES, { error: 'v.invalid' }),
  granted: z.boolean({ error: 'v.invalid' }),
  reason: zAdminReason,
})
export type TAdminRoleChange = z.infer<typeof ZAdminRoleChange>

// ----- scheduled seller deletions (spec §6: 15–20 working days) -------------------------

export const ZScheduledDeletion = z.object({
  user: z.object({ _id: z.string(), user_name: z.string(), email: z.string().nullable() }),
  shop: z.object({ _id: z.string(), name: z.string() }).nullable(),
  requested_at: z.string(),
  /** When the purge job erases the account (15 working days after the request). */
  scheduled_at: z.string(),
  /** The latest the spec allows (20 working days). */
  due_by: z.string(),
})
export type TScheduledDeletion = z.infer<typeof ZScheduledDeletion>

// ----- shops ----------------------------------------------------------------------------

export const ADMIN_SHOP_STATES = ['open', 'paused', 'admin_paused', 'closed', 'waiting_approval', 'rejected'] as const
export type AdminShopState = (typeof ADMIN_SHOP_STATES)[number]

export const ZAdminShopQuery = z.object({
  q: optionalText(120),
  state: z.preprocess(emptyToUndefined, z.enum(ADMIN_SHOP_STATES, { error: 'v.invalid' }).optional()),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type TAdminShopQuery = z.infer<typeof ZAdminShopQuery>

export const ZAdminShopItem = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  avatar: z.string().nullable(),
  owner: z.object({ _id: z.string(), user_name: z.string(), email: z.string().nullable() }),
  state: z.enum(ADMIN_SHOP_STATES),
  rating: z.number(),
  follower_count: z.number(),
  created_at: z.string(),
})
export type TAdminShopItem = z.infer<typeof ZAdminShopItem>

/** The last 30 days (from other modules, joined in by app.ts). */
export const ZShopPerformance = z.object({
  product_count: z.number(),
  orders_30d: z.number(),
  completed_30d: z.number(),
  cancelled_30d: z.number(),
  gmv_30d: z.number(),
  returns_30d: z.number(),
})
export type TShopPerformance = z.infer<typeof ZShopPerformance>

export const ZAdminShopDetail = ZAdminShopItem.extend({
  description: z.string().nullable(),
  province_code: z.string().nullable(),
  is_paused: z.boolean(),
  admin_paused_at: z.string().nullable(),
  admin_pause_reason: z.string().nullable(),
  closed_at: z.string().nullable(),
  closed_reason: z.string().nullable(),
  performance: ZShopPerformance,
  deletion_scheduled_at: z.string().nullable(),
})
export type TAdminShopDetail = z.infer<typeof ZAdminShopDetail>

// ----- second factor (TOTP) -------------------------------------------------------------

export const ZTotpStatus = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number(),
  /** When this session last proved the second factor. */
  step_up_at: z.string().nullable(),
})
export type TTotpStatus = z.infer<typeof ZTotpStatus>

/** Shown once, while enrolling: after confirmation the secret is never returned again. */
export const ZTotpSetup = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() })
export type TTotpSetup = z.infer<typeof ZTotpSetup>

/** A 6-digit TOTP code, or (where accepted) a recovery code like `abcde-12345`. */
export const ZTotpCode = z.strictObject({
  code: z
    .string({ error: 'v.totp_code' })
    .trim()
    .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, { error: 'v.totp_code' }),
})
export type TTotpCode = z.infer<typeof ZTotpCode>

export const ZTotpConfirmed = z.object({ recovery_codes: z.array(z.string()) })
export const ZStepUp = z.object({ verified_until: z.string() })
