import type { LoaderFunctionArgs } from 'react-router'
import { pagesKit } from '#web/features/pages/page.server.ts'

/** `/danh-sach` (spec §2 "/phan-anh-to-chuc-xa-hoi and /danh-sach social feedback"): the page frame; the list is the signed-in author's, read in the browser. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { origin, messages, meta } = pagesKit(request, context)
  return {
    messages,
    meta: [
      ...meta({ title: `${messages['pg.list.title']} – Xinh`, description: messages['pg.list.intro'], url: `${origin}/danh-sach` }),
      { name: 'robots', content: 'noindex' },
    ],
  }
}
