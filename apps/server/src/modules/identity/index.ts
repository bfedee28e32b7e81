export { createIdentityService, type IdentityService, type RequestMeta, type Tokens } from './identity.service.ts'
export { identityRoutes } from './identity.routes.ts'
export { createSocialProviders, enabledProviders, type SocialProviders, socialRoutes } from './social/index.ts'
