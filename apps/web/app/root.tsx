import { type Lang, type TUserProfile, USER_STATE_PATHS } from '@xinh/contracts'
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from 'react-router'
import { AssistantLauncher } from '#web/features/assistant/launcher.tsx'
import { ConsentGate } from '#web/features/consent/gate.tsx'
import { BottomBar } from '#web/features/layout/bottom-bar.tsx'
import { Footer } from '#web/features/layout/footer.tsx'
import { Header } from '#web/features/layout/header.tsx'
import { RegionNotice } from '#web/features/layout/region-notice.tsx'
import { TrackingBoot } from '#web/features/tracking/tracking-boot.tsx'
import { createApiClient } from '#web/lib/api.ts'
import { AppContext, type AppState, type AuthMode } from '#web/lib/app-context.tsx'
import { ensureDeviceId, ensureSessionId, writeCookie } from '#web/lib/client-identity.ts'
import { LANG_CHOSEN_COOKIE, LANG_COOKIE } from '#web/lib/cookies.ts'
import { I18nContext, createTranslator, parseCatalogue } from '#web/lib/i18n/index.ts'
import { documentCatalogue } from '#web/lib/i18n/document-catalogue.ts'
import { useNonce } from '#web/lib/nonce.tsx'
import { preloadIslands } from '#web/ui/island.tsx'
import { ToastProvider } from '#web/ui/toast.tsx'
import type { loader as rootLoader } from './root.server.ts'

export { loader } from './root.server.ts'

// Forms and their validation load on first use: most page views never open them.
const AuthModals = lazy(() => import('#web/features/account/auth-modals.tsx').then((m) => ({ default: m.AuthModals })))

// No stylesheet link: app.css is inlined into every page's head by entry.server.tsx (one
// render-blocking request fewer on a phone's first visit).
export const links = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

