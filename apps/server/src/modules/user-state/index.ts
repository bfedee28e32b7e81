export { createUserStateService, USER_STATE_CHANNEL, type UserStatePorts, type UserStateService } from './user-state.service.ts'
export { userStateRoutes } from './user-state.routes.ts'
