import type { SocialFeedbackService } from '../modules/social-feedback/index.ts'
import {
  type AdminQueuesPages,
  ZAdminReturnListQuery,
  ZAdminSellerApplicationsQuery,
  ZIdentityCardQueueQuery,
  ZPaging,
  ZProductQueueQuery,
  ZSizeChartQueueQuery,
} from '@xinh/contracts'
import type { AdminDashboardService } from '../modules/admin-dashboard/index.ts'
import type { SellerCatalogService } from '../modules/catalog/index.ts'
import type { IdentityCardsQueue } from '../modules/identity/index.ts'
import type { CommunityModeration } from '../modules/community/index.ts'
import type { OrdersService } from '../modules/orders/index.ts'
import type { ReturnsService } from '../modules/returns/index.ts'
import type { SellerApplicationsService } from '../modules/shops/index.ts'
import type { PageRequest } from '../platform/web.ts'
import { id, parse } from './parse.ts'
// community (issue 16): the reported-content queue
import { ZReportCaseQuery } from '@xinh/contracts'
// notify2 (issue 15): the chat-reports queue
import { ZChatReportQueueQuery } from '@xinh/contracts'
import { ZSocialFeedbackQueueQuery } from '@xinh/contracts'
import type { ChatReports } from '../modules/chat/index.ts'

/** What the admin queues read (composed in app.ts). */
export type AdminQueuesServices = {
  adminDashboard: AdminDashboardService
  sellerApplications: SellerApplicationsService
  moderation: SellerCatalogService['moderation']
  identityCards: IdentityCardsQueue
  orders: OrdersService
  returns: ReturnsService
  communityModeration: CommunityModeration
  chatReports: ChatReports
  // pages (issue 18)
  socialFeedback: SocialFeedbackService
}

/**
 * `admin.queues` (contracts `AdminQueuesPages`): the routes' own service calls and schemas, each
 * service checking the admin role as over HTTP.
 */
export function createAdminQueuesPageData(s: AdminQueuesServices) {
  return ({ actor, lang }: PageRequest): AdminQueuesPages => ({
    dashboard: () => s.adminDashboard.dashboard({ actor }),
    stats: () => s.adminDashboard.queueStats({ actor }),
    applications: async (query) => {
      const { items, meta } = await s.sellerApplications.list({ actor, ...parse(ZAdminSellerApplicationsQuery, query) })
      return { items, meta }
    },
    application: (appId) => s.sellerApplications.detail({ actor, id: id(appId) }),
    products: async (query) => {
      const { data, meta } = await s.moderation.listProducts({ actor, ...parse(ZProductQueueQuery, query) })
      return { items: data, meta }
    },
    product: (productId) => s.moderation.productDetail({ actor, id: id(productId) }),
    sizeCharts: async (query) => {
      const { data, meta } = await s.moderation.listSizeCharts({ actor, ...parse(ZSizeChartQueueQuery, query) })
      return { items: data, meta }
    },
    sizeChart: (chartId) => s.moderation.sizeChartDetail({ actor, id: id(chartId) }),
    identityCards: async (query) => {
      const { data, meta } = await s.identityCards.list({ actor, ...parse(ZIdentityCardQueueQuery, query) })
      return { items: data, meta }
    },
    identityCard: (cardId) => s.identityCards.detail({ actor, id: id(cardId) }),
    codOrders: async (query) => {
      const { data, meta } = await s.orders.listHeldCod({ actor, lang, ...parse(ZPaging, query) })
      return { items: data, meta }
    },
    order: (orderId) => s.orders.getAdminOrder({ actor, lang, id: id(orderId) }),
    returns: async (query) => {
      const { data, meta } = await s.returns.listAdminReturns({ actor, lang, query: parse(ZAdminReturnListQuery, query) })
      return { items: data, meta }
    },
    returnRequest: (returnId) => s.returns.getAdminReturn({ actor, lang, id: id(returnId) }),
    reportedContent: async (query) => {
      const { data, meta } = await s.communityModeration.list({ actor, lang, ...parse(ZReportCaseQuery, query) })
      return { items: data, meta }
    },
    chatReports: async (query) => {
      const { data, meta } = await s.chatReports.list({ actor, ...parse(ZChatReportQueueQuery, query) })
      return { items: data, meta }
    },
    chatReport: (reportId) => s.chatReports.detail({ actor, id: id(reportId) }),
    socialFeedback: async (query) => {
      const { data, meta } = await s.socialFeedback.list({ actor, lang, ...parse(ZSocialFeedbackQueueQuery, query) })
      return { items: data, meta }
    },
  })
}
