import { z } from 'zod'
import { emptyToUndefined, ZPagedEnvelope, zId } from './common.ts'
import type { PaymentMethod } from './constants.ts'
import type { Lang } from './locale.ts'

/** Issue 5 — the seller's money ledger (docs/api/ledger.md). */

/** Decree 117/2025: household and individual sellers have tax withheld; companies declare their own. */
export const SELLER_BUSINESS_TYPES = ['individual', 'household', 'company'] as const
export type SellerBusinessType = (typeof SELLER_BUSINESS_TYPES)[number]

/** Ledger line kinds. Amounts are signed from the seller's side: + owed to the seller, − taken. */
export const LEDGER_KINDS = [
  'revenue',
  'platform_fee',
  'payment_fee',
  'voucher_cofunding',
  'tax_vat',
  'tax_pit',
  'refund',
  'compensation',
  'payout',
  // aff (issue 18): a KOL's commission on the order, taken from the seller (reversed by a cancel or return)
  'affiliate_commission',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/** pending until the return window closes, then available, then paid out. */
export const LEDGER_STATUSES = ['pending', 'available', 'paid_out'] as const
export type LedgerStatus = (typeof LEDGER_STATUSES)[number]

// ----- rates (docs/api/ledger.md "Rates"; amounts in basis points: 100 bps = 1 %) --------------

/**
 * The ledger's rates. Every percentage is in basis points so the server computes with integers.
 * - platform fee: spec §9 "seller fee 3 percent of revenue, free in the first year";
 * - payment fee: the gateway's cost passed on to the seller, per method (COD costs nothing to
 *   collect for the seller here: the carrier's COD fee is part of shipping). The rates are typical
 *   published Vietnamese gateway tariffs (domestic NAPAS card ≈ 1 %, QR ≈ 0.8–1 %, Visa/Mastercard
 *   ≈ 2.3–2.5 %; MoMo publishes none, 1.5 % sits between QR and cards) and are to be replaced by
 *   the contracted ones; spec §9 "payment fee free for a year if settlement is regular";
 * - tax: Decree 117/2025, a platform with a payment function withholds, for household and
 *   individual sellers of goods, 1 % VAT and 0.5 % PIT per transaction; companies declare their own.
 */
export const LEDGER_RATES = {
  platformFeeBps: 300,
  paymentFeeBps: { COD: 0, VNPAY: 100, BANK_CARD: 100, VISA: 250, MOMO: 150 },
  vatBps: 100,
  pitBps: 50,
  /** Platform and payment fees are waived while the shop is younger than this (spec §9). */
  feeFreeMonths: 12,
  /** Funds stay pending this long after the return window closes (a return asked at the last minute). */
  releaseMarginDays: 1,
  /** When no item's product is known any more: the longest return period the spec allows (§9: 1–14 days). */
  fallbackReturnDays: 14,
} as const satisfies {
  platformFeeBps: number
  paymentFeeBps: Record<PaymentMethod, number>
  vatBps: number
  pitBps: number
  feeFreeMonths: number
  releaseMarginDays: number
  fallbackReturnDays: number
}

/** Business types whose tax is withheld by the platform (Decree 117/2025). */
export const WITHHELD_BUSINESS_TYPES: readonly SellerBusinessType[] = ['individual', 'household']

// ----- labels ----------------------------------------------------------------------------------

export const LEDGER_KIND_LABELS: Record<LedgerKind, Record<Lang, string>> = {
  revenue: { vi: 'Doanh thu đơn hàng', en: 'Order revenue', ko: '주문 매출' },
  platform_fee: { vi: 'Phí dịch vụ sàn (3%)', en: 'Platform fee (3%)', ko: '플랫폼 수수료 (3%)' },
  payment_fee: { vi: 'Phí thanh toán', en: 'Payment fee', ko: '결제 수수료' },
  voucher_cofunding: { vi: 'Xinh tài trợ voucher', en: 'Platform voucher co-funding', ko: '플랫폼 바우처 지원금' },
  tax_vat: { vi: 'Thuế GTGT khấu trừ (1%)', en: 'VAT withheld (1%)', ko: '부가가치세 원천징수 (1%)' },
  tax_pit: { vi: 'Thuế TNCN khấu trừ (0,5%)', en: 'Personal income tax withheld (0.5%)', ko: '개인소득세 원천징수 (0.5%)' },
  refund: { vi: 'Hoàn tiền cho người mua', en: 'Refund to the buyer', ko: '구매자 환불' },
  compensation: {
    vi: 'Bồi thường cho người mua (cam kết hàng chính hãng)',
    en: 'Compensation to the buyer (authentic-goods guarantee)',
    ko: '구매자 보상 (정품 보증)',
  },
  payout: { vi: 'Chuyển tiền về tài khoản ngân hàng', en: 'Payout to the bank account', ko: '은행 계좌로 정산' },
  affiliate_commission: { vi: 'Hoa hồng tiếp thị liên kết (KOL)', en: 'Affiliate (KOL) commission', ko: '제휴(KOL) 수수료' },
}

/** Notes stored on lines as codes and shown in the reader's language. */
export const LEDGER_MEMOS = {
  fees_waived_first_year: {
    vi: 'Miễn phí dịch vụ sàn và phí thanh toán trong năm đầu tiên của shop',
    en: "Platform and payment fees waived in the shop's first year",
    ko: '상점 첫해에는 플랫폼 및 결제 수수료 면제',
  },
  return_reversal: {
    vi: 'Điều chỉnh theo yêu cầu trả hàng',
    en: 'Adjusted for a return',
    ko: '반품에 따른 조정',
  },
} as const satisfies Record<string, Record<Lang, string>>
export type LedgerMemo = keyof typeof LEDGER_MEMOS

export function ledgerMemoText(memo: string | null, lang: Lang): string | null {
  if (!memo) return null
  return Object.hasOwn(LEDGER_MEMOS, memo) ? LEDGER_MEMOS[memo as LedgerMemo][lang] : memo
}

// ----- API (GET/PUT /api/v1/seller/finance/...) ------------------------------------------------

export const ZLedgerBalance = z.object({
  /** Waiting for the return window to close (or an open return). */
  pending: z.number(),
  /** Released; paid out by the next daily payout when positive (a negative balance is carried over). */
  available: z.number(),
  /** Everything transferred to the shop's bank account so far. */
  paid_out: z.number(),
  /** Net goods sales: revenue + voucher co-funding − refunds (before fees and taxes), all time. */
  total_revenue: z.number(),
  /** When the next pending funds are due for release; null when none are waiting. */
  next_release_at: z.string().nullable(),
})
export type TLedgerBalance = z.infer<typeof ZLedgerBalance>

export const ZLedgerEntriesQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(LEDGER_STATUSES, { error: 'v.invalid' }).optional(),
  kind: z.enum(LEDGER_KINDS, { error: 'v.invalid' }).optional(),
  order_id: zId.optional(),
})
export type TLedgerEntriesQuery = z.infer<typeof ZLedgerEntriesQuery>

