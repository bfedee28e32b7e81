import { mergeCatalogues } from '#web/lib/i18n/areas.tsx'
import { common } from './common.ts'
import { orders } from './orders.ts'
import { dashboard } from './dashboard.ts'
import { finance } from './finance.ts'
import { settings } from './settings.ts'
import { marketing } from './marketing.ts'
import { products } from './products.ts'
import { sizeCharts } from './size-charts.ts'
import { reviews } from './reviews.ts'
import { chat } from './chat.ts'
import { notificationPages } from '../../notifications/i18n.ts'
import { feedback } from './feedback.ts'
import { groupBuy } from './groupbuy.ts'
// pages (issue 18)
import { guides } from './guides.ts'
// affweb (issue 18): affiliate campaigns
import { affiliate } from './affiliate.ts'
import { affiliateCommon } from '../../affiliate/i18n/common.ts'
// track (issue 18): the dashboard's funnel card
import { tracking } from './tracking.ts'

/**
 * The seller centre's catalogue: one part per screen group, each in its own file with vi/en/ko
 * side by side. Server-only: the `/ban-hang` layout's loader sends the page's language to the
 * browser, and public pages never ship it. Add a part: create `./<part>.ts` with
 * `defineMessages`, then list it here.
 */
export const SELLER_CATALOGUE = mergeCatalogues(
  common,
  orders,
  dashboard,
  finance,
  settings,
  marketing,
  products,
  sizeCharts,
  reviews,
  chat,
  notificationPages,
  feedback,
  // gbuy (issue 18)
  groupBuy,
  guides,
  affiliate,
  affiliateCommon,
  tracking,
)
