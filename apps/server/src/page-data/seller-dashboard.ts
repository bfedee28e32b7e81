import { type SellerDashboardPages, ZDashboardQuery } from '@xinh/contracts'
import type { DashboardService } from '../modules/dashboard/index.ts'
import type { TrackingService } from '../modules/tracking/index.ts'
import type { PageRequest } from '../platform/web.ts'
import { parse } from './parse.ts'
import type { Actor } from '../platform/auth/actor.ts'
import { readOncePerRender } from '../platform/render-reads.ts'

/** Whose answer a shared read is (render-reads.ts keys). */
const actorKey = (actor: Actor) => (actor.kind === 'user' ? actor.userId : 'anonymous')

/** contracts `SellerDashboardPages`: the dashboard routes' service calls, same schema, same seller check. */
export function sellerDashboardPages(
  s: { dashboard: DashboardService; tracking: TrackingService },
  req: PageRequest,
): SellerDashboardPages {
  return {
    // the seller's to-do counts: the navigation's badges (layout) and the dashboard (page) both show them
    todo: () => readOncePerRender(`seller-todo:${actorKey(req.actor)}`, () => s.dashboard.todo({ actor: req.actor })),
    overview: async (query) => s.dashboard.overview({ actor: req.actor, query: parse(ZDashboardQuery, query) }),
    funnel: async (query) => s.tracking.sellerFunnel({ actor: req.actor, query: parse(ZDashboardQuery, query) }),
  }
}
