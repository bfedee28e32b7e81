import { type RouteConfig, index, route } from '@react-router/dev/routes'

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
  route('chinh-sach/:slug', 'routes/policy.tsx'),
  // spec §2 "/tuong?order=1 buyer orders" (the walls themselves come with the community issue)
  route('tuong', 'routes/walls.tsx'),
  route('trang-ca-nhan', 'routes/account/layout.tsx', [
    index('routes/account/profile.tsx'),
    route('don-hang', 'routes/account/orders.tsx'),
    route('don-hang/:id', 'routes/account/order.tsx'),
    route('dia-chi', 'routes/account/addresses.tsx'),
    route('so-do-co-the', 'routes/account/measurements.tsx'),
    route('xac-minh', 'routes/account/verification.tsx'),
    route('doi-mat-khau', 'routes/account/password.tsx'),
    route('xoa-tai-khoan', 'routes/account/delete.tsx'),
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
    route('*', 'routes/seller/not-found.tsx'),
  ]),
  route('tiep-thi-lien-ket', 'routes/affiliate/layout.tsx', [
    index('routes/affiliate/overview.tsx'),
    route('*', 'routes/affiliate/not-found.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
