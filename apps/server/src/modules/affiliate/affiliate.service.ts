import type { Db, Tx } from '#server/platform/db/client.ts'
import type { OrdersService } from '#server/modules/orders/index.ts'
import { type ShopsService, sellerAccess } from '#server/modules/shops/index.ts'
import { createCampaignsService } from './campaigns.service.ts'
import { type CommissionLedger, createCommissionsService } from './commissions.service.ts'
import { createKolService } from './kol.service.ts'
import { createLinksService } from './links.service.ts'

export type AffiliateDeps = {
  db: Db
  orders: Pick<OrdersService, 'onTransition'>
  shops: Pick<ShopsService, 'getShopSummaryOfOwner'>
  ledger: CommissionLedger
  /** identity's `setKolRole` (app.ts passes it: identity sits below). */
  setKolRole: (tx: Tx, userId: string, kolInfo: Record<string, unknown> | null) => Promise<void>
}

/**
 * The affiliate module (issue 18, docs/api/affiliate.md): KOL onboarding, links and their
 * tracking, campaigns, and the KOL commission ledger. app.ts connects `attributeOrders` to
 * checkout's `onPlaced` and `onReturnRefunded` to the ledger's return booking; the order
 * transitions it follows itself.
 */
export function createAffiliateService(deps: AffiliateDeps) {
  const { db } = deps
  const kol = createKolService({ db, setKolRole: deps.setKolRole })
  const links = createLinksService({ db })
  const campaigns = createCampaignsService({ db, requireSellerShop: sellerAccess(deps.shops) })
  const commissions = createCommissionsService({
    db,
    ledger: deps.ledger,
    links,
    windowDays: kol.windowDays,
    accountOf: kol.accountOf,
  })

  deps.orders.onTransition(async (tx, t) => {
    if (t.to === 'completed') await commissions.onOrderCompleted(tx, t.order, t.order.completedAt ?? new Date())
    else if (t.to === 'cancelled') await commissions.onOrderCancelled(tx, t.order.id, t.order.cancelledAt ?? new Date())
  })

  const { presentLinks: _presentLinks, ...linkApi } = links
  return { ...kol, ...linkApi, ...campaigns, ...commissions }
}
export type AffiliateService = ReturnType<typeof createAffiliateService>
