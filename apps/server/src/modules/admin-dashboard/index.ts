export { createDashboardService, type DashboardService, type DashboardSources, type QueueLine } from './dashboard.service.ts'
export { dashboardRoutes } from './dashboard.routes.ts'
