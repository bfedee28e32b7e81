import type { OnboardingKey } from './i18n/index.ts'

/** The landing page's questions, in order: shown on the page and given to search engines (FAQPage). */
export const FAQ: Array<{ q: OnboardingKey; a: OnboardingKey }> = [
  { q: 'ob.faq.who_q', a: 'ob.faq.who_a' },
  { q: 'ob.faq.fees_q', a: 'ob.faq.fees_a' },
  { q: 'ob.faq.time_q', a: 'ob.faq.time_a' },
  { q: 'ob.faq.rejected_q', a: 'ob.faq.rejected_a' },
  { q: 'ob.faq.payout_q', a: 'ob.faq.payout_a' },
]

/** spec §9 fees, each with its value, what it is and when it is free. */
export const FEES: Array<{ value: OnboardingKey; title: OnboardingKey; body: OnboardingKey }> = [
  { value: 'ob.landing.fee_service_value', title: 'ob.landing.fee_service_title', body: 'ob.landing.fee_service_body' },
  { value: 'ob.landing.fee_payment_value', title: 'ob.landing.fee_payment_title', body: 'ob.landing.fee_payment_body' },
  { value: 'ob.landing.fee_ads_value', title: 'ob.landing.fee_ads_title', body: 'ob.landing.fee_ads_body' },
]

export const STEPS: Array<{ title: OnboardingKey; body: OnboardingKey }> = [
  { title: 'ob.landing.step1_title', body: 'ob.landing.step1_body' },
  { title: 'ob.landing.step2_title', body: 'ob.landing.step2_body' },
  { title: 'ob.landing.step3_title', body: 'ob.landing.step3_body' },
  { title: 'ob.landing.step4_title', body: 'ob.landing.step4_body' },
]
