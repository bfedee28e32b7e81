export { createIdentityService, type IdentityService, type RequestMeta, type Tokens } from './identity.service.ts'
export { identityRoutes } from './identity.routes.ts'
export { socialRoutes } from './social/index.ts'
