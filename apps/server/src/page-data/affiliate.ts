import {
  type AffiliatePageData,
  ZAffiliateCampaignQuery,
  ZAffiliateConversionQuery,
  ZAffiliateDashboardQuery,
  ZAffiliateFraudQuery,
  ZAffiliateLinkQuery,
  ZAffiliatePayoutQuery,
  ZKolApplicationQuery,
  ZPaging,
} from '@xinh/contracts'
import type { AffiliateService } from '../modules/affiliate/index.ts'
import type { PageRequest } from '../platform/web.ts'
import { id, parse } from './parse.ts'

/** What the affiliate screens read (composed in app.ts). */
export type AffiliatePageServices = { affiliate: AffiliateService }

const items = async <T>(p: Promise<{ data: T[]; meta: { page: number; limit: number; total: number } }>) => {
  const { data, meta } = await p
  return { items: data, meta }
}

/** aff (issue 18): contracts `AffiliatePageData`, each read as its route answers it, for the page's actor. */
export function createAffiliatePageData({ affiliate: s }: AffiliatePageServices) {
  return (req: PageRequest): AffiliatePageData => {
    const { actor } = req
    return {
      me: () => s.me({ actor }),
      account: () => s.getAccount({ actor }),
      dashboard: (query) => s.dashboard({ actor, query: parse(ZAffiliateDashboardQuery, query) }),
      links: (query) => items(s.listLinks({ actor, query: parse(ZAffiliateLinkQuery, query) })),
      conversions: (query) => items(s.conversions({ actor, query: parse(ZAffiliateConversionQuery, query) })),
      conversion: (orderId) => s.conversion({ actor, orderId: id(orderId) }),
      campaigns: (query) => items(s.listOpenCampaigns({ actor, query: parse(ZAffiliateCampaignQuery, query) })),
      campaign: (campaignId) => s.getCampaign({ actor, id: id(campaignId) }),
      sellerCampaigns: (query) => items(s.listSellerCampaigns({ actor, query: parse(ZAffiliateCampaignQuery, query) })),
      sellerCampaign: (campaignId) => s.getSellerCampaign({ actor, id: id(campaignId) }),
      admin: {
        applications: (query) => items(s.listApplications({ actor, query: parse(ZKolApplicationQuery, query) })),
        campaigns: (query) => items(s.listPlatformCampaigns({ actor, query: parse(ZAffiliateCampaignQuery, query) })),
        campaign: (campaignId) => s.getPlatformCampaign({ actor, id: id(campaignId) }),
        fraudSignals: (query) => items(s.fraudSignals({ actor, query: parse(ZAffiliateFraudQuery, query) })),
        payoutsDue: (query) => items(s.payoutsDue({ actor, query: parse(ZPaging, query) })),
        payouts: (query) => items(s.listPayouts({ actor, query: parse(ZAffiliatePayoutQuery, query) })),
        settings: () => s.getSettings({ actor }),
      },
    }
  }
}
