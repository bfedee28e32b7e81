import { type SellerDashboardPages, ZDashboardQuery } from '@xinh/contracts'
import type { DashboardService } from '../modules/dashboard/index.ts'
import type { TrackingService } from '../modules/tracking/index.ts'
import type { PageRequest } from '../platform/web.ts'
import { parse } from './parse.ts'

/** contracts `SellerDashboardPages`: the dashboard routes' service calls, same schema, same seller check. */
export function sellerDashboardPages(
  s: { dashboard: DashboardService; tracking: TrackingService },
  req: PageRequest,
): SellerDashboardPages {
  return {
    todo: () => s.dashboard.todo({ actor: req.actor }),
    overview: async (query) => s.dashboard.overview({ actor: req.actor, query: parse(ZDashboardQuery, query) }),
    funnel: async (query) => s.tracking.sellerFunnel({ actor: req.actor, query: parse(ZDashboardQuery, query) }),
  }
}
