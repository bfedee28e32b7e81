import type { TSellerTodo } from '@xinh/contracts'

/**
 * Where each to-do card leads: the filtered lists of the other seller-centre screens — the order
 * and return lists' `tab` (one status each), the product list's `filter=` (GET
 * /api/v1/seller/products); `stock=low` asks the product list for DASHBOARD_RULES.lowStock or
 * fewer units.
 */
export const TODO_LINKS: Record<keyof TSellerTodo, string> = {
  to_confirm: '/ban-hang/quan-ly-don-hang?tab=awaiting_confirmation',
  to_prepare: '/ban-hang/quan-ly-don-hang?tab=preparing',
  cancel_requests: '/ban-hang/quan-ly-don-hang?tab=cancel_pending',
  return_requests: '/ban-hang/tra-hang-hoan-tien?tab=requested',
  rejected_products: '/ban-hang/quan-ly-san-pham?filter=rejected',
  low_stock: '/ban-hang/quan-ly-san-pham?filter=available&stock=low',
}
