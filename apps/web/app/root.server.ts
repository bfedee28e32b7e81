import type { LoaderFunctionArgs } from 'react-router'
import { publicEnv } from '#web/lib/env.server.ts'
import { CATALOGUES } from '#web/lib/i18n/catalogues.server.ts'
import { currentUser, requestInfo } from '#web/lib/session.server.ts'
import type { Providers } from '#web/lib/app-context.tsx'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const [user, providers] = await Promise.all([
    currentUser(info),
    info.api.get<Providers>('/community/v1/auth/providers').catch(() => ({ google: false, facebook: false, apple: false, zalo: false })),
  ])
  const env = publicEnv()
  return {
    lang: info.lang,
    messages: CATALOGUES[info.lang],
    user,
    country: info.country,
    storeRegion: info.storeRegion,
    bases: env.bases,
    appStoreUrl: env.appStoreUrl,
    googlePlayUrl: env.googlePlayUrl,
    providers,
    year: new Date().getFullYear(),
  }
}
