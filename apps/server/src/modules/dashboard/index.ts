/**
 * The seller centre's dashboard (issue 13, docs/api/seller-dashboard.md): sales, performance and
 * to-do counts read from the orders, returns, catalog and reviews tables. It sits above every
 * module whose tables it reads; nothing imports it but app.ts.
 */
export { createDashboardService, type DashboardService } from './dashboard.service.ts'
export { dashboardRoutes } from './dashboard.routes.ts'
