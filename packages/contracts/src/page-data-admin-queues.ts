import type { TAdminSocialFeedback, ZSocialFeedbackQueueQuery } from './social-feedback.ts'
import type { z } from 'zod'
import type {
  TAdminDashboard,
  TAdminIdentityCard,
  TAdminProductDetail,
  TAdminProductQueueItem,
  TAdminSizeChartDetail,
  TQueueStats,
  ZIdentityCardQueueQuery,
  ZProductQueueQuery,
  ZSizeChartQueueQuery,
} from './admin-queues.ts'
import type { TAdminSizeChart } from './catalog-seller.ts'
import type { TChatReport, TChatReportDetail, ZChatReportQueueQuery } from './chat.ts'
import type { TReportCase, ZReportCaseQuery } from './community.ts'
import type { ZPaging } from './common.ts'
import type { TOrder } from './orders.ts'
import type { TPaged } from './page-data.ts'
import type { TReturnRequest, ZAdminReturnListQuery } from './returns.ts'
import type { TAdminSellerApplication, TAdminSellerApplicationItem, ZAdminSellerApplicationsQuery } from './seller-onboarding.ts'

type In<S extends z.ZodType> = z.input<S>

/** The review queues and the dashboard (part `admin-queues` of issue 14); each method names its route. */
export interface AdminQueuesPages {
  /** GET /api/v1/admin/dashboard */
  dashboard(): Promise<TAdminDashboard>
  /** GET /api/v1/admin/queues */
  stats(): Promise<TQueueStats>
  /** GET /api/v1/admin/seller-applications */
  applications(query: In<typeof ZAdminSellerApplicationsQuery>): Promise<TPaged<TAdminSellerApplicationItem>>
  /** GET /api/v1/admin/seller-applications/{id} */
  application(id: string): Promise<TAdminSellerApplication>
  /** GET /api/v1/admin/products */
  products(query: In<typeof ZProductQueueQuery>): Promise<TPaged<TAdminProductQueueItem>>
  /** GET /api/v1/admin/products/{id} */
  product(id: string): Promise<TAdminProductDetail>
  /** GET /api/v1/admin/size-charts */
  sizeCharts(query: In<typeof ZSizeChartQueueQuery>): Promise<TPaged<TAdminSizeChart>>
  /** GET /api/v1/admin/size-charts/{id} */
  sizeChart(id: string): Promise<TAdminSizeChartDetail>
  /** GET /api/v1/admin/identity-cards */
  identityCards(query: In<typeof ZIdentityCardQueueQuery>): Promise<TPaged<TAdminIdentityCard>>
  /** GET /api/v1/admin/identity-cards/{id} */
  identityCard(id: string): Promise<TAdminIdentityCard>
  /** GET /api/v1/admin/orders (COD orders held for review) */
  codOrders(query: In<typeof ZPaging>): Promise<TPaged<TOrder>>
  /** GET /api/v1/admin/orders/{id} */
  order(id: string): Promise<TOrder>
  /** GET /api/v1/admin/returns */
  returns(query: In<typeof ZAdminReturnListQuery>): Promise<TPaged<TReturnRequest>>
  /** GET /api/v1/admin/returns/{id} */
  returnRequest(id: string): Promise<TReturnRequest>
  /** GET /api/v1/admin/reported-content (issue 16) */
  reportedContent(query: In<typeof ZReportCaseQuery>): Promise<TPaged<TReportCase>>
  /** GET /api/v1/admin/chat-reports (issue 15) */
  chatReports(query: In<typeof ZChatReportQueueQuery>): Promise<TPaged<TChatReport>>
  /** GET /api/v1/admin/chat-reports/{id}: the report and the reported messages in context */
  chatReport(id: string): Promise<TChatReportDetail>
  /** GET /api/v1/admin/social-feedback (pages, issue 18) */
  socialFeedback(query: In<typeof ZSocialFeedbackQueueQuery>): Promise<TPaged<TAdminSocialFeedback>>
}
