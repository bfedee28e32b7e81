import { AppError } from '#server/platform/errors.ts'

/**
 * The product state machine (spec §4). Every status change of a product goes through
 * `transition`; services never set `status` by hand.
 *
 * A product's state is its moderation status plus the seller's "active" toggle (allow_to_sell).
 * The invariant the buyer side relies on: `accepted` ⇒ allow_to_sell, `delisted` ⇒ !allow_to_sell.
 * "Sold out" is not a state: it is an accepted product whose variant stock adds up to 0.
 *
 *   draft ──submit──▶ pending ──accept──▶ accepted ⇄ delisted      (delist ▶ / ◀ relist)
 *   ↺ save_draft        │  ▲                   │          │
 *                       │  └────── submit ─────┴──────────┘          (reviewed content changed)
 *                    reject
 *                       ▼
 *                    rejected ──submit──▶ pending
 *
 * - submit: a full product (ZProductInput) passed the system check and goes to the admin queue.
 * - edit: a full update that changes no reviewed content of an already reviewed-and-listed
 *   product (stock, prices, SKU, terms): the product keeps its state.
 * - delist / relist: the seller's toggle. On an accepted or delisted product it moves between the
 *   two; on a draft, pending or rejected product it only records the wish, and acceptance then
 *   lands on `delisted` instead of `accepted`.
 * - accept / reject: the admin's decision on a pending product only.
 */
export type ProductStatus = 'draft' | 'pending' | 'accepted' | 'rejected' | 'delisted'
export type ProductEvent = 'save_draft' | 'submit' | 'edit' | 'delist' | 'relist' | 'accept' | 'reject'
export type ProductState = { status: ProductStatus; allowToSell: boolean }

type Next = ProductStatus | ((s: ProductState) => ProductStatus)
const accept: Next = (s) => (s.allowToSell ? 'accepted' : 'delisted')

/** The allowed transitions; anything missing is a PRODUCT_STATE_CONFLICT. */
export const PRODUCT_TRANSITIONS: Record<ProductStatus, Partial<Record<ProductEvent, Next>>> = {
  draft: { save_draft: 'draft', submit: 'pending', delist: 'draft', relist: 'draft' },
  pending: { submit: 'pending', edit: 'pending', accept, reject: 'rejected', delist: 'pending', relist: 'pending' },
  accepted: { submit: 'pending', edit: 'accepted', delist: 'delisted', relist: 'accepted' },
  delisted: { submit: 'pending', edit: 'delisted', delist: 'delisted', relist: 'accepted' },
  // a rejected product is only ever resubmitted as a whole (edit of a rejected product = submit)
  rejected: { submit: 'pending', delist: 'rejected', relist: 'rejected' },
}

const TOGGLE: Partial<Record<ProductEvent, boolean>> = { delist: false, relist: true }

export function canTransition(status: ProductStatus, event: ProductEvent): boolean {
  return PRODUCT_TRANSITIONS[status][event] !== undefined
}

/** The state after `event`, or PRODUCT_STATE_CONFLICT when the event is not allowed from `state`. */
export function transition(state: ProductState, event: ProductEvent): ProductState {
  const next = PRODUCT_TRANSITIONS[state.status][event]
  if (next === undefined) throw new AppError('PRODUCT_STATE_CONFLICT')
  const allowToSell = TOGGLE[event] ?? state.allowToSell
  return { status: typeof next === 'function' ? next({ ...state, allowToSell }) : next, allowToSell }
}

/**
 * Which event a full update (PUT with ZProductInput) is: a draft or a rejected product is always
 * (re)submitted; otherwise only a change of reviewed content sends the product back to the queue.
 */
export function updateEvent(status: ProductStatus, isContentChanged: boolean): ProductEvent {
  if (status === 'draft' || status === 'rejected') return 'submit'
  return isContentChanged ? 'submit' : 'edit'
}

/** Size charts are only moderated: pending → accepted | rejected, and a change goes back to pending. */
export type ModerationStatus = 'pending' | 'accepted' | 'rejected'
export function moderate(status: ModerationStatus, decision: 'accept' | 'reject'): ModerationStatus {
  if (status !== 'pending') throw new AppError('PRODUCT_STATE_CONFLICT')
  return decision === 'accept' ? 'accepted' : 'rejected'
}
