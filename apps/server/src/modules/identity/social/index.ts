export type { ProviderName, ProviderToken, SocialLoginProvider, SocialProfile } from './provider.ts'
export { createSocialProviders, enabledProviders, type SocialProviders } from './providers.ts'
export { FLOW_COOKIE, socialRoutes, type SocialRoutesOptions } from './social.routes.ts'
