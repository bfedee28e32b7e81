import { z } from 'zod'
import { ACCOUNT, ROLES } from './constants.ts'

// spec §5 Account: at least 8 characters with an uppercase letter and a special character.
export const zPassword = z
  .string({ error: 'v.required' })
  .min(1, { error: 'v.required' })
  .min(ACCOUNT.passwordMinLength, { error: 'v.password_weak' })
  .max(128, { error: 'v.too_long' })
  .refine((s) => /\p{Lu}/u.test(s) && /[^\p{L}\p{N}\s]/u.test(s), { error: 'v.password_weak' })

export const zEmail = z
  .string({ error: 'v.required' })
  .trim()
  .min(1, { error: 'v.required' })
  .max(254, { error: 'v.too_long' })
  .pipe(z.email({ error: 'v.email' }))
  .transform((s) => s.toLowerCase())

// spec §5: full name 2–40 characters; counted in user-perceived characters after NFC.
export const zUserName = z
  .string({ error: 'v.required' })
  .trim()
  .transform((s) => s.normalize('NFC'))
  .refine(
    (s) => {
      const n = [...s].length
      return n >= ACCOUNT.userNameMin && n <= ACCOUNT.userNameMax
    },
    { error: 'v.user_name_length' },
  )

const withConfirmation = <S extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: S) =>
  schema.refine((v) => v.password === v.confirmPassword, { error: 'v.password_mismatch', path: ['confirmPassword'] })

export const ZRegister = withConfirmation(
  z.strictObject({
    userName: zUserName,
    email: zEmail,
    password: zPassword,
    confirmPassword: z.string({ error: 'v.required' }).min(1, { error: 'v.required' }),
  }),
)
export type TRegister = z.input<typeof ZRegister>

export const ZLogin = z.strictObject({
  email: zEmail,
  password: z.string({ error: 'v.required' }).min(1, { error: 'v.required' }).max(128, { error: 'v.too_long' }),
})
export type TLogin = z.input<typeof ZLogin>

export const ZRefresh = z.strictObject({ refreshToken: z.string().min(20).max(200).optional() })
export const ZLogout = ZRefresh

export const ZForgotPassword = z.strictObject({ email: zEmail })
export type TForgotPassword = z.input<typeof ZForgotPassword>

export const zOtpCode = z
  .string({ error: 'v.required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'v.otp' })

export const ZResetPassword = withConfirmation(
  z.strictObject({
    email: zEmail,
    code: zOtpCode,
    password: zPassword,
    confirmPassword: z.string({ error: 'v.required' }).min(1, { error: 'v.required' }),
  }),
)
export type TResetPassword = z.input<typeof ZResetPassword>

export const ZChangePassword = withConfirmation(
  z.strictObject({
    oldPassword: z.string({ error: 'v.required' }).min(1, { error: 'v.required' }).max(128),
    password: zPassword,
    confirmPassword: z.string({ error: 'v.required' }).min(1, { error: 'v.required' }),
  }),
).refine((v) => v.oldPassword !== v.password, { error: 'v.password_same', path: ['password'] })
export type TChangePassword = z.input<typeof ZChangePassword>

/** A guest becoming a real account keeps its id and so its cart (issue 2). */
export const ZRegisterGuest = ZRegister
export type TRegisterGuest = TRegister

export const zRole = z.enum(ROLES)

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple', 'zalo'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Mobile clients post what the provider's SDK gave them; the web uses the redirect flow. */
export const ZSocialLogin = z.strictObject({
  access_token: z.string().min(10).max(4096).optional(),
  id_token: z.string().min(10).max(8192).optional(),
  code: z.string().min(4).max(2048).optional(),
  code_verifier: z.string().min(43).max(128).optional(),
  redirect_uri: z.url().optional(),
  userName: zUserName.optional(),
})
export type TSocialLogin = z.infer<typeof ZSocialLogin>

export const ZDeleteAccount = z.strictObject({
  password: z.string().max(128).optional(),
  reason: z.string().trim().max(300).optional(),
})