export const ZLedgerEntry = z.object({
  _id: z.string(),
  order_id: z.string().nullable(),
  order_code: z.string().nullable(),
  kind: z.enum(LEDGER_KINDS),
  kind_label: z.string(),
  /** Signed from the seller's side: + owed to the seller, − taken. Integer VND. */
  amount: z.number(),
  status: z.enum(LEDGER_STATUSES),
  available_at: z.string().nullable(),
  created_at: z.string(),
  memo: z.string().nullable(),
})
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>
export const ZLedgerEntryList = ZPagedEnvelope(ZLedgerEntry)

/** A calendar month in Vietnam time (UTC+7), e.g. 2026-11. */
export const zMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'v.invalid' })
export const ZLedgerStatementQuery = z.object({ month: zMonth.optional() })
export type TLedgerStatementQuery = z.infer<typeof ZLedgerStatementQuery>

export const ZLedgerStatement = z.object({
  month: z.string(),
  /** The sum of the month's lines by kind (every kind present, 0 when none). */
  totals: z.record(z.enum(LEDGER_KINDS), z.number()),
  /** What the month earned: every line except payouts. */
  net: z.number(),
  /** Orders whose lines were written that month (completed, or refunded before completion). */
  orders: z.number(),
})
export type TLedgerStatement = z.infer<typeof ZLedgerStatement>

export const ZLedgerPayout = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.string(),
  /** How many ledger lines the payout settled. */
  entries: z.number(),
  created_at: z.string(),
})
export type TLedgerPayout = z.infer<typeof ZLedgerPayout>
export const ZLedgerPayoutQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export const ZLedgerPayoutList = ZPagedEnvelope(ZLedgerPayout)

const zBankText = (max: number) =>
  z.string({ error: 'v.required' }).trim().min(2, { error: 'v.required' }).max(max, { error: 'v.too_long' })

/**
 * The shop's finance profile. The three bank fields go together: all set (payouts go there) or
 * all empty (payouts wait until they are set).
 */
export const ZSellerAccountInput = z
  .strictObject({
    business_type: z.enum(SELLER_BUSINESS_TYPES, { error: 'v.invalid' }),
    bank_name: z.preprocess(emptyToUndefined, zBankText(100).nullish()),
    bank_account_number: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: 'v.invalid' })
        .trim()
        .regex(/^\d{6,20}$/, { error: 'v.invalid' })
        .nullish(),
    ),
    bank_account_name: z.preprocess(emptyToUndefined, zBankText(100).nullish()),
  })
  .superRefine((v, ctx) => {
    const bank = ['bank_name', 'bank_account_number', 'bank_account_name'] as const
    if (bank.every((k) => v[k] == null)) return
    for (const k of bank) if (v[k] == null) ctx.addIssue({ code: 'custom', message: 'v.required', path: [k] })
  })
export type TSellerAccountInput = z.infer<typeof ZSellerAccountInput>

export const ZSellerAccount = z.object({
  business_type: z.enum(SELLER_BUSINESS_TYPES),
  bank_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_account_name: z.string().nullable(),
  /** Whether tax is withheld on this shop's orders (Decree 117/2025). */
  tax_withheld: z.boolean(),
})
export type TSellerAccount = z.infer<typeof ZSellerAccount>

// ----- seller centre (issue 13): payout requests and statement downloads -------------------------

/** GET /api/v1/seller/finance/statements/download?month=YYYY-MM: one month's statement as an .xlsx workbook. */
export const ZLedgerStatementDownloadQuery = z.object({ month: zMonth })
export type TLedgerStatementDownloadQuery = z.infer<typeof ZLedgerStatementDownloadQuery>
