import {
  AFFILIATE_CAMPAIGN_STATES,
  AFFILIATE_FRAUD_KINDS,
  AFFILIATE_RULES,
  COMMISSION_STATUSES,
  KOL_APPLICATION_STATUSES,
} from '@xinh/contracts'
import { AFF } from './api.ts'

/**
 * affssr: each affiliate screen's address (its query string) → the read it makes: the query the
 * route loader passes to `pageData.affiliate` on the server and the API path the screen GETs in the
 * browser — one function each, so the first paint's seed and the screen's path always agree.
 */
const pageOf = (sp: URLSearchParams) => Math.max(1, Number.parseInt(sp.get('page') ?? '1', 10) || 1)
const LIMIT = 20
export const DASHBOARD_PERIODS = [7, 30, 90] as const

export const screens = {
  /** `/tiep-thi-lien-ket?days=` */
  dashboard(sp: URLSearchParams) {
    const days = DASHBOARD_PERIODS.find((d) => String(d) === sp.get('days')) ?? AFFILIATE_RULES.dashboardDaysDefault
    return { days, query: { days }, path: AFF.dashboard(days) }
  },
  /** `/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi?status=&page=` */
  conversions(sp: URLSearchParams) {
    const status = COMMISSION_STATUSES.find((s) => s === sp.get('status'))
    const query = { status, page: pageOf(sp), limit: LIMIT }
    return { status, query, path: AFF.conversions(query) }
  },
  /** `/tiep-thi-lien-ket/chien-dich?joined=true&page=` */
  campaigns(sp: URLSearchParams) {
    const joined = sp.get('joined') === 'true'
    const query = { joined: joined ? ('true' as const) : undefined, page: pageOf(sp), limit: LIMIT }
    return { joined, query, path: AFF.campaigns(query) }
  },
  /** `/ban-hang/tiep-thi-lien-ket?state=&page=` */
  sellerCampaigns(sp: URLSearchParams) {
    const state = AFFILIATE_CAMPAIGN_STATES.find((s) => s === sp.get('state'))
    const query = { state, page: pageOf(sp), limit: LIMIT }
    return { state, query, path: AFF.seller.campaigns(query) }
  },
  /** `/admin/tiep-thi-lien-ket/kol?status=&page=` (pending by default, `all` for every status) */
  applications(sp: URLSearchParams) {
    const raw = sp.get('status')
    const status = raw === 'all' ? undefined : (KOL_APPLICATION_STATUSES.find((s) => s === raw) ?? 'pending')
    const query = { status, page: pageOf(sp), limit: LIMIT }
    return { status, query, path: AFF.admin.applications(query) }
  },
  /** `/admin/tiep-thi-lien-ket/chien-dich?page=` (Xinh's own campaigns) */
  platformCampaigns(sp: URLSearchParams) {
    const query = { kind: 'platform' as const, page: pageOf(sp), limit: LIMIT }
    return { query, path: AFF.admin.campaigns(query) }
  },
  /** `/admin/tiep-thi-lien-ket/gian-lan?kind=&page=` */
  fraud(sp: URLSearchParams) {
    const kind = AFFILIATE_FRAUD_KINDS.find((k) => k === sp.get('kind'))
    const query = { kind, page: pageOf(sp), limit: LIMIT }
    return { kind, query, path: AFF.admin.fraud(query) }
  },
  /** `/admin/tiep-thi-lien-ket/thanh-toan?tab=history&page=` */
  payouts(sp: URLSearchParams) {
    const history = sp.get('tab') === 'history'
    const query = { page: pageOf(sp), limit: LIMIT }
    return { history, query, path: history ? AFF.admin.payouts(query) : AFF.admin.due(query) }
  },
}
