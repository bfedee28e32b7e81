import type { ReturnClaim, ReturnStatus } from '@xinh/contracts'

/** The buyer's steps on a request (its `actions` may name them). */
export type ReturnAction = 'cancel' | 'ship_back' | 'dispute'

/** Who must act before a return's deadline. */
export type ReturnParty = 'buyer' | 'seller' | 'admin'

export type ReturnTimelineEntry = {
  status: ReturnStatus
  status_label: string
  action: string
  /** What the step was, in the reader's language. */
  action_label?: string
  actor_role: string
  note: string | null
  media: string[]
  at: string
  due_at: string | null
}

export type ReturnRefund = {
  _id: string
  method: 'gateway' | 'bank_transfer' | string
  amount: number
  status: 'pending' | 'succeeded' | 'failed' | string
}

/** GET /api/v1/mobile/orders/{id}/return and /api/v1/mobile/returns/{id} (docs/api/returns.md). */
export type ReturnRequest = {
  _id: string
  order_id: string
  order_code: string
  shop: { _id: string; name: string }
  status: ReturnStatus
  status_label: string
  reason: { _id: string; name: string }
  claim: ReturnClaim
  description: string | null
  media: string[]
  items: Array<{ order_item_id: string; name: string; image: string | null; options: string[]; quantity: number; amount: number }>
  items_amount: number
  refund_amount: number
  /** Percent of items_amount refunded: 100, or 200 for an authentic-goods claim. */
  refund_rate: number
  due_at: string | null
  deadline_for: ReturnParty | null
  refunds: ReturnRefund[]
  timeline: ReturnTimelineEntry[]
  actions: string[]
  created_at: string
  updated_at: string
}

/** The buyer's return request body. */
export type ReturnInput = {
  reason_id: string
  claim: ReturnClaim
  description?: string
  media: string[]
  items: Array<{ order_item_id: string; quantity: number }>
  source: 'order' | 'review'
  rating?: number
}

/** Where the refund guide lives (spec §2 policy pages). */
export const RETURN_GUIDE_PATH = '/chinh-sach/doi-tra-hoan-tien'

/** A media URL that is a video (the upload answers the file's URL; videos keep their container's extension). */
export const isVideoUrl = (url: string) => /\.(mp4|webm|mov|m4v)(\?|#|$)/i.test(url)

/** Carriers a buyer may name when sending a return back (spec §3). */
export const SHIP_BACK_CARRIERS = ['GHTK', 'VIETTEL_POST'] as const

/**
 * The guarantee claims offered (contracts' RETURN_CLAIMS, restated: importing the constant would
 * load the contracts' zod schemas into this page's code).
 */
export const RETURN_CLAIM_CHOICES = ['none', 'quality', 'authentic'] as const satisfies readonly ReturnClaim[]
