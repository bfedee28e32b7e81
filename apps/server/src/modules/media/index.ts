export { type MediaRoutesOptions, mediaRoutes } from './media.routes.ts'
