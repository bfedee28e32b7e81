import type { LoaderFunctionArgs } from 'react-router'
import { guideCards } from '#web/features/pages/guides/index.ts'
import { pagesKit } from '#web/features/pages/page.server.ts'

/** `/huong-dan` (spec §2 Guides): the buying and the selling guides, each with its summary. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, origin, messages, meta } = pagesKit(request, context)
  return {
    messages,
    cards: guideCards(info.lang),
    meta: meta({
      title: `${messages['pg.guides.title']} – Xinh`,
      description: messages['pg.guides.seo_description'],
      url: `${origin}/huong-dan`,
    }),
  }
}
