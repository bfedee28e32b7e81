import { vietnamYear } from '@xinh/contracts'
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
  const data = {
    lang: info.lang,
    /** The language's catalogue as JSON text (parseCatalogue): one string is cheap to send. */
    messages: CATALOGUE_JSON[info.lang] as string | undefined,
    user,
    country: info.country,
    storeRegion: info.storeRegion,
    bases: env.bases,
    appStoreUrl: env.appStoreUrl,
    googlePlayUrl: env.googlePlayUrl,
    providers,
    cartCount,
    year: vietnamYear(),
  }
  // A document's server render reads it, its hydration data leaves it out (React Router encodes
  // enumerable properties only): the catalogue goes in the head (lib/i18n/document-catalogue.ts).
  if (info.document) Object.defineProperty(data, 'messages', { enumerable: false })
  return data
}
