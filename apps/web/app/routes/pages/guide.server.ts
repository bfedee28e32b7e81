import { type LoaderFunctionArgs, data } from 'react-router'
import { breadcrumbLd } from '#web/features/catalog/page.server.ts'
import { findGuide, GUIDES_UPDATED, guideCards, guidePath, guideShot } from '#web/features/pages/guides/index.ts'
import { pagesKit } from '#web/features/pages/page.server.ts'

/**
 * `/huong-dan/{mua-hang|ban-hang}/{slug}`: one guide in the reader's language, its real-screen
 * screenshot and the other guides of its group. An unknown guide is the 404 page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const guide = findGuide(params.group, params.slug)
  if (!guide) throw data(null, { status: 404 })
  const { info, origin, messages, meta } = pagesKit(request, context)
  const text = guide.text[info.lang]
  const url = `${origin}${guidePath(guide)}`
  const shot = guideShot(guide, info.lang)
  return {
    messages,
    guide: { group: guide.group, screen: guide.screen, shot, updated: GUIDES_UPDATED, ...text },
    related: guideCards(info.lang, guide.group).filter((c) => c.path !== guidePath(guide)),
    meta: meta({ title: `${text.title} – ${messages['pg.guides.title']} Xinh`, description: text.summary, url, image: `${origin}${shot}` }),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'HowTo',
        name: text.title,
        description: text.summary,
        inLanguage: info.lang,
        image: `${origin}${shot}`,
        step: text.steps.map((s, i) => ({ '@type': 'HowToStep', position: i + 1, name: s.title, text: s.body })),
      },
      breadcrumbLd([
        { name: messages['pg.guides.title'], url: `${origin}/huong-dan` },
        { name: text.title, url },
      ]),
    ],
  }
}
