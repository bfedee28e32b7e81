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
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/** pending until the return window closes, then available, then paid out. */
export const LEDGER_STATUSES = ['pending', 'available', 'paid_out'] as const
export type LedgerStatus = (typeof LEDGER_STATUSES)[number]