/** From the first client-side navigation on, the islands' code loads alongside the next page's data (once). */
function IslandPreloader() {
  const busy = useNavigation().state !== 'idle'
  useEffect(() => {
    if (busy) preloadIslands()
  }, [busy])
  return null
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  const nonce = useNonce()
  // The layout's effect runs after every route's own (parents' effects run last), on error pages too:
  // journeys' navigations wait for this mark before using a control that needs the page's code.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), [])
  return (
    // suppressHydrationWarning: the font script (entry.server.tsx, lib/brand-font.ts) may have set data-xf on <html>, the app data-hydrated
    <html lang={data?.lang ?? 'vi'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#e11d48" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh font-sans">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const data = useLoaderData<typeof rootLoader>()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  // a hydrating document's catalogue is in its head (lib/i18n/document-catalogue.ts)
  const messages = data.messages ?? documentCatalogue()
  const t = useMemo(() => createTranslator(data.lang, parseCatalogue(messages)), [data.lang, messages])
  const ids = useRef<{ deviceId?: string; sessionId?: string }>({})
  const [authMode, setAuthMode] = useState<AuthMode | null>(null)
  const [authLoaded, setAuthLoaded] = useState(false)
  const [cartCount, setCartCount] = useState(data.cartCount)
  useEffect(() => setCartCount(data.cartCount), [data.cartCount])
  const [params] = useSearchParams()
  const openAuth = useCallback((mode: AuthMode | null) => {
    if (mode) setAuthLoaded(true)
    setAuthMode(mode)
  }, [])

  useEffect(() => {
    ids.current.sessionId = ensureSessionId()
    void ensureDeviceId().then((id) => {
      ids.current.deviceId = id
    })
  }, [])

  const api = useMemo(
    () =>
      createApiClient({
        bases: data.bases,
        headers: () => ({ lang: data.lang, country: data.country, ...ids.current }),
        fetch: (url, init) => fetch(url, init),
      }),
    [data.bases, data.lang, data.country],
  )

  // affweb (issue 18): a visitor arriving through a KOL's link (?click_id=): the click is recorded (its code loads only then)
  const clickId = params.get('click_id')
  useEffect(() => {
    if (clickId) void import('#web/features/affiliate/click.ts').then((m) => m.recordClick(api, clickId, window.location.pathname))
  }, [clickId, api])

  const refresh = useCallback(async () => {
    await revalidator.revalidate()
  }, [revalidator])
  // pixels (issue 18): after a profile, shop or role change the server refreshes what it holds of the user first
  const refreshUser = useCallback(async () => {
    await api.post(USER_STATE_PATHS.refresh).catch(() => undefined)
    await revalidator.revalidate()
  }, [api, revalidator])

  const setLang = useCallback(
    async (lang: Lang, options: { chosen?: boolean } = {}) => {
      writeCookie(LANG_COOKIE, lang, 60 * 60 * 24 * 365)
      if (options.chosen) writeCookie(LANG_CHOSEN_COOKIE, '1', 60 * 60 * 24 * 365)
      // pages (issue 18): a page opened as its `?hl=` variant follows the chosen language without it
      const url = new URL(window.location.href)
      if (url.searchParams.has('hl')) {
        url.searchParams.delete('hl')
        await navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true })
        return
      }
      await revalidator.revalidate()
    },
    [revalidator, navigate],
  )

  // A guest's session on a public page: the page came from the shared cache, as to anyone
  // signed out, so the guest's own bits (who they are, their cart count) are asked for here.
  const [guest, setGuest] = useState<TUserProfile | null>(null)
  useEffect(() => {
    if (data.user || !document.cookie.split(/;\s*/).includes('xinh_guest=1')) {
      setGuest(null)
      return
    }
    let live = true
    void Promise.all([api.get<TUserProfile>('/community/v1/profile/me'), api.get<{ data: number }>('/api/v1/mobile/carts/count')])
      .then(([me, count]) => {
        if (!live) return
        setGuest(me)
        setCartCount(count.data)
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [data, api])

  const state: AppState = {
    user: data.user ?? guest,
    lang: data.lang,
    country: data.country,
    storeRegion: data.storeRegion,
    bases: data.bases,
    api,
    providers: data.providers,
    cartCount,
    setCartCount,
    openAuth,
    refresh,
    refreshUser,
    setLang,
  }

  return (
    <I18nContext.Provider value={t}>
      <AppContext.Provider value={state}>
        <ToastProvider>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2"
          >
            {t('skip_to_content')}
          </a>
          <Header cartCount={cartCount} />
          <main id="main" className="mx-auto min-h-[60vh] w-full max-w-6xl px-3 pt-4 pb-28 sm:px-4 md:pb-12">
            <Outlet />
          </main>
          <Footer appStoreUrl={data.appStoreUrl} googlePlayUrl={data.googlePlayUrl} year={data.year} />
          <BottomBar appStoreUrl={data.appStoreUrl} googlePlayUrl={data.googlePlayUrl} />
          <RegionNotice />
          <AssistantLauncher />
          <ConsentGate />
          <IslandPreloader />
          {/* track (issue 18): the tracking client, loaded when the page is idle */}
          <TrackingBoot />
          {(authLoaded || params.has('login_error')) && (
            <Suspense fallback={null}>
              <AuthModals mode={authMode} onModeChange={openAuth} />
            </Suspense>
          )}
        </ToastProvider>
      </AppContext.Provider>
    </I18nContext.Provider>
  )
}

/** Last-resort view when even the root loader failed: no catalogue is available, so it is bilingual. */
export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-5xl font-bold text-brand-600">{status}</p>
      <h1 className="text-xl font-semibold">{status === 404 ? 'Không tìm thấy trang này.' : 'Đã có lỗi xảy ra'}</h1>
      <p lang="en" className="text-neutral-700">
        {status === 404 ? 'This page could not be found.' : 'Something went wrong'}
      </p>
      <a href="/" className="mt-2 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
        Xinh
      </a>
    </main>
  )
}
