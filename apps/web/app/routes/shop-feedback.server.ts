import type { LoaderFunctionArgs } from 'react-router'
import { notFoundOnMissing, requireId } from '#web/features/catalog/api.server.ts'
import { CATALOGUES } from '#web/lib/i18n/catalogues.server.ts'
import { createTranslator } from '#web/lib/i18n/index.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/**
 * `/shop-feedback/{id}` (spec §2; id = the shop): the shop's name and avatar above the feedback
 * form. An unknown or closed shop is the 404 page. Visitors see the page and a sign-in prompt.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = requireId(params.id)
  const info = requestInfo(request, context)
  const shop = await info.data.shops.profile(id).catch(notFoundOnMissing)
  const t = createTranslator(info.lang, CATALOGUES[info.lang])
  return { shop: { _id: shop._id, name: shop.name, avatar: shop.avatar }, title: `${t('acct.sf_title')} – ${shop.name}` }
}
