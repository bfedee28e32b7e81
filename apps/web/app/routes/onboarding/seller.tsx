import { BadgePercent, CreditCard, Megaphone } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { useOnboardingT } from '#web/features/onboarding/i18n/index.ts'
import { FAQ, FEES, STEPS } from '#web/features/onboarding/landing-content.ts'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
// pages (issue 18): the landing contact form
import { ContactSection } from '#web/features/pages/contact-section.tsx'
import type { Route } from './+types/seller.ts'
import type { loader as sellerLoader } from './seller.server.ts'

export { loader } from './seller.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

const FEE_ICONS = [BadgePercent, CreditCard, Megaphone]

/** `/seller` — why and how to sell on Xinh: fees (spec §9), the four steps, FAQ, a call to action. */
export default function SellerLanding() {
  const { jsonLd, messages, contactMessages } = useLoaderData<typeof sellerLoader>()
  return (
    <I18nArea messages={messages}>
      {jsonLd.map((ld) => (
        <JsonLd key={ld['@type'] as string} data={ld} />
      ))}
      <Landing />
      <I18nArea messages={contactMessages}>
        <div className="mx-auto max-w-5xl pb-8">
          <ContactSection source="seller" />
        </div>
      </I18nArea>
    </I18nArea>
  )
}

function Landing() {
  const t = useOnboardingT()
  const cta = (
    <Link
      to="/become-seller"
      className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-600 px-6 text-base font-semibold text-white hover:bg-brand-700"
    >
      {t('ob.landing.cta')}
    </Link>
  )
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-12 pb-8">
      <section className="rounded-2xl bg-gradient-to-br from-brand-50 to-white px-5 py-10 text-center ring-1 ring-brand-100 sm:px-10 sm:py-14">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t('ob.landing.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t('ob.landing.title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-base text-neutral-700 sm:text-lg">{t('ob.landing.subtitle')}</p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          {cta}
          <Link
            to="/chinh-sach/phi-dich-vu"
            className="min-h-11 px-3 py-3 text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('ob.landing.fees_link')}
          </Link>
        </div>
      </section>

      <section aria-labelledby="fees">
        <h2 id="fees" className="mb-4 text-2xl font-bold">
          {t('ob.landing.fees_title')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {FEES.map((fee, i) => {
            const Icon = FEE_ICONS[i] ?? BadgePercent
            return (
              <li key={fee.title} className="flex flex-col gap-2 rounded-xl bg-white p-5 shadow-sm ring-1 ring-neutral-200">
                <Icon aria-hidden className="size-6 text-brand-600" />
                <h3 className="font-semibold text-neutral-800">{t(fee.title)}</h3>
                <p className="text-2xl font-bold text-neutral-900">{t(fee.value)}</p>
                <p className="text-sm text-neutral-700">{t(fee.body)}</p>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="how">
        <h2 id="how" className="mb-4 text-2xl font-bold">
          {t('ob.landing.how_title')}
        </h2>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step.title} className="flex gap-3 rounded-xl bg-white p-4 ring-1 ring-neutral-200">
              <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold">{t(step.title)}</h3>
                <p className="mt-1 text-sm text-neutral-700">{t(step.body)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="faq">
        <h2 id="faq" className="mb-4 text-2xl font-bold">
          {t('ob.landing.faq_title')}
        </h2>
        <div className="divide-y divide-neutral-200 rounded-xl bg-white ring-1 ring-neutral-200">
          {FAQ.map(({ q, a }) => (
            <details key={q} className="group p-4">
              <summary className="min-h-8 cursor-pointer list-inside font-semibold marker:text-brand-600">{t(q)}</summary>
              <p className="mt-2 text-sm leading-relaxed text-neutral-700">{t(a)}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="flex flex-col items-center gap-3 rounded-2xl bg-neutral-900 px-5 py-10 text-center text-white">
        <h2 className="text-2xl font-bold">{t('ob.landing.final_title')}</h2>
        <p className="max-w-xl text-sm text-neutral-200">{t('ob.landing.final_body')}</p>
        {cta}
      </section>
    </div>
  )
}
