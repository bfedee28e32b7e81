import type { TSellerTodo } from '@xinh/contracts'

/**
 * Where each to-do card leads: the filtered lists of the other seller-centre screens. The
 * filters follow those screens' APIs (`status=` of GET /api/v1/seller/orders and of the returns
 * list, `filter=` of GET /api/v1/seller/products); `stock=low` asks the product list for
 * DASHBOARD_RULES.lowStock or fewer units.
 */
export const TODO_LINKS: Record<keyof TSellerTodo, string> = {
  to_prepare: '/ban-hang/quan-ly-don-hang?status=awaiting_confirmation,preparing',
  cancel_requests: '/ban-hang/quan-ly-don-hang?status=cancel_pending',
  return_requests: '/ban-hang/tra-hang-hoan-tien?status=requested',
  rejected_products: '/ban-hang/quan-ly-san-pham?filter=rejected',
  low_stock: '/ban-hang/quan-ly-san-pham?filter=available&stock=low',
}
