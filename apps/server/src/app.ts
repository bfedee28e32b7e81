import { sql } from 'drizzle-orm'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyMultipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import { USER_STATE_SOCKET } from '@xinh/contracts'
import { accessPlugin } from './platform/auth/access.ts'
import { authPlugin } from './platform/auth/plugin.ts'
import { deriveKeys } from './platform/auth/crypto.ts'
import type { Config } from './platform/config.ts'
import type { Database, Tx } from './platform/db/client.ts'
import { healthRoutes } from './platform/health.ts'
import { createJobs } from './platform/jobs.ts'
import { attachRealtime, disconnectUser, refreshUserSockets } from './platform/realtime.ts'
import { outboxNotifier, smtpNotifier } from './platform/notify.ts'
import { createOutbox } from './platform/outbox.ts'
import { resolveAppSecret } from './platform/security/secrets.ts'
import { createServer } from './platform/server.ts'
import { createStorage } from './platform/storage.ts'
import { registerWeb } from './platform/web.ts'
import { createPageData, ReadMemo } from './page-data/index.ts'
import { createIdentityService, createSocialProviders, identityRoutes, socialRoutes } from './modules/identity/index.ts'
import { createProfileService, findProvince, findWard, profileRoutes } from './modules/profile/index.ts'
import { regionRoutes } from './modules/region/index.ts'
import { createShopsService, sellerAccess, shopsRoutes } from './modules/shops/index.ts'
import { applicationEmailRenderers, createSellerApplicationsService, sellerApplicationsRoutes } from './modules/shops/index.ts'
import { calendarRoutes, createCalendarService } from './modules/calendar/index.ts'
import {
  adminCategoriesRoutes,
  adminCollectionsRoutes,
  catalogRoutes,
  createCatalogService,
  createCategoriesAdmin,
  createCollectionsAdmin,
} from './modules/catalog/index.ts'
import { catalogReadRoutes, createCatalogReadService, findSensitiveContent } from './modules/catalog/index.ts'
import { createHomeBannersAdmin, createShopsPublicService, homeBannersRoutes, shopsPublicRoutes } from './modules/shops/index.ts'
import { createShopMarketing, shopMarketingRoutes } from './modules/shops/index.ts'
import { createSearchService, searchRoutes } from './modules/search/index.ts'
import {
  buyerReviewsRoutes,
  createBuyerReviewsService,
  createReviewsService,
  createReviewWritesService,
  reviewsRoutes,
  reviewWritesRoutes,
} from './modules/reviews/index.ts'
import { mediaRoutes } from './modules/media/index.ts'
import { createPricingEngine, createPromotionsService, createVouchersService, pricingRoutes } from './modules/pricing/index.ts'
import { createShipping } from './modules/shipping/index.ts'
import { checkoutRoutes, createCheckoutService, placedEmailRenderers, restock, restockLines } from './modules/checkout/index.ts'
import { cartRoutes, createCartService } from './modules/cart/index.ts'
import { createSellerCatalogService, PRODUCT_FILES_PURGE_JOB, sellerCatalogRoutes } from './modules/catalog/index.ts'
import { createOrdersService, defineOrderJobs, orderEmailRenderers, ordersRoutes } from './modules/orders/index.ts'
import { createPaymentsService, definePaymentJobs, devGatewayRoutes, paymentsRoutes } from './modules/payments/index.ts'
import { createLedgerService, defineLedgerJobs, ledgerRoutes } from './modules/ledger/index.ts'
import { createReturnsService, defineReturnJobs, returnEmailRenderers, returnsRoutes } from './modules/returns/index.ts'
import { createShopPauseService, createShopSettingsService, defineShopJobs, shopSettingsRoutes } from './modules/shops/index.ts'
import { enqueueVoucherReminders, shopCampaignsBetween, VOUCHER_REMINDER_JOB } from './modules/pricing/index.ts'
import { createDashboardService, dashboardRoutes } from './modules/dashboard/index.ts'
import { createIdentityCardsQueue, identityCardsRoutes } from './modules/identity/index.ts'
import { adminDashboardRoutes, createAdminDashboardService } from './modules/admin-dashboard/index.ts'
import { createSettingsService, settingsRoutes } from './modules/settings/index.ts'
import { createReportsService, reportsRoutes } from './modules/reports/index.ts'
import { auditRoutes, createAuditService } from './modules/audit/index.ts'
import { adminIdentityRoutes, createAdminUsersService, createSecondFactorService } from './modules/identity/index.ts'
import { adminShopsRoutes, createAdminShopsService } from './modules/shops/index.ts'
import { createOrdersAdminReads } from './modules/orders/index.ts'
import { createReturnsAdminReads } from './modules/returns/index.ts'
import { createOrderChatReads } from './modules/orders/index.ts'
import { createPaymentHistory } from './modules/orders/index.ts'
import { createBlockList, createChatModule } from './modules/chat/index.ts'
import { createCatalogAdminReads } from './modules/catalog/index.ts'
import { communityRoutes, createCommunityModeration, createCommunityService, reportedContentRoutes } from './modules/community/index.ts'
import {
  chatNotificationEvents,
  communityNotificationEvents,
  createNotificationsService,
  enqueueNotification,
  notificationsRoutes,
  vapidSubjectOf,
} from './modules/notifications/index.ts'
import { createFitModule } from './modules/fit/index.ts'
import { createReviewTexts } from './modules/reviews/index.ts'
import { blogsRoutes, createBlogsService, createBlooksService } from './modules/blogs/index.ts'
import { assistantRoutes, createAssistantService } from './modules/assistant/index.ts'
// vote (issue 18): the voting campaign
import { createVotingService, votingRoutes } from './modules/voting/index.ts'
import { createGroupBuyService, defineGroupBuyJobs, groupBuyRoutes } from './modules/groupbuy/index.ts'
// pages (issue 18): social-organisation feedback (and its admin queue), the landing contact form
import { createSocialFeedbackService, socialFeedbackRoutes } from './modules/social-feedback/index.ts'
import { contactRoutes, createContactService } from './modules/contact/index.ts'
// aff (issue 18)
import { affiliateDevRoutes, affiliateRoutes, createAffiliateService, defineAffiliateJobs } from './modules/affiliate/index.ts'
import { setKolRole } from './modules/identity/index.ts'
// pixels (issue 18): update-redis
import { createUserStateService, userStateRoutes } from './modules/user-state/index.ts'
import { createTrackingService, defineTrackingJobs, trackingRoutes } from './modules/tracking/index.ts'

