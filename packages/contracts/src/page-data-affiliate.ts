import type { z } from 'zod'
import type {
  TAffiliateCampaign,
  TAffiliateCampaignDetail,
  TAffiliateConversion,
  TAffiliateConversionDetail,
  TAffiliateDashboard,
  TAffiliateFraudSignal,
  TAffiliateLink,
  TAffiliatePayout,
  TAffiliatePayoutDue,
  TAffiliateSettings,
  TKolAccount,
  TKolApplication,
  TKolMe,
  ZAffiliateCampaignQuery,
  ZAffiliateConversionQuery,
  ZAffiliateDashboardQuery,
  ZAffiliateFraudQuery,
  ZAffiliateLinkQuery,
  ZAffiliatePayoutQuery,
  ZKolApplicationQuery,
} from './affiliate.ts'
import type { TPaged } from './page-data.ts'

type In<S extends z.ZodType> = z.input<S>
type Paging = { page?: number | string; limit?: number | string }

/**
 * aff (issue 18): the affiliate screens' in-process reads (decision 007), each as its HTTP route
 * answers it for the page request's actor (docs/api/affiliate.md).
 */
export interface AffiliatePageData {
  /** GET /affiliate/v1/kol/me — any signed-in user (the application form reads it too). */
  me(): Promise<TKolMe>
  /** GET /affiliate/v1/kol/account — KOL only (KOL_NOT_APPROVED otherwise). */
  account(): Promise<TKolAccount>
  /** GET /affiliate/v1/dashboard — KOL only. */
  dashboard(query?: In<typeof ZAffiliateDashboardQuery>): Promise<TAffiliateDashboard>
  /** GET /affiliate/v1/links — KOL only. */
  links(query?: In<typeof ZAffiliateLinkQuery>): Promise<TPaged<TAffiliateLink>>
  /** GET /affiliate/v1/conversions — KOL only. */
  conversions(query?: In<typeof ZAffiliateConversionQuery>): Promise<TPaged<TAffiliateConversion>>
  /** GET /affiliate/v1/conversions/:orderId — KOL only, their own orders (ORDER_NOT_FOUND otherwise). */
  conversion(orderId: string): Promise<TAffiliateConversionDetail>
  /** GET /affiliate/v1/campaigns — open campaigns (seller and platform) a KOL can join. */
  campaigns(query?: In<typeof ZAffiliateCampaignQuery>): Promise<TPaged<TAffiliateCampaign>>
  /** GET /affiliate/v1/campaigns/:id — public (nha-ban/chien-dich-mo/chi-tiet/{campaign_id}). */
  campaign(id: string): Promise<TAffiliateCampaignDetail>
  /** GET /api/v1/seller/affiliate/campaigns — the caller's shop's campaigns. */
  sellerCampaigns(query?: In<typeof ZAffiliateCampaignQuery>): Promise<TPaged<TAffiliateCampaign>>
  /** GET /api/v1/seller/affiliate/campaigns/:id */
  sellerCampaign(id: string): Promise<TAffiliateCampaignDetail>
  /** /affiliate/v1/admin/... — role affiliate_admin (or admin). */
  admin: {
    applications(query?: In<typeof ZKolApplicationQuery>): Promise<TPaged<TKolApplication>>
    campaigns(query?: In<typeof ZAffiliateCampaignQuery>): Promise<TPaged<TAffiliateCampaign>>
    campaign(id: string): Promise<TAffiliateCampaignDetail>
    fraudSignals(query?: In<typeof ZAffiliateFraudQuery>): Promise<TPaged<TAffiliateFraudSignal>>
    payoutsDue(query?: Paging): Promise<TPaged<TAffiliatePayoutDue>>
    payouts(query?: In<typeof ZAffiliatePayoutQuery>): Promise<TPaged<TAffiliatePayout>>
    settings(): Promise<TAffiliateSettings>
  }
}
