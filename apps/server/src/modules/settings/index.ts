export { createSettingsService, type SettingsService } from './settings.service.ts'
export { settingsRoutes } from './settings.routes.ts'
