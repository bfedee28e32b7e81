/**
 * The affiliate API's paths (docs/api/affiliate.md), in one place: the KOL's own area under
 * `/affiliate/v1`, the public tracking calls under `/api/v1/mobile/trackings`, the seller's
 * campaigns under `/api/v1/seller/affiliate`, the affiliate admin's under `/affiliate/v1/admin`.
 */
const q = (params: Record<string, string | number | boolean | null | undefined>) => {
  const sp = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') sp.set(k, String(v))
  const s = sp.toString()
  return s ? `?${s}` : ''
}
type Query = Parameters<typeof q>[0]

export const AFF = {
  me: '/affiliate/v1/kol/me',
  apply: '/affiliate/v1/kol/apply',
  account: '/affiliate/v1/kol/account',
  links: '/affiliate/v1/links',
  dashboard: (days: number) => `/affiliate/v1/dashboard${q({ days })}`,
  conversions: (query: Query) => `/affiliate/v1/conversions${q(query)}`,
  conversion: (orderId: string) => `/affiliate/v1/conversions/${encodeURIComponent(orderId)}`,
  campaigns: (query: Query) => `/affiliate/v1/campaigns${q(query)}`,
  campaign: (id: string) => `/affiliate/v1/campaigns/${encodeURIComponent(id)}`,
  join: (id: string) => `/affiliate/v1/campaigns/${encodeURIComponent(id)}/join`,
  click: '/api/v1/mobile/trackings/affiliate-click',
  addToCart: '/api/v1/mobile/trackings/affiliate-add-to-cart',
  seller: {
    campaigns: (query: Query) => `/api/v1/seller/affiliate/campaigns${q(query)}`,
    create: '/api/v1/seller/affiliate/campaigns',
    campaign: (id: string) => `/api/v1/seller/affiliate/campaigns/${encodeURIComponent(id)}`,
    end: (id: string) => `/api/v1/seller/affiliate/campaigns/${encodeURIComponent(id)}/end`,
  },
  admin: {
    applications: (query: Query) => `/affiliate/v1/admin/kol-applications${q(query)}`,
    approve: (id: string) => `/affiliate/v1/admin/kol-applications/${encodeURIComponent(id)}/approve`,
    reject: (id: string) => `/affiliate/v1/admin/kol-applications/${encodeURIComponent(id)}/reject`,
    campaigns: (query: Query) => `/affiliate/v1/admin/campaigns${q(query)}`,
    createCampaign: '/affiliate/v1/admin/campaigns',
    campaign: (id: string) => `/affiliate/v1/admin/campaigns/${encodeURIComponent(id)}`,
    fraud: (query: Query) => `/affiliate/v1/admin/fraud-signals${q(query)}`,
    due: (query: Query) => `/affiliate/v1/admin/payouts/due${q(query)}`,
    payouts: (query: Query) => `/affiliate/v1/admin/payouts${q(query)}`,
    pay: '/affiliate/v1/admin/payouts',
    settings: '/affiliate/v1/admin/settings',
  },
}
