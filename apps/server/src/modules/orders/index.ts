export { createOrdersService, type OrdersService } from './orders.service.ts'
export { ordersRoutes } from './orders.routes.ts'
export { defineOrderJobs } from './orders.jobs.ts'
export { orderPlacedEmail } from './order-emails.ts'
