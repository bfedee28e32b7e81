import type { Lang, TUserProfile } from '@xinh/contracts'
import { createContext, useContext } from 'react'
import type { ApiBases, ApiClient } from './api.ts'

export type AuthMode = 'login' | 'signup' | 'forgot' | 'change-password'
export type Providers = { google: boolean; facebook: boolean; apple: boolean; zalo: boolean }

export type AppState = {
  user: TUserProfile | null
  lang: Lang
  country: string
  storeRegion: 'VN' | 'SG'
  bases: ApiBases
  api: ApiClient
  providers: Providers
  /** Lines in the cart of this visitor's session (signed in or guest), shown on the header's cart. */
  cartCount: number
  setCartCount: (count: number) => void
  openAuth: (mode: AuthMode) => void
  /** Re-runs the loaders (after login, logout, a language switch…). */
  refresh: () => Promise<void>
  /** After a profile, shop or role change: update-redis (the server's state of the user), then the loaders. */
  refreshUser: () => Promise<void>
  setLang: (lang: Lang, options?: { chosen?: boolean }) => Promise<void>
}

export const AppContext = createContext<AppState | null>(null)

export function useApp(): AppState {
  const ctx = useContext(AppContext)
  if (!ctx) throw new Error('useApp outside AppContext')
  return ctx
}
