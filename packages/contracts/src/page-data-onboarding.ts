import type { TSellerRegistration } from './seller-onboarding.ts'

/**
 * Becoming a seller (`/become-seller` loader): the signed-in caller's own registration, like the
 * HTTP route it mirrors (401 for anyone not signed in).
 */
export interface OnboardingPageData {
  /** GET /api/v1/mobile/seller-registration */
  registration(): Promise<TSellerRegistration>
}
