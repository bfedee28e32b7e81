import { publicReasons } from '@xinh/contracts/social-feedback'
import type { LoaderFunctionArgs } from 'react-router'
import { pagesKit } from '#web/features/pages/page.server.ts'

/**
 * `/phan-anh-to-chuc-xa-hoi` (spec §2): the social-organisation feedback form. The same HTML for
 * every visitor in a language (the form asks to log in on the client), the topics from the
 * `feedback` reasons of `GET /api/v1/public/reasons`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, origin, messages, meta } = pagesKit(request, context)
  return {
    messages,
    reasons: publicReasons('feedback', info.lang),
    meta: meta({
      title: `${messages['pg.sf.title']} – Xinh`,
      description: messages['pg.sf.seo_description'],
      url: `${origin}/phan-anh-to-chuc-xa-hoi`,
    }),
  }
}