export const DEFAULT_WEB_BUILD = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/build')

/**
 * The composition root: the only place that knows every module. Platform first, then
 * modules (each gets what it depends on), then the web app's SSR handler.
 */
export async function buildApp({ config, database, web = true }: { config: Config; database: Database; web?: boolean }) {
  const keys = deriveKeys(await resolveAppSecret(database, config.APP_SECRET))
  const app = await createServer(config, database)
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 6 } })

  const devMail = outboxNotifier(path.join(config.dataDir, 'outbox'), app.log)
  const notifier = config.SMTP_URL ? smtpNotifier(config.SMTP_URL, config.MAIL_FROM, devMail) : devMail
  const storage = createStorage(config)
  fs.mkdirSync(storage.publicDir, { recursive: true })
  const jobs = createJobs(database, app.log, { enabled: config.JOBS_ENABLED, unscheduled: config.JOBS_UNSCHEDULED })
  const { db } = database
  // the transactional outbox (issue 15): messages written in business transactions, dispatched after commit
  const outbox = createOutbox({ database, log: app.log, dispatch: config.OUTBOX_DISPATCH, sweepMs: config.OUTBOX_SWEEP_SECONDS * 1000 })

  // the holiday calendar: seller review deadlines and seller account deletions count Vietnamese working days
  const calendar = createCalendarService({ db })
  const identity = createIdentityService({
    db,
    keys,
    config,
    notifier,
    storage,
    log: app.log,
    workingHoursAfter: calendar.workingHoursAfter,
  })
  // admin-edited platform settings (issue 14): fees, COD threshold, time to pay, remote config; env values are their defaults
  const settings = createSettingsService({ db, defaults: { orders: { unpaid_cancel_days: config.ORDER_UNPAID_CANCEL_DAYS } } })
  const shops = createShopsService({ db })
  const profile = createProfileService({ db, storage, identity, shops })
  // becoming a seller: the two-step application, its review deadline (working hours, holiday calendar) and the admin decision
  const sellerApplications = createSellerApplicationsService({
    db,
    storage,
    identity,
    calendar,
    addressBook: { findProvince, findWard },
  })
  identity.onAccountDeleted(sellerApplications.forgetUser)
  // in-app notifications, Web Push and the e-mails of notifications, per the user's preferences and language
  const notifications = createNotificationsService({
    database,
    outbox,
    notifier,
    log: app.log,
    findRecipient: async (userId) => {
      const user = await identity.getUser(userId).catch(() => null)
      return user ? { email: user.email, name: user.userName, isGuest: user.isGuest } : null
    },
    config: {
      publicUrl: config.publicUrl,
      vapid: {
        publicKey: config.VAPID_PUBLIC_KEY,
        privateKey: config.VAPID_PRIVATE_KEY,
        subject: vapidSubjectOf(config.MAIL_FROM, config.VAPID_SUBJECT),
      },
      pushEndpoints: config.PUSH_ENDPOINTS,
    },
  })
  await notifications.init()
  // signing out of a device stops its pushes
  identity.onLoggedOut(notifications.forgetSession)
  const catalog = createCatalogService({ db })
  // the heavy anonymous reads go to the read replica when there is one (DATABASE_READ_URL); the
  // catalogue's read service only reads, the shops' public pages write follows on the primary
  const readDb = database.readDb ?? db
  const categoriesAdmin = createCategoriesAdmin({ db, storage })
  // the home page's platform banners and collections, edited in the admin console (issue 14)
  const homeBanners = createHomeBannersAdmin({ db, storage })
  const homeCollections = createCollectionsAdmin({ db, storage })
  // buyer-side reads; the buyer's bookmarks/follows/history live in search and shops, which list through catalogRead
  const catalogRead = createCatalogReadService({ db: readDb })
  const shopsPublic = createShopsPublicService({ db, readDb, catalog: catalogRead })
  // autocomplete offers no keyword the product sensitive-word check would flag (decision 008)
  const isBlocked = (text: string) => findSensitiveContent(text).length > 0
  const search = createSearchService({ db, catalog: catalogRead, shops: shopsPublic, log: app.log, isBlocked })
  const reviews = createReviewsService({ db, catalog: catalogRead, identity })
  const { isBookmarked, recordSeen, recordSearch } = search
  catalogRead.connectBuyerState({ isBookmarked, recordSeen, recordSearch, isFollowingShop: shopsPublic.isFollowing })
  identity.onAccountDeleted(profile.forgetUser)
  // promotions and vouchers (management, wallets, /khuyen-mai and /uu-dai); new accounts get the first-purchase voucher
  const vouchers = createVouchersService({ db, shopOfOwner: shops.getShopSummaryOfOwner, log: app.log })
  const promotions = createPromotionsService({
    db,
    shopOfOwner: shops.getShopSummaryOfOwner,
    productCards: async (ids) => (await catalogRead.listProducts({ ids, page: 1, limit: Math.max(1, ids.length) })).items,
  })
  // the seller centre's shop categories and banners (issue 13): the shop page and /banner/{id} show them
  const shopMarketing = createShopMarketing({ db, requireSellerShop: sellerAccess(shops), storage })
  identity.onRegistered(vouchers.grantNewbieVouchers)
  // saved vouchers ending within a day remind their buyer once (issue 15)
  jobs.define({ name: VOUCHER_REMINDER_JOB, cron: '15 * * * *', handler: async () => void (await enqueueVoucherReminders(db)) })
  // sign-ups grant it beside their answer: a shutdown lets the grants under way finish first
  app.addHook('onClose', () => identity.settled())
  const pricingEngine = createPricingEngine()
  const cart = createCartService({ db, promotions: pricingEngine })
  identity.onGuestLogin(cart.mergeGuestCart)

  // PGlite has no autovacuum: refresh the planner's statistics nightly (PostgreSQL does it itself)
  if (!config.DATABASE_URL)
    jobs.define({ name: 'db-analyze', cron: '20 4 * * *', handler: async () => void (await db.execute(sql`ANALYZE`)) })
  jobs.define({ name: 'identity-purge-deletions', cron: '*/15 * * * *', handler: async () => void (await identity.purgeDueDeletions()) })
  const sellerCatalog = createSellerCatalogService({ db, shops })
  jobs.define({ name: PRODUCT_FILES_PURGE_JOB, cron: '40 3 * * *', handler: async () => void (await sellerCatalog.purgeOldProductFiles()) })
  // what a cancelled (or wholly returned) order gives back: promotion units, stock and voucher uses, in checkout's lock order
  const releaseOrder = (tx: Tx, orderId: string) => pricingEngine.releaseOrder(tx, orderId, restock)
  const orders = createOrdersService({
    db,
    notifier,
    identity,
    shops,
    effects: { releaseOrder },
    log: app.log,
    config: {
      publicUrl: config.publicUrl,
      unpaidCancelDays: config.ORDER_UNPAID_CANCEL_DAYS,
      autoCompleteDays: config.ORDER_AUTO_COMPLETE_DAYS,
    },
    unpaidCancelDaysNow: async () => (await settings.read('orders')).unpaid_cancel_days,
  })
  defineOrderJobs(jobs, orders)
  // the order status e-mails (items, totals, carrier) are the e-mail channel of the order notifications
  notifications.connectEmails(orderEmailRenderers(db, config.publicUrl))
  // notify2: the seller-application decision e-mails are their notifications' e-mail channel too
  notifications.connectEmails(applicationEmailRenderers(config.publicUrl))
  // online payments (VNPay, MoMo or their simulators under /dev-gateway), IPNs and refunds
  const payments = createPaymentsService({ db, orders, shops, config, keys, log: app.log })
  definePaymentJobs(jobs, payments)
  // the seller's money: lines booked when an order completes (in its transaction), released after the return window, paid out daily
  const ledger = createLedgerService({
    db,
    orders,
    shops,
    log: app.log,
    fees: async (tx) => {
      const f = await settings.read('fees', tx)
      return { platformFeeBps: f.platform_fee_bps, paymentFeeBps: f.payment_fee_bps, feeFreeMonths: f.fee_free_months }
    },
  })
  defineLedgerJobs(jobs, ledger)
  // return-and-refund requests: the order's return_refund status, refunds through payments, the seller's ledger
  const returns = createReturnsService({
    db,
    log: app.log,
    shops,
    orders,
    payments,
    ledger,
    // a whole order comes back like a cancelled one (stock, promotion units, voucher use); part of one restocks its quantities
    inventory: { releaseOrder, restockLines },
    config: {
      publicUrl: config.publicUrl,
      mediaUrlPrefix: storage.publicUrl('media/'),
      sellerResponseDays: config.RETURN_SELLER_RESPONSE_DAYS,
      buyerShipDays: config.RETURN_BUYER_SHIP_DAYS,
    },
  })
  defineReturnJobs(jobs, returns)
  // the seller's to-do counts (orders module) include the return requests waiting for the shop
  orders.connectReturns({ countAwaitingSeller: returns.countAwaitingSeller })

  // the seller's review of a buyer, once per delivered order (reviews sits below orders: it gets the order lookup)
  const buyerReviews = createBuyerReviewsService({ db, shops, findOrder: orders.findOrder })
  // buyers' product reviews (issue 16): the order's reviewed mark comes from orders as a port; the
  // reported-content queue connects with reviewWrites.connectReports once it exists
  const reviewWrites = createReviewWritesService({
    db,
    log: app.log,
    identity,
    shops,
    orders: { setReviewed: orders.setReviewed },
    isOffensive: isBlocked,
    mediaUrlPrefix: storage.publicUrl('media/'),
  })

  // n15: the order confirmation e-mail is the checkout-level `order.placed` notification's e-mail (outbox)
  notifications.connectEmails(placedEmailRenderers(db, config.publicUrl))
  // n15: the buyer's return e-mails are the e-mail channel of their return.* notifications
  notifications.connectEmails(returnEmailRenderers(config.publicUrl))
  // carriers (GHTK, Viettel Post or their simulator under /dev-gateway): quotes, parcels booked on prepare, status webhooks
  const shipping = createShipping({ app, db, config, secret: keys.signing, jobs, orders, shops })
  // seller centre (issue 13): shop information, return policy, pause mode (refused over a running campaign), dashboard
  const requireSellerShop = sellerAccess(shops)
  const shopSettings = createShopSettingsService({ db, access: requireSellerShop, places: { findProvince, findWard } })
  const shopPause = createShopPauseService({
    db,
    access: requireSellerShop,
    campaigns: (shopId, from, to) => shopCampaignsBetween(db, shopId, from, to),
    log: app.log,
  })
  defineShopJobs(jobs, shopPause)
  shopsPublic.connectMethods({
    shipping: async (shopId) => {
      const settings = await shipping.service.settingsOf(shopId)
      return { methods: settings.methods, self_shipping: settings.self_shipping }
    },
    payments: (shopId) => payments.acceptedMethods([shopId]),
  })
  // buyer–seller chat (issue 15): cards come from catalog, orders and pricing through this port;
  // its two notifications (offline message, seller inactive) go through the notifications outbox
  const orderChatReads = createOrderChatReads({ db })
  const chat = createChatModule({
    db,
    events: chatNotificationEvents(),
    log: app.log,
    notifier,
    publicUrl: config.publicUrl,
    imageUrlPrefix: storage.publicUrl('media/'),
    findSensitive: (text) => findSensitiveContent(text).map((hit) => hit.phrase),
    cards: {
      product: async (id) => {
        const [p] = (await catalogRead.listProducts({ ids: [id], page: 1, limit: 1 })).items
        if (!p || p._id !== id) return null
        return {
          kind: 'product',
          _id: p._id,
          name: p.name,
          image: p.images[0] ?? null,
          sale_price: p.sale_price,
          before_sale_price: p.before_sale_price > p.sale_price ? p.before_sale_price : null,
          discount_percent: p.discount_percent,
          url: `/san-pham/${p._id}`,
        }
      },
      order: orderChatReads.orderCard,
      voucher: vouchers.chat.card,
      voucherStates: vouchers.chat.states,
      shopVouchers: vouchers.chat.ofShop,
      recentOrders: orderChatReads.recentOrders,
    },
  })
  chat.defineJobs(jobs)
  const dashboard = createDashboardService({ db, access: requireSellerShop, chatResponse: chat.performance.responseFigures })

  // the community (issue 16): posts with shoppable product cards (live prices from the catalogue),
  // follows of users and shops, feeds; likes, comments and follows raise events (silent until the
  // notifications module is wired in: community.connectEvents)
  // one block list for chat and the community (chat_blocks)
  const blocks = createBlockList(db)
  const community = createCommunityService({
    db,
    catalog: {
      productCards: async (ids) => (await catalogRead.listProducts({ ids, page: 1, limit: Math.max(1, ids.length) })).items,
    },
    shops: { ownShop: shops.getShopSummaryOfOwner, setFollow: shopsPublic.setFollow },
    log: app.log,
    publicUrl: config.publicUrl,
    mediaUrlPrefix: storage.publicUrl('media/'),
    blocks,
  })
  const communityModeration = createCommunityModeration({
    db,
    mediaUrlPrefix: storage.publicUrl('media/'),
    requireShop: shopsPublic.requireShop,
    requireSellerShop: sellerAccess(shops),
  })
  // notify2 (issues 15/16): likes, comments, replies and follows notify (collapsed per hour, never
  // across a block); reported reviews land in the reported-content queue
  community.connectEvents(
    communityNotificationEvents({
      db,
      userName: async (userId) => (await identity.getUser(userId).catch(() => null))?.userName ?? null,
      postSummary: community.postSummary,
      shopOwner: shops.shopOwner,
      blockedEitherWay: blocks.eitherWay,
    }),
  )
  // a shutdown lets the notifications of the likes and comments just made be written first
  app.addHook('onClose', () => community.settled())
  reviewWrites.connectReports({ report: communityModeration.reportReview })
  communityModeration.connectReviews(reviewWrites.moderation)
  // admin console queues (issue 14): identity cards, and the dashboard reading each queue from its owner
  const identityCards = createIdentityCardsQueue({ db })
  // pages (issue 18): the social-feedback queue (its count is on the dashboard)
  const socialFeedback = createSocialFeedbackService({ db, mediaUrlPrefix: storage.publicUrl('media/') })
  const adminDashboard = createAdminDashboardService({
    queues: {
      shop_applications: sellerApplications.queueStat,
      products: sellerCatalog.moderation.productQueueStat,
      size_charts: sellerCatalog.moderation.sizeChartQueueStat,
      identity_cards: identityCards.queueStat,
      cod_orders: orders.heldCodStat,
      returns: returns.adminQueueStat,
      reported_content: communityModeration.queueStat,
      // notify2 (issue 15): the chat-reports queue on the dashboard and the nav badge
      chat_reports: async () => {
        const s = await chat.reports.queueStat()
        return { count: s.count, oldestAt: s.oldest_at ? new Date(s.oldest_at) : null }
      },
      social_feedback: socialFeedback.queueStat,
    },
    openReturns: async () => (await returns.adminQueueStat()).open,
    dailyOrders: orders.dailyOrders,
    dailyNewUsers: identityCards.dailyNewUsers,
    dailyNewShops: shops.dailyNewShops,
  })
  const checkout = createCheckoutService({
    db,
    pricing: pricingEngine,
    shipping: shipping.service.quoter,
    payments,
    orderRules: async (tx) => {
      const o = await settings.read('orders', tx)
      return { codReviewThreshold: o.cod_review_threshold, unpaidCancelDays: o.unpaid_cancel_days }
    },
  })

  // the admin console's core (issue 14): audit trail, users (lock, roles), shops (pause, close), the admin's second factor
  const audit = createAuditService({ db })
  const adminUsers = createAdminUsersService({ db, workingHoursAfter: calendar.workingHoursAfter })
  const adminShops = createAdminShopsService({ db })
  const secondFactor = createSecondFactorService({ db, keys })
  {
    const orderReads = createOrdersAdminReads({ db })
    const returnReads = createReturnsAdminReads({ db })
    const catalogReads = createCatalogAdminReads({ db })
    adminUsers.connectActivity({
      orders: (userId) => orderReads.ordersOfBuyer(userId),
      returns: (userId) => returnReads.returnsOfBuyer(userId),
      shops: adminShops.shopsOfOwner,
      shopsOfOwners: adminShops.shopsOfOwners,
    })
    adminShops.connectPerformance(async (shopId) => {
      const [orders30, returns30, productCount] = await Promise.all([
        orderReads.shopLast30Days(shopId),
        returnReads.shopReturnsLast30Days(shopId),
        catalogReads.productCountOfShop(shopId),
      ])
      return { ...orders30, returns_30d: returns30, product_count: productCount }
    })
  }

  // issue 16: the reported-content queue's "lock" locks the author through identity, and its "warn"
  // sends the author a notice through the outbox — each in the decision's transaction
  communityModeration.connectAccounts({
    lock: (tx, input) => adminUsers.lockWithin(tx, { ...input, ifUnlocked: true }),
    dropConnections: adminUsers.dropConnections,
  })
  communityModeration.connectNotices({
    warn: async (tx, w) => {
      await enqueueNotification(tx, {
        userId: w.userId,
        audience: 'BUYER',
        event: 'community.warning',
        params: { reason: w.reason, excerpt: w.excerpt },
        target: w.targetType === 'post' ? { post_id: w.targetId } : {},
        dedupeKey: `report-case:${w.caseId}:warn`,
        email: true,
        notice: true,
      })
    },
  })

  // account areas (issue 16, acct): the payment info lists the methods the buyer used on their orders
  profile.connectPaymentHistory(createPaymentHistory({ db }))

  await app.register(authPlugin, { keys, config, authenticator: identity })
  // who may call each route, checked before its input is parsed (platform/auth/access.ts)
  await app.register(accessPlugin, {
    checks: { ownsApprovedShop: async (userId) => (await shops.getShopSummaryOfOwner(userId))?.is_approved === true },
  })
  const realtime = attachRealtime(app, { config, database, keys, authenticateBearer: identity.authenticateBearer })
  // a locked user's open connections are dropped at once, on every process
  adminUsers.connectRealtime((userId) => disconnectUser(realtime, userId))
  notifications.connectRealtime(realtime)
  await app.register(healthRoutes, { database })
  await app.register(identityRoutes, { service: identity, keys, config, presentProfile: profile.getMe })
  await app.register(socialRoutes, { identity, keys, config, presentProfile: profile.getMe })
  await app.register(profileRoutes, { service: profile })
  await app.register(regionRoutes)
  await app.register(catalogRoutes, { service: catalog })
  await app.register(adminCategoriesRoutes, { service: categoriesAdmin })
  await app.register(homeBannersRoutes, { service: homeBanners })
  await app.register(adminCollectionsRoutes, { service: homeCollections })
  await app.register(sellerCatalogRoutes, { service: sellerCatalog })
  await app.register(shopsRoutes, { service: shops })
  await app.register(sellerApplicationsRoutes, { service: sellerApplications })
  await app.register(calendarRoutes, { service: calendar })
  await app.register(settingsRoutes, { service: settings })
  const reports = createReportsService({ db })
  await app.register(reportsRoutes, { service: reports })
  await app.register(catalogReadRoutes, { service: catalogRead })
  await app.register(shopsPublicRoutes, { service: shopsPublic })
  await app.register(searchRoutes, { service: search })
  await app.register(reviewsRoutes, { service: reviews })
  await app.register(buyerReviewsRoutes, { service: buyerReviews })
  await app.register(reviewWritesRoutes, { service: reviewWrites })
  await app.register(pricingRoutes, { vouchers, promotions })
  await app.register(shopMarketingRoutes, { marketing: shopMarketing })
  await app.register(ordersRoutes, { service: orders })
  await app.register(ledgerRoutes, { service: ledger })
  await app.register(returnsRoutes, { service: returns })
  await app.register(cartRoutes, { service: cart })
  await app.register(mediaRoutes, { storage, config })
  await app.register(checkoutRoutes, { service: checkout })
  await app.register(shipping.routes)
  await app.register(paymentsRoutes, { service: payments })
  await app.register(shopSettingsRoutes, { settings: shopSettings, pause: shopPause })
  await app.register(identityCardsRoutes, { queue: identityCards })
  await app.register(dashboardRoutes, { service: dashboard })
  await app.register(adminDashboardRoutes, { service: adminDashboard })
  await app.register(auditRoutes, { service: audit })
  await app.register(adminIdentityRoutes, { users: adminUsers, secondFactor })
  await app.register(adminShopsRoutes, { service: adminShops })
  await app.register(communityRoutes, { service: community, moderation: communityModeration, storage, config })
  await app.register(reportedContentRoutes, { moderation: communityModeration })
  await chat.register(app, realtime)
  await app.register(notificationsRoutes, { service: notifications })
  // fit (issue 17, helper fit): size advice from body measurements × size charts × review fit
  // words, and the consented try-on preview (photos private, purged 24 h after upload)
  const reviewTexts = createReviewTexts({ db: readDb })
  // page blocks read once per process (evicted by the NOTIFY listener below); the fit module's review words too
  const memo = new ReadMemo()
  const fit = createFitModule({
    memo,
    db,
    storage,
    config,
    log: app.log,
    ports: {
      product: (productId) => catalogRead.getProductDetail({ id: productId, position: 'Fit' }),
      body: async (userId) => {
        const me = await profile.getMe(userId).catch(() => null)
        if (!me) return null
        const m = me.bodyMeasurement
        if (m.height == null && m.weight == null) return null
        return {
          height: m.height ?? undefined,
          weight: m.weight ?? undefined,
          bust: m.bustSize ?? undefined,
          waist: m.waistSize ?? undefined,
          hip: m.hipSize ?? undefined,
          gender: me.gender,
        }
      },
      reviewTexts: (productId) => reviewTexts.latestTexts(productId),
    },
  })
  fit.defineJobs(jobs)
  identity.onAccountDeleted(fit.service.forgetUser)
  identity.onGuestLogin(fit.service.adoptGuest)
  await fit.register(app)
  // blog (issue 16): admin-written blogs with product embeds (HTML sanitised on the server) and the
  // blooks users and shops compose; product cards come from the catalogue's read service
  const blogCatalog = {
    productCards: async (ids: string[]) => (await catalogRead.listProducts({ ids, page: 1, limit: Math.max(1, ids.length) })).items,
  }
  const blogs = createBlogsService({ db, catalog: blogCatalog })
  const blooks = createBlooksService({
    db,
    catalog: blogCatalog,
    shops: { ownShop: shops.getShopSummaryOfOwner },
    mediaUrlPrefix: storage.publicUrl('media/'),
  })
  await app.register(blogsRoutes, { blogs, blooks })
  // ----- asst: the shopping assistant (issue 17): its tools read other modules through these ports, for the caller only
  const assistant = createAssistantService({
    db,
    log: app.log,
    ports: {
      listProducts: async (q) => {
        const { items, meta } = await catalogRead.listProducts({ ...q, sort: 'relevance' })
        return { items, total: meta.total }
      },
      productDetail: (id) => catalogRead.getProductDetail({ id, position: 'assistant' }).catch(() => null),
      productVariants: catalogRead.buyerVariants,
      vouchersForSale: async ({ viewerId, limit }) => (await vouchers.forSale({ viewerId, query: { page: 1, limit } })).data,
      voucherByCode: (caller, code) => vouchers.lookup({ viewerId: caller.isGuest ? undefined : caller.userId, code }).catch(() => null),
      saveVoucher: async (caller, id) => void (await vouchers.save({ actor: caller.actor, id })),
      bestVouchers: async (caller) => {
        const quote = await checkout.quote({ actor: caller.actor, lang: caller.lang, app: false }, { from_cart: true, auto_vouchers: true })
        if (!quote.subtotal) return null
        return {
          voucher_ids: quote.vouchers.filter((v) => v.selected).map((v) => v.id),
          discount: quote.shop_voucher_discount + quote.platform_voucher_discount,
          shipping_discount: quote.shipping_discount,
          subtotal: quote.subtotal,
        }
      },
      recentOrders: async (caller, limit) => {
        const { data } = await orders.listBuyerOrders({ actor: caller.actor, lang: caller.lang, query: { status: [], page: 1, limit } })
        return data.map((o) => ({
          kind: 'order' as const,
          _id: o._id,
          code: o.code,
          status: o.status,
          total_order_payment: o.total,
          item_count: o.items.reduce((n, i) => n + i.quantity, 0),
          first_item: o.items[0] ? { name: o.items[0].name, image: o.items[0].image ?? null } : null,
          created_at: o.created_at,
          url: `/trang-ca-nhan/don-hang/${o._id}`,
          shipping_status: o.shipping_sub_status,
          return_until: o.actions.includes('request_return') ? o.deadlines.return_by : null,
        }))
      },
      measurements: async (userId) => {
        const me = await profile.getMe(userId)
        const m = me.bodyMeasurement
        return { height: m.height, weight: m.weight, bust: m.bustSize, waist: m.waistSize, hip: m.hipSize, gender: me.gender }
      },
      // a guest has saved nothing: the nil id matches no wallet
      voucherStates: (userId, ids) => vouchers.chat.states(userId ?? '00000000-0000-0000-0000-000000000000', ids),
      sizeAdvice: fit.service.sizeAdvice,
    },
    settings: {
      read: () => settings.read('remote_config'),
      saveSplit: async (actor, split) =>
        void (await settings.update({
          actor,
          group: 'remote_config',
          value: { ...(await settings.read('remote_config')), assistant_ab_split: split },
        })),
    },
    ...(config.ASSISTANT_LLM_URL
      ? {
          llm: {
            url: config.ASSISTANT_LLM_URL,
            model: config.ASSISTANT_LLM_MODEL,
            key: config.ASSISTANT_LLM_KEY,
            timeoutMs: config.ASSISTANT_LLM_TIMEOUT_MS,
          },
        }
      : {}),
  })
  // a guest's conversation joins the account they log in to
  identity.onGuestLogin(assistant.mergeGuest)
  identity.onAccountDeleted(assistant.forgetUser)
  await app.register(assistantRoutes, { service: assistant })
  // ----- end asst
  // ----- vote (issue 18): the voting campaign; candidates' names and pictures come from the
  // catalogue, shops and community, the reward voucher from pricing (saved in the vote's transaction)
  const voting = createVotingService({
    db,
    ports: {
      candidates: async (type, ids) => {
        const found = new Map<string, { name: string; image: string | null }>()
        if (type === 'product') {
          const { items } = await catalogRead.listProducts({ ids, page: 1, limit: Math.max(1, ids.length) })
          for (const p of items) if (ids.includes(p._id)) found.set(p._id, { name: p.name, image: p.images[0] ?? null })
        } else if (type === 'shop') {
          const shopsFound = await Promise.all(ids.map((id) => shopsPublic.shopProfile(id).catch(() => null)))
          for (const shop of shopsFound) if (shop) found.set(shop._id, { name: shop.name, image: shop.avatar ?? null })
        } else {
          const posts = await Promise.all(ids.map(async (id) => [id, await community.postSummary(id)] as const))
          for (const [id, post] of posts)
            if (post) found.set(id, { name: [...post.excerpt].slice(0, 80).join('') || id, image: post.image ?? null })
        }
        return found
      },
      rewards: { findPlatformVoucher: vouchers.rewards.findPlatform, grant: vouchers.rewards.grant },
    },
  })
  await app.register(votingRoutes, { service: voting })
  // ----- end vote
  // ----- gbuy (issue 18): group-buy rooms; a seat is a checkout order at the group price, held after
  // payment until the room is full (payments asks `holdsPaid`), cancelled and refunded when it is not
  const groupBuy = createGroupBuyService({ db, checkout, orders, requireSellerShop, log: app.log })
  orders.onTransition(groupBuy.onOrderTransition)
  orders.onCommitted(groupBuy.onOrderCommitted)
  // polish (issue 18): a held order names its group-buy room (orders sits below groupbuy: a port)
  orders.connectGroupBuy({ roomsOfOrders: groupBuy.roomsOfOrders })
  payments.connectPaidHold(groupBuy.holdsPaid)
  defineGroupBuyJobs(jobs, groupBuy)
  await app.register(groupBuyRoutes, { service: groupBuy })
  // ----- end gbuy
  // ----- pages (issue 18): social-organisation feedback, the landing contact form (e-mailed through the outbox)
  const contact = createContactService({ db, outbox, notifier, supportEmail: config.CONTACT_EMAIL, log: app.log })
  await app.register(socialFeedbackRoutes, { service: socialFeedback })
  await app.register(contactRoutes, { service: contact })
  // ----- end pages
  // ----- aff (issue 18): affiliate KOLs — links and their tracking, campaigns, the KOL commission ledger.
  // Attribution runs in checkout's order transaction; the commission follows the order (identity
  // sets the KOL role on approval, the ledger takes the commission from the seller and releases it)
  const affiliate = createAffiliateService({ db, orders, shops, ledger, setKolRole })
  checkout.onPlaced(affiliate.attributeOrders)
  ledger.onReturnRecorded((tx, booking, now) => affiliate.onReturnRefunded(tx, booking, now))
  defineAffiliateJobs(jobs, affiliate)
  await app.register(affiliateRoutes, { service: affiliate })
  // ----- end aff
  // ----- pixels (issue 18): update-redis re-signs the caller's token and, on every process, re-resolves
  // the user's open connections (NOTIFY); profile, shop, KOL flags and unread counts are read fresh
  const userState = createUserStateService({
    database,
    log: app.log,
    ports: {
      refreshSession: identity.refreshSessionState,
      readProfile: profile.getMe,
      readUnread: async (actor) => {
        const { buyer, seller } = await notifications.unreadCount({ actor })
        return { buyer, seller }
      },
      onChanged: (userId) =>
        refreshUserSockets(realtime, userId, identity.sessionActor, { name: USER_STATE_SOCKET.changed, payload: { user_id: userId } }),
    },
  })
  const stopUserState = await userState.start()
  app.addHook('onClose', async () => stopUserState())
  await app.register(userStateRoutes, { service: userState, keys, config })
  adminUsers.connectRolesChanged(userState.changed)
  // a KOL approved or refused: their open tabs and sockets learn the new role at once
  affiliate.connectRolesChanged(userState.changed)
  // ----- end pixels
  // ----- track (issue 18): tracking sessions (partitioned by day), daily product funnels, the interactive call
  const tracking = createTrackingService({ database, requireSellerShop })
  defineTrackingJobs(jobs, tracking)
  identity.onAccountDeleted(tracking.forgetUser)
  await app.register(trackingRoutes, { service: tracking })
  // trackwire (issue 18): the seller dashboard's visitors and conversion come from the tracking aggregates
  dashboard.connectVisitors(tracking.shopVisitors)
  // ----- end track
  if (payments.gatewaySetup.vnpay.simulated || payments.gatewaySetup.momo.simulated) {
    await app.register(devGatewayRoutes, { service: payments, database })
    // aff (issue 18): journeys let a return window pass (the release job with a moved clock)
    await app.register(affiliateDevRoutes, { service: affiliate, production: config.NODE_ENV === 'production' })
  }
  await app.register(fastifyStatic, {
    root: storage.publicDir,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    // uploads are never executed by the browser as documents
    setHeaders: (reply) => reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'"),
  })
  const services = {
    identity,
    shops,
    sellerCatalog,
    sellerApplications,
    settings,
    categoriesAdmin,
    reports,
    homeBanners,
    homeCollections,
    calendar,
    profile,
    catalog,
    catalogRead,
    shopsPublic,
    search,
    reviews,
    buyerReviews,
    reviewWrites,
    cart,
    checkout,
    pricingEngine,
    orders,
    ledger,
    payments,
    returns,
    shipping: shipping.service,
    carrierSimulator: shipping.simulator,
    promotions,
    vouchers,
    shopSettings,
    shopPause,
    dashboard,
    shopMarketing,
    moderation: sellerCatalog.moderation,
    identityCards,
    adminDashboard,
    audit,
    adminUsers,
    adminShops,
    secondFactor,
    community,
    communityModeration,
    chat: chat.service,
    chatPresence: chat.presence,
    chatReports: chat.reports,
    chatPerformance: chat.performance,
    notifications,
    fit: fit.service,
    blogs,
    blooks,
    assistant,
    blocks,
    voting,
    groupBuy,
    // pages (issue 18)
    socialFeedback,
    contact,
    // aff (issue 18)
    affiliate,
    tracking,
  }
  // n16 (issue 16): reported blooks land in the reported-content queue ("hide" hides the blook)
  communityModeration.connectBlooks(blooks.moderation)
  // a write to what public pages show evicts them in every process (migration 0014's triggers)
  const unlisten = await database.listen(
    'xinh_cache',
    (tag) => {
      app.pageCache.invalidate([tag])
      memo.invalidate([tag])
    },
    () => {
      app.pageCache.clear()
      memo.invalidate(['*'])
    },
  )
  app.addHook('onClose', async () => unlisten())
  // dispatching starts once every producer and handler is wired; closing waits for a dispatch under way
  await outbox.start()
  app.addHook('onClose', () => outbox.stop())
  // the loaders' in-process reads (decision 007); returned too, for tests that run loaders without a web build
  const pageData = createPageData({ ...services, requireSellerShop }, createSocialProviders(config), memo)
  if (web) await registerWeb(app, { buildDir: config.WEB_BUILD_DIR ?? DEFAULT_WEB_BUILD, config, pageData })

  return {
    app,
    jobs,
    realtime,
    outbox,
    services,
    keys,
    pageData,
  }
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>
