import type { LoaderFunctionArgs } from 'react-router'
import { publicEnv } from '#web/lib/env.server.ts'
import { CATALOGUE_JSON } from '#web/lib/i18n/catalogues.server.ts'
import { currentUser, type RequestInfo, requestInfo } from '#web/lib/session.server.ts'
import type { Providers } from '#web/lib/app-context.tsx'

const cartCountOf = (info: RequestInfo) =>
  info.data.cart
    .count()
    .then((r) => r.data)
    .catch(() => 0)

export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const [user, providers, cartCount] = await Promise.all([
    currentUser(info),
    info.data.providers().catch((): Providers => ({ google: false, facebook: false, apple: false, zalo: false })),
    // the header's cart count, for a signed-in or guest session (one indexed count)
    info.hasSession ? cartCountOf(info) : 0,
  ])
  const env = publicEnv()
  return {
    lang: info.lang,
    /**
     * The language's catalogue as JSON text (parseCatalogue), for client navigations only: a
     * document carries it in its head instead (lib/i18n/document-catalogue.ts).
     */
    messages: info.document ? undefined : CATALOGUE_JSON[info.lang],
    user,
    country: info.country,
    storeRegion: info.storeRegion,
    bases: env.bases,
    appStoreUrl: env.appStoreUrl,
    googlePlayUrl: env.googlePlayUrl,
    providers,
    cartCount,
    year: new Date().getFullYear(),
  }
}
