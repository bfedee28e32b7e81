import type { LoaderFunctionArgs } from 'react-router'
import { CATALOGUES } from '#web/lib/i18n/catalogues.server.ts'
import { createTranslator } from '#web/lib/i18n/index.ts'
import { requireUser } from '#web/lib/session.server.ts'

/**
 * `/trang-ca-nhan/danh-gia?tab=&page=` (spec §2 account area "product reviews"; the path follows
 * the other account areas' Vietnamese slugs): the buyer's reviews, or the items still waiting for one.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info } = await requireUser(request, context)
  const url = new URL(request.url)
  const tab = url.searchParams.get('tab') === 'cho-danh-gia' ? 'waiting' : 'mine'
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 1000)
  const [mine, waiting] = await Promise.all([
    info.data.reviews.mine({ page, limit: 10 }),
    info.data.reviews.reviewable({ unreviewed: true }),
  ])
  const t = createTranslator(info.lang, CATALOGUES[info.lang])
  return { tab, mine, waiting, title: t('rv.my_title') }
}
