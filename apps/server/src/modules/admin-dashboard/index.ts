export { createAdminDashboardService, type AdminDashboardService, type AdminDashboardSources, type QueueLine } from './dashboard.service.ts'
export { adminDashboardRoutes } from './dashboard.routes.ts'
