import { z } from 'zod'
import { zEmail, zOtpCode } from './auth.ts'
import { zPhone } from './profile.ts'

export const ZVerifyPhoneQuery = z.strictObject({ phone: zPhone })
export const ZVerifyEmailQuery = z.strictObject({ email: zEmail.optional() })
export const ZVerifyConfirm = z.strictObject({ code: zOtpCode })

// Citizen ID (CCCD): 12 digits, the first three a province code 001–096 (INTEGRATIONS.md).
export const zCitizenId = z
  .string({ error: 'v.required' })
  .trim()
  .refine((s) => /^\d{12}$/.test(s) && Number(s.slice(0, 3)) >= 1 && Number(s.slice(0, 3)) <= 96, { error: 'v.id_number' })

export const ZOtpSent = z.object({ sent: z.literal(true), expires_in: z.number(), resend_after: z.number() })
