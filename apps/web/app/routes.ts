import { type RouteConfig, index, route } from '@react-router/dev/routes'

/** A seller-centre marketing screen (spec §2): its list, `tao`, `chi-tiet/{id}` and `cap-nhat/{id}`. */
function marketingSection(slug: string, folder: string) {
  const dir = `routes/seller/marketing/${folder}`
  return [
    route(slug, `${dir}/section.tsx`, [
      index(`${dir}/list.tsx`),
      route('tao', `${dir}/create.tsx`),
      route('chi-tiet/:id', `${dir}/detail.tsx`),
      route('cap-nhat/:id', `${dir}/edit.tsx`),
    ]),
  ]
}

// Spec §2 paths (Vietnamese slugs) mapped to route modules. Later issues add their screens here.
export default [
  index('routes/home.tsx'),
  // Catalog and discovery (issue 3)
  route('tim-kiem', 'routes/catalog/search.tsx'),
  route('danh-muc', 'routes/catalog/categories.tsx'),
  route('nganh-hang', 'routes/catalog/departments.tsx'),
  route('nganh-hang/:id', 'routes/catalog/category.tsx'),
  route('san-pham/:id', 'routes/catalog/product.tsx'),
  route('nguoi-ban/:id', 'routes/catalog/shop.tsx'),
  route('bo-suu-tap/:id', 'routes/catalog/collection.tsx'),
  route('danh-sach/bo-suu-tap/:id', 'routes/catalog/shop-collections.tsx'),
  route('top-seller', 'routes/catalog/top-sellers.tsx'),
  route('banner/:id', 'routes/catalog/banner.tsx'),
  // Vouchers and promotions (issue 4)
  route('khuyen-mai', 'routes/pricing/vouchers.tsx'),
  route('uu-dai', 'routes/pricing/promotions.tsx'),
  route('robots.txt', 'routes/catalog/robots.ts'),
  route('sitemap.xml', 'routes/catalog/sitemap.ts'),
  route('sitemaps/:file', 'routes/catalog/sitemap-part.ts'),
  // Cart (issue 4)
  route('gio-hang', 'routes/cart/cart.tsx'),
  // Checkout (issue 4): signed-in buyers, and the quick checkout of a visitor without an account
  route('thanh-toan', 'routes/checkout/checkout.tsx'),
  route('thanh-toan-2', 'routes/checkout/quick.tsx'),
  // Payments (issue 5): where the gateway sends the buyer back
  route('thanh-toan/ket-qua', 'routes/checkout/payment-result.tsx'),
  // The orders a checkout made, on their own address (issue 12: a reload or the back button keeps them)
  route('thanh-toan/thanh-cong', 'routes/checkout/success.tsx'),
  // A login link to deep-link to: opens the login form, then goes on to ?next= (a path on this site)
  route('dang-nhap', 'routes/login.tsx'),
  route('chinh-sach/:slug', 'routes/policy.tsx'),
  // a review's "helpful" from the product page's plain form (no JavaScript on the page for it; issue 16)
  route('danh-gia/:id/huu-ich', 'routes/reviews-helpful.ts'),
  // spec §2 "/tuong?order=1 buyer orders" (the walls themselves come with the community issue)
  route('tuong', 'routes/walls.tsx'),
  route('trang-ca-nhan', 'routes/account/layout.tsx', [
    index('routes/account/profile.tsx'),
    route('don-hang', 'routes/account/orders.tsx'),
    route('don-hang/:id', 'routes/account/order.tsx'),
    // spec §2 account area "product reviews" (issue 16)
    route('danh-gia', 'routes/account/reviews.tsx'),
    route('dia-chi', 'routes/account/addresses.tsx'),
    route('so-do-co-the', 'routes/account/measurements.tsx'),
    route('xac-minh', 'routes/account/verification.tsx'),
    route('doi-mat-khau', 'routes/account/password.tsx'),
    route('xoa-tai-khoan', 'routes/account/delete.tsx'),
    // Notifications (issue 15, notify-web): the list and the preferences
    route('thong-bao', 'routes/account/notifications.tsx'),
    route('thong-bao/cai-dat', 'routes/account/notification-settings.tsx'),
    // acct (issue 16): spec §2 account areas favourites, recently viewed, my vouchers, payment info
    route('yeu-thich', 'routes/account/favourites.tsx'),
    route('da-xem', 'routes/account/seen.tsx'),
    route('vi-voucher', 'routes/account/vouchers.tsx'),
    route('thanh-toan', 'routes/account/payment.tsx'),
    // gbuy (issue 18): the buyer's group-buy rooms
    route('mua-chung', 'routes/account/group-buy.tsx'),
    route('*', 'routes/account/not-found.tsx'),
  ]),
  route('ban-hang', 'routes/seller/layout.tsx', [
    index('routes/seller/index.tsx'),
    route('tong-quan', 'routes/seller/overview.tsx'),
    // Products and size charts (issue 13, seller-centre products)
    route('quan-ly-san-pham', 'routes/seller/products/section.tsx', [
      index('routes/seller/products/list.tsx'),
      route('tao', 'routes/seller/products/create.tsx'),
      route('cap-nhat/:id', 'routes/seller/products/edit.tsx'),
      route('tai-xuong-danh-sach', 'routes/seller/products/excel.tsx'),
      route('chinh-sua-hang-loat', 'routes/seller/products/bulk-edit.tsx'),
    ]),
    route('quan-ly-size-chart', 'routes/seller/size-charts/section.tsx', [
      index('routes/seller/size-charts/list.tsx'),
      route('tao', 'routes/seller/size-charts/create.tsx'),
      route('cap-nhat/:id', 'routes/seller/size-charts/edit.tsx'),
    ]),
    // Orders and return/refund requests (issue 13, sc-orders): each list and its detail under one breadcrumb
    route('quan-ly-don-hang', 'routes/seller/orders/section.tsx', [
      index('routes/seller/orders/list.tsx'),
      route(':id', 'routes/seller/orders/detail.tsx'),
    ]),
    route('tra-hang-hoan-tien', 'routes/seller/orders/returns-section.tsx', [
      index('routes/seller/orders/returns.tsx'),
      route(':id', 'routes/seller/orders/return.tsx'),
    ]),
    // Seller centre: dashboard (above), finance, shop settings and pause mode (issue 13, sc-shop)
    route('tai-chinh', 'routes/seller/shop/finance.tsx'),
    // the shop's product reviews and its replies (issue 16)
    route('danh-gia', 'routes/seller/reviews.tsx'),
    route('cai-dat', 'routes/seller/shop/settings-layout.tsx', [
      index('routes/seller/shop/settings-index.tsx'),
      route('thong-tin-cua-hang', 'routes/seller/shop/settings-info.tsx'),
      route('van-chuyen', 'routes/seller/shop/settings-shipping.tsx'),
      route('thanh-toan', 'routes/seller/shop/settings-payments.tsx'),
      route('chinh-sach-hoan-tra-hang', 'routes/seller/shop/settings-returns.tsx'),
      route('tam-nghi', 'routes/seller/shop/settings-pause.tsx'),
    ]),
    // Marketing (issue 13, sc-marketing): shop categories, banners, promotions, vouchers
    ...marketingSection('quan-ly-danh-muc', 'categories'),
    ...marketingSection('quan-ly-banner', 'banners'),
    ...marketingSection('chuong-trinh-cua-toi', 'promotions'),
    ...marketingSection('ma-giam-gia', 'vouchers'),
    // Chat with buyers (issue 15, chat-web)
    route('tro-chuyen', 'routes/seller/chat/chat.tsx'),
    // Notifications of the shop (issue 15, notify-web)
    route('thong-bao', 'routes/seller/notifications.tsx'),
    // acct (issue 16): what buyers wrote to the shop on /shop-feedback/{id}
    route('gop-y-cua-khach', 'routes/seller/feedback.tsx'),
    // gbuy (issue 18): group-buy deals
    route('mua-chung', 'routes/seller/group-buy/list.tsx'),
    route('mua-chung/tao', 'routes/seller/group-buy/create.tsx'),
    // affweb (issue 18): the shop's affiliate campaigns (the public page is /nha-ban/chien-dich-mo/chi-tiet/{id})
    route('tiep-thi-lien-ket', 'routes/seller/affiliate/section.tsx', [
      index('routes/seller/affiliate/list.tsx'),
      route('tao', 'routes/seller/affiliate/create.tsx'),
      route('cap-nhat/:id', 'routes/seller/affiliate/edit.tsx'),
    ]),
    route('*', 'routes/seller/not-found.tsx'),
  ]),
  route('tiep-thi-lien-ket', 'routes/affiliate/layout.tsx', [
    index('routes/affiliate/overview.tsx'),
    // affweb (issue 18): the KOL's converted orders (each with why it counted), account, campaigns
    route('ca-nhan/don-hang-chuyen-doi', 'routes/affiliate/conversions-section.tsx', [
      index('routes/affiliate/conversions.tsx'),
      route(':orderId', 'routes/affiliate/conversion.tsx'),
    ]),
    route('ca-nhan/thong-tin-tai-khoan', 'routes/affiliate/account.tsx'),
    route('chien-dich', 'routes/affiliate/campaigns.tsx'),
    route('*', 'routes/affiliate/not-found.tsx'),
  ]),
  // Admin console (issue 14): the admin role only; each part adds its screens here
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('tong-quan', 'routes/admin/overview.tsx'),
    // admin-queues: the review queues (list + detail each) and the dashboard above
    route('dang-ky-ban-hang', 'routes/admin/queues/applications.tsx'),
    route('dang-ky-ban-hang/:id', 'routes/admin/queues/application.tsx'),
    route('duyet-san-pham', 'routes/admin/queues/products.tsx'),
    route('duyet-san-pham/:id', 'routes/admin/queues/product.tsx'),
    route('duyet-size-chart', 'routes/admin/queues/size-charts.tsx'),
    route('duyet-size-chart/:id', 'routes/admin/queues/size-chart.tsx'),
    route('xac-minh-cccd', 'routes/admin/queues/identity-cards.tsx'),
    route('xac-minh-cccd/:id', 'routes/admin/queues/identity-card.tsx'),
    route('don-cod', 'routes/admin/queues/cod-orders.tsx'),
    route('don-cod/:id', 'routes/admin/queues/cod-order.tsx'),
    route('tra-hang', 'routes/admin/queues/returns.tsx'),
    route('tra-hang/:id', 'routes/admin/queues/return.tsx'),
    // community (issue 16): the reported-content queue
    route('noi-dung-bi-bao-cao', 'routes/admin/queues/reported-content.tsx'),
    // admin-content (issue 14): categories, home content, system vouchers, settings, reports
    route('nganh-hang', 'routes/admin/content/categories.tsx'),
    route('trang-chu', 'routes/admin/content/home.tsx'),
    route('voucher', 'routes/admin/content/vouchers.tsx'),
    route('voucher/:id', 'routes/admin/content/voucher-edit.tsx'),
    route('cai-dat', 'routes/admin/content/settings.tsx'),
    route('bao-cao', 'routes/admin/content/reports.tsx'),
    // admin-core (issue 14): audit log, users, shops and seller deletions, the admin's second factor
    route('nhat-ky', 'routes/admin/core/audit.tsx'),
    route('nguoi-dung', 'routes/admin/core/users.tsx'),
    route('nguoi-dung/:id', 'routes/admin/core/user.tsx'),
    route('cua-hang', 'routes/admin/core/shops.tsx'),
    route('cua-hang/:id', 'routes/admin/core/shop.tsx'),
    route('bao-mat', 'routes/admin/core/security.tsx'),
    // blog (issue 16): blog authoring (list, new = /admin/blog/moi, edit)
    route('blog', 'routes/admin/blog/list.tsx'),
    route('blog/:id', 'routes/admin/blog/edit.tsx'),
    // asst (issue 17): the shopping assistant's remote config (style split, texts)
    route('tro-ly', 'routes/admin/assistant.tsx'),
    // notify2 (issue 15): the chat-reports queue
    route('tro-chuyen-bi-bao-cao', 'routes/admin/queues/chat-reports.tsx'),
    route('tro-chuyen-bi-bao-cao/:id', 'routes/admin/queues/chat-report.tsx'),
    // vote (issue 18): voting campaigns (list, new = /admin/binh-chon/moi, edit)
    route('binh-chon', 'routes/admin/voting/list.tsx'),
    route('binh-chon/:id', 'routes/admin/voting/edit.tsx'),
    // pages (issue 18): the social-organisation feedback queue
    route('phan-anh-xa-hoi', 'routes/admin/queues/social-feedback.tsx'),
    // affweb (issue 18): the affiliate admin's screens (an affiliate_admin without admin sees these only)
    route('tiep-thi-lien-ket', 'routes/admin/affiliate/index.tsx'),
    route('tiep-thi-lien-ket/kol', 'routes/admin/affiliate/kols.tsx'),
    route('tiep-thi-lien-ket/chien-dich', 'routes/admin/affiliate/campaigns.tsx'),
    route('tiep-thi-lien-ket/gian-lan', 'routes/admin/affiliate/fraud.tsx'),
    route('tiep-thi-lien-ket/thanh-toan', 'routes/admin/affiliate/payouts.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
  // Becoming a seller (issue 13): the landing page for prospective sellers and the two-step registration
  route('seller', 'routes/onboarding/seller.tsx'),
  route('become-seller', 'routes/onboarding/become-seller.tsx'),
  // cweb (issue 16): the community screens — feeds, a post with its comments, users' walls
  route('cong-dong', 'routes/community/feed.tsx'),
  route('post/:id', 'routes/community/post.tsx'),
  route('tuong/:id', 'routes/community/wall.tsx'),
  // blog (issue 16): blogs and blooks; /blook/{a}/{b} is the author's user id and the blook's id
  route('blog', 'routes/blog/list.tsx'),
  route('blog/:id', 'routes/blog/detail.tsx'),
  route('blook', 'routes/blook/list.tsx', { id: 'blook-all' }),
  route('blook/category/:id', 'routes/blook/list.tsx', { id: 'blook-category' }),
  route('blook/sub-category/:id', 'routes/blook/list.tsx', { id: 'blook-sub-category' }),
  route('blook/tao', 'routes/blook/compose.tsx'),
  route('blook/:a/:b', 'routes/blook/detail.tsx'),
  // acct (issue 16): spec §2 /shop-feedback/{id}, a buyer's feedback to a shop
  route('shop-feedback/:id', 'routes/shop-feedback.tsx'),
  // notify2 (issue 16): reporting a review from the product page (a plain form, like "helpful")
  route('danh-gia/:id/bao-cao', 'routes/reviews-report.ts'),
  // n16 (issue 16): reporting a blook from its page (a plain form); its author edits it
  route('blook/:a/:b/bao-cao', 'routes/blook/report.ts'),
  route('blook/:a/:b/sua', 'routes/blook/edit.tsx'),
  // vote (issue 18): the voting campaign (spec §1): campaigns, one campaign, its results
  route('binh-chon', 'routes/voting/list.tsx'),
  route('binh-chon/:id', 'routes/voting/campaign.tsx'),
  route('binh-chon/:id/ket-qua', 'routes/voting/results.tsx'),
  // gbuy (issue 18): a group-buy deal (open a room) and a room (the link members share)
  route('mua-chung/chuong-trinh/:id', 'routes/groupbuy/deal.tsx'),
  route('mua-chung/:id', 'routes/groupbuy/room.tsx'),
  // pages (issue 18): social-organisation feedback and its list, the download landing, the guides
  route('phan-anh-to-chuc-xa-hoi', 'routes/pages/social-feedback.tsx'),
  route('danh-sach', 'routes/pages/social-feedback-list.tsx'),
  route('download', 'routes/pages/download.tsx'),
  route('huong-dan', 'routes/pages/guides.tsx'),
  route('huong-dan/:group/:slug', 'routes/pages/guide.tsx'),
  // affweb (issue 18): the public page of an affiliate campaign, where KOLs join
  route('nha-ban/chien-dich-mo/chi-tiet/:campaign_id', 'routes/affiliate/campaign.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
