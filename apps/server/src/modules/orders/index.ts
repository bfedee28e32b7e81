export { createOrdersService, type OrdersService } from './orders.service.ts'
export { ordersRoutes } from './orders.routes.ts'
export { defineOrderJobs, ORDERS_AUTO_CANCEL_JOB, ORDERS_AUTO_COMPLETE_JOB } from './orders.jobs.ts'
export { type CancellationEffects, canTransition, nextStatus, type OrderActor, type Transition } from './order-state.ts'
export {
  type OrderEmailItem,
  type OrderEmailOrder,
  type OrderStatusEvent,
  orderPlacedEmail,
  orderStatusEmail,
  type RenderedMail,
} from './order-emails.ts'
