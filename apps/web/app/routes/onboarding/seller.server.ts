import type { LoaderFunctionArgs } from 'react-router'
import { ONBOARDING_CATALOGUE } from '#web/features/onboarding/i18n/catalogue.server.ts'
import { FAQ } from '#web/features/onboarding/landing-content.ts'
import { pageKit } from '#web/features/catalog/page.server.ts'
import { type Seo, seoMeta } from '#web/features/catalog/seo.server.ts'
import { areaMessages } from '#web/lib/i18n/areas.tsx'
// pages (issue 18): the landing contact form's strings
import { PAGES_CATALOGUE } from '#web/features/pages/i18n/catalogue.server.ts'

/**
 * `/seller`: the landing page for prospective sellers (spec §1, §9 fees). The same HTML for every
 * visitor in a language, so it is served from the page cache; its strings come with this loader.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, origin } = pageKit(request, context)
  const messages = areaMessages(ONBOARDING_CATALOGUE, info.lang)
  const m = (key: keyof typeof messages) => messages[key]
  const url = `${origin}/seller`
  const seo: Seo = { title: m('ob.landing.seo_title'), description: m('ob.landing.seo_description'), url }
  const organization = { '@type': 'Organization', '@id': `${origin}/#organization`, name: 'Xinh', url: `${origin}/` }
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      '@id': url,
      url,
      name: seo.title,
      description: seo.description,
      inLanguage: info.lang,
      publisher: organization,
      potentialAction: { '@type': 'RegisterAction', target: `${origin}/become-seller`, name: m('ob.landing.cta') },
    },
    { '@context': 'https://schema.org', ...organization },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: FAQ.map(({ q, a }) => ({ '@type': 'Question', name: m(q), acceptedAnswer: { '@type': 'Answer', text: m(a) } })),
    },
  ]
  return {
    meta: seoMeta({ ...seo, lang: info.lang }),
    jsonLd,
    messages,
    contactMessages: Object.fromEntries(
      Object.entries(areaMessages(PAGES_CATALOGUE, info.lang)).filter(([key]) => key.startsWith('pg.contact.')),
    ),
  }
}
