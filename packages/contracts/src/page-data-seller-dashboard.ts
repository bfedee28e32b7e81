import type { z } from 'zod'
import type { TDashboard, TSellerTodo, ZDashboardQuery } from './seller-dashboard.ts'
import type { TSellerFunnel } from './tracking.ts'

/** The seller centre's dashboard reads (`/ban-hang/tong-quan` and the layout's badges), issue 13. */
export interface SellerDashboardPages {
  /** GET /api/v1/seller/dashboard/todo — one cheap read for the navigation's badges and the to-do cards */
  todo(): Promise<TSellerTodo>
  /** GET /api/v1/seller/dashboard */
  overview(query?: z.input<typeof ZDashboardQuery>): Promise<TDashboard>
  /** GET /api/v1/seller/trackings/funnel — views → add-to-cart → orders per product (track, issue 18) */
  funnel(query?: z.input<typeof ZDashboardQuery>): Promise<TSellerFunnel>
}
