export { createReportsService, type ReportsService } from './reports.service.ts'
export { reportsRoutes } from './reports.routes.ts'
