/** Business constants of spec §9 that the foundation needs; later issues add theirs here. */
export const PAGING = {
  productsPerPage: 8,
  vouchersPerPage: 6,
  chatHistoryPageSize: 20,
  feedbacksLimit: 10,
  bookmarksLimit: 20,
} as const

export const OTP = {
  length: 6,
  ttlSeconds: 10 * 60,
  resendAfterSeconds: 60,
  maxSendsPerHour: 5,
  maxAttempts: 5,
} as const

export const ACCOUNT = {
  /** spec §6: seller accounts are deleted within 15–20 working days. */
  sellerDeletionMinWorkingDays: 15,
  sellerDeletionMaxWorkingDays: 20,
  passwordMinLength: 8,
  userNameMin: 2,
  userNameMax: 40,
} as const

export const ROLES = ['buyer', 'seller', 'admin', 'system', 'kol', 'affiliate_admin'] as const
export type Role = (typeof ROLES)[number]

/** spec §3: gender 1 male, 2 female, anything else unisex/other. */
export const GENDERS = { male: 1, female: 2, other: 3 } as const

export const UPLOAD = {
  avatarMaxBytes: 5 * 1024 * 1024,
  identityCardMaxBytes: 8 * 1024 * 1024,
  imageMimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as readonly string[],
} as const

/** spec §3: payment method ids (5 = all). Online methods are wired by the payments issue. */
export const PAYMENT_METHODS = ['COD', 'MOMO', 'VNPAY', 'VISA', 'BANK_CARD'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** spec §3: shipping methods (2 = all); EXPRESS is GHTK's same-day service, flagged express. */
export const SHIPPING_METHODS = ['GHTK', 'VIETTEL_POST', 'EXPRESS'] as const
export type ShippingMethod = (typeof SHIPPING_METHODS)[number]
/** Carriers named in voucher conditions (spec §3 "GHTK, Viettel Post"). */
export const CARRIERS = ['GHTK', 'VIETTEL_POST'] as const

/** spec §4 order statuses, in lifecycle order. */
export const ORDER_STATUSES = [
  'pending',
  'waiting_approval',
  'awaiting_confirmation',
  'preparing',
  'to_ship',
  'shipping',
  'delivered',
  'cancel_pending',
  'cancelled',
  'completed',
  'return_refund',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const VOUCHER_KINDS = ['platform', 'shop', 'cashback'] as const
export const VOUCHER_TYPES = ['price', 'percent'] as const
export const VOUCHER_CLASSIFY = ['free_shipping', 'other'] as const
export const VOUCHER_TARGETS = ['system', 'kol', 'unique_code', 'introduced', 'shop', 'product', 'newbie', 'all'] as const

/** spec §5/§9 commerce limits. */
export const COMMERCE = {
  /** Unpaid online orders are cancelled after this many days (configurable on the server). */
  unpaidAutoCancelDays: 1,
  /** Delivered orders complete on their own after this many days if the buyer does not confirm. */
  autoCompleteDays: 7,
  promotionMaxPercent: 80,
  promotionDescriptionMax: 150,
  voucherNameMax: 40,
  voucherCodeMax: 9,
  /** spec §9: the first-purchase voucher for new users. */
  newbieVoucherValue: 100_000,
  cartQuantityMax: 999,
  cartItemsMax: 200,
} as const
