import type { TMyReview, TOrder, TReviewableItem } from '@xinh/contracts'

/** The item a review is about (an order item). */
export type ReviewTarget = Pick<TReviewableItem, 'order_item_id' | 'name' | 'image' | 'options'>
/** What the return-and-refund request needs of the order (a 1–3 heart review leads into it). */
export type ReturnOrder = Pick<TOrder, '_id' | 'code' | 'items'> & Partial<Pick<TOrder, 'payment_method'>>
export type MyReview = TMyReview
