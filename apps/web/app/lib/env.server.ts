import { z } from 'zod'
import type { ApiBases } from './api.ts'

// Public configuration for the browser: base URLs only, never secrets (CONVENTIONS.md habit 1).
const ZPublicEnv = z.object({
  PUBLIC_COMMERCE_API_URL: z.string().default(''),
  PUBLIC_COMMUNITY_API_URL: z.string().default(''),
  PUBLIC_AFFILIATE_API_URL: z.string().default(''),
  PUBLIC_ASSISTANT_API_URL: z.string().default(''),
  PUBLIC_SOCKET_URL: z.string().default(''),
  PUBLIC_APP_STORE_URL: z.string().default('https://apps.apple.com/vn/app/xinh'),
  PUBLIC_GOOGLE_PLAY_URL: z.string().default('https://play.google.com/store/apps/details?id=vn.xinh.app'),
})

let cached: { bases: ApiBases; appStoreUrl: string; googlePlayUrl: string } | undefined

export function publicEnv() {
  if (cached) return cached
  const e = ZPublicEnv.parse(process.env)
  cached = {
    bases: {
      commerce: e.PUBLIC_COMMERCE_API_URL,
      community: e.PUBLIC_COMMUNITY_API_URL,
      affiliate: e.PUBLIC_AFFILIATE_API_URL,
      assistant: e.PUBLIC_ASSISTANT_API_URL,
      socket: e.PUBLIC_SOCKET_URL,
    },
    appStoreUrl: e.PUBLIC_APP_STORE_URL,
    googlePlayUrl: e.PUBLIC_GOOGLE_PLAY_URL,
  }
  return cached
}
