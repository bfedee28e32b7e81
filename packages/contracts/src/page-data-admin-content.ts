import type { TTrackingReport } from './tracking.ts'
import type {
  TAdminBanner,
  TAdminCategory,
  TAdminCollection,
  TPlatformSettings,
  TReport,
  TReportQuery,
  TVoucherStateCounts,
} from './admin-content.ts'
import type { THoliday } from './seller-onboarding.ts'
import type { TManagedVoucher, ZVoucherManageQuery } from './vouchers.ts'
import type { z } from 'zod'

type PageMeta = { page: number; limit: number; total: number }

/**
 * The admin console's platform content and settings (issue 14, part admin-content): each method
 * mirrors an `/api/v1/admin/*` route (same schema, same admin check: 401/403 otherwise).
 */
export interface AdminContentPages {
  /** GET /api/v1/admin/categories */
  categories(): Promise<TAdminCategory[]>
  /** GET /api/v1/admin/settings */
  settings(): Promise<TPlatformSettings>
  /** GET /api/v1/admin/holidays?year= */
  holidays(year?: number): Promise<THoliday[]>
  /** GET /api/v1/admin/reports?from=&to= */
  report(query: TReportQuery): Promise<TReport>
  /** GET /api/v1/admin/vouchers?status=&page= */
  vouchers(query: z.input<typeof ZVoucherManageQuery>): Promise<{ items: TManagedVoucher[]; meta: PageMeta }>
  /** GET /api/v1/admin/vouchers/counts */
  voucherCounts(): Promise<TVoucherStateCounts>
  /** GET /api/v1/admin/home/banners */
  homeBanners(): Promise<TAdminBanner[]>
  /** GET /api/v1/admin/home/collections */
  homeCollections(): Promise<TAdminCollection[]>
  /** GET /api/v1/admin/vouchers/{id} */
  voucher(id: string): Promise<TManagedVoucher>
  /** GET /api/v1/admin/trackings/report?from=&to= — the buyers' behaviour (track, issue 18) */
  trackingReport(query: { from?: string; to?: string }): Promise<TTrackingReport>
}
