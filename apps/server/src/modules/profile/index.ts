export { createProfileService, type ProfileService } from './profile.service.ts'
export { profileRoutes } from './profile.routes.ts'
export { listProvinces } from './address-book.ts'
