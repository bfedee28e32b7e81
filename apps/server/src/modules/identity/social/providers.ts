import { SOCIAL_PROVIDERS } from '@xinh/contracts'
import type { Config } from '#server/platform/config.ts'
import { facebookProvider } from './facebook.ts'
import { appleProvider, googleProvider } from './oidc.ts'
import type { ProviderName, SocialLoginProvider } from './provider.ts'
import { zaloProvider } from './zalo.ts'

export type SocialProviders = Record<ProviderName, SocialLoginProvider | undefined>

/** A provider is enabled only when both halves of its credentials are configured. */
export function createSocialProviders(config: Config): SocialProviders {
  const pair = (id: string | undefined, secret: string | undefined) => (id && secret ? { clientId: id, clientSecret: secret } : undefined)
  const google = pair(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET)
  const facebook = pair(config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET)
  const apple = pair(config.APPLE_CLIENT_ID, config.APPLE_CLIENT_SECRET)
  const zalo = config.ZALO_APP_ID && config.ZALO_SECRET_KEY ? { appId: config.ZALO_APP_ID, secretKey: config.ZALO_SECRET_KEY } : undefined
  return {
    google: google && googleProvider(config, google),
    facebook: facebook && facebookProvider(config, facebook),
    apple: apple && appleProvider(config, { ...apple, bundleId: config.APPLE_BUNDLE_ID }),
    zalo: zalo && zaloProvider(config, zalo),
  }
}

export function enabledProviders(providers: SocialProviders): Record<ProviderName, boolean> {
  return Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, Boolean(providers[p])])) as Record<ProviderName, boolean>
}
