import { type AdminContentPages, ZHolidaysQuery, ZReportQuery, ZTrackingReportQuery, ZVoucherManageQuery } from '@xinh/contracts'
import type { CalendarService } from '../modules/calendar/index.ts'
import type { CategoriesAdmin, CollectionsAdmin } from '../modules/catalog/index.ts'
import type { HomeBannersAdmin } from '../modules/shops/index.ts'
import type { VouchersService } from '../modules/pricing/index.ts'
import type { ReportsService } from '../modules/reports/index.ts'
import type { SettingsService } from '../modules/settings/index.ts'
import type { TrackingService } from '../modules/tracking/index.ts'
import type { PageRequest } from '../platform/web.ts'
import { id, parse } from './parse.ts'

export type AdminContentPageServices = {
  categoriesAdmin: CategoriesAdmin
  settings: SettingsService
  calendar: CalendarService
  reports: ReportsService
  vouchers: VouchersService
  homeBanners: HomeBannersAdmin
  homeCollections: CollectionsAdmin
  /** track (issue 18): the report's behaviour section */
  tracking: TrackingService
}

/** The admin-content screens' reads, with the page request's actor (admin checks inside each service). */
export function createAdminContentPageData(s: AdminContentPageServices) {
  return (req: PageRequest): AdminContentPages => ({
    categories: () => s.categoriesAdmin.list({ actor: req.actor }),
    settings: () => s.settings.all({ actor: req.actor }),
    holidays: (year) => s.calendar.listHolidays({ actor: req.actor, year: parse(ZHolidaysQuery, { year }).year }),
    report: (query) => s.reports.report({ actor: req.actor, query: parse(ZReportQuery, query) }),
    vouchers: async (query) => {
      const { data, meta } = await s.vouchers.admin.list({ actor: req.actor, query: parse(ZVoucherManageQuery, query) })
      return { items: data, meta }
    },
    voucherCounts: () => s.vouchers.admin.counts({ actor: req.actor }),
    homeBanners: () => s.homeBanners.list({ actor: req.actor }),
    homeCollections: () => s.homeCollections.list({ actor: req.actor }),
    voucher: (voucherId) => s.vouchers.admin.get({ actor: req.actor, id: id(voucherId) }),
    trackingReport: (query) => s.tracking.report({ actor: req.actor, query: parse(ZTrackingReportQuery, query), lang: req.lang }),
  })
}
