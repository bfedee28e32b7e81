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
