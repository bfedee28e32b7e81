export { createProfileService, type PaymentHistory, type ProfileService } from './profile.service.ts'
export { profileRoutes } from './profile.routes.ts'
export { findProvince, findWard, listProvinces, listWards } from './address-book.ts'
