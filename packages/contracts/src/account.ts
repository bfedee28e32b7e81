import { z } from 'zod'
import { emptyToUndefined } from './common.ts'
import { PAYMENT_METHODS } from './constants.ts'

/**
 * Account areas of spec §2 (issue 16, helper acct): payment info (the bank account COD refunds are
 * transferred to) and the saved-voucher wallet's tabs. docs/api/account.md.
 */

/**
 * Banks a refund can be transferred to: the NAPAS/VietQR short codes and the names buyers know
 * them by. The code is what is stored; the name is shown.
 */
export const VN_BANKS = [
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'BIDV', name: 'BIDV' },
  { code: 'ICB', name: 'VietinBank' },
  { code: 'VBA', name: 'Agribank' },
  { code: 'TCB', name: 'Techcombank' },
  { code: 'MB', name: 'MB Bank' },
  { code: 'ACB', name: 'ACB' },
  { code: 'VPB', name: 'VPBank' },
  { code: 'TPB', name: 'TPBank' },
  { code: 'STB', name: 'Sacombank' },
  { code: 'HDB', name: 'HDBank' },
  { code: 'VIB', name: 'VIB' },
  { code: 'SHB', name: 'SHB' },
  { code: 'MSB', name: 'MSB' },
  { code: 'OCB', name: 'OCB' },
  { code: 'EIB', name: 'Eximbank' },
  { code: 'SEAB', name: 'SeABank' },
  { code: 'LPB', name: 'LPBank' },
  { code: 'NAB', name: 'Nam A Bank' },
  { code: 'BAB', name: 'Bac A Bank' },
  { code: 'ABB', name: 'ABBANK' },
  { code: 'VCCB', name: 'BVBank' },
  { code: 'PVCB', name: 'PVcomBank' },
  { code: 'KLB', name: 'KienlongBank' },
  { code: 'SGICB', name: 'Saigonbank' },
  { code: 'VAB', name: 'VietABank' },
  { code: 'NCB', name: 'NCB' },
  { code: 'PGB', name: 'PGBank' },
  { code: 'CAKE', name: 'Cake by VPBank' },
  { code: 'TIMO', name: 'Timo' },
] as const
export type VnBankCode = (typeof VN_BANKS)[number]['code']
export const VN_BANK_CODES = VN_BANKS.map((b) => b.code) as unknown as readonly [VnBankCode, ...VnBankCode[]]
export const bankName = (code: string) => VN_BANKS.find((b) => b.code === code)?.name ?? code

/**
 * A holder name the way Vietnamese banks print it: capitals without diacritics ("Nguyễn Thị Ánh"
 * → "NGUYEN THI ANH"). Applied as the buyer types and again on the server.
 */
export function bankHolderName(input: string) {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** A bank account to transfer a refund to. */
export const ZBankAccountInput = z.strictObject({
  bank_code: z.enum(VN_BANK_CODES, { error: 'v.required' }),
  account_number: z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .regex(/^\d{6,19}$/, { error: 'v.bank_account' }),
  holder_name: z
    .string({ error: 'v.required' })
    .transform(bankHolderName)
    .pipe(
      z
        .string()
        .min(1, { error: 'v.required' })
        .max(50, { error: 'v.too_long' })
        .regex(/^[A-Z ]+$/, { error: 'v.bank_holder' }),
    ),
})
export type TBankAccountInput = z.input<typeof ZBankAccountInput>
export const ZBankAccount = z.object({
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  holder_name: z.string(),
})
export type TBankAccount = z.infer<typeof ZBankAccount>

/** `PUT /community/v1/profile/payment-info`: the refund bank account (saved once, replaced when changed). */
export const ZPaymentInfoInput = z.strictObject({ bank_account: ZBankAccountInput })

/** A payment method the buyer used on their orders (not cancelled before payment): how often and when last. */
export const ZUsedPaymentMethod = z.object({
  method: z.enum(PAYMENT_METHODS),
  orders: z.number(),
  last_used_at: z.string(),
})
export type TUsedPaymentMethod = z.infer<typeof ZUsedPaymentMethod>

/** `GET /community/v1/profile/payment-info` (the owner only). */
export const ZPaymentInfo = z.object({
  bank_account: ZBankAccount.nullable(),
  updated_at: z.string().nullable(),
  used_methods: z.array(ZUsedPaymentMethod),
})
export type TPaymentInfo = z.infer<typeof ZPaymentInfo>

// ----- the saved-voucher wallet (spec §7 GET api/v1/mobile/voucher-buyer) ---------------------------

/**
 * The wallet's tabs: `usable` (running or upcoming, uses left for this buyer), `used` (the buyer
 * used up their own uses), `expired` (ended, or nothing left of its quantity or budget).
 */
export const WALLET_TABS = ['usable', 'used', 'expired'] as const
export type WalletTab = (typeof WALLET_TABS)[number]
export const ZWalletQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(60).default(6),
  /** Additive filter (spec §7 names page and limit): without it, every saved voucher, usable first. */
  status: z.preprocess(emptyToUndefined, z.enum(WALLET_TABS, { error: 'v.invalid' }).optional()),
})
export type TWalletQuery = z.infer<typeof ZWalletQuery>
export const ZWalletCounts = z.object({ usable: z.number(), used: z.number(), expired: z.number() })
export type TWalletCounts = z.infer<typeof ZWalletCounts>

export type { AccountPageData } from './page-data-account.ts'
