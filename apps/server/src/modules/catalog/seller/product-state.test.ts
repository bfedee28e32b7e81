import { describe, expect, it } from 'vitest'
import { AppError } from '#server/platform/errors.ts'
import {
  canTransition,
  moderate,
  PRODUCT_TRANSITIONS,
  type ProductEvent,
  type ProductStatus,
  transition,
  updateEvent,
} from './product-state.ts'

const STATUSES: ProductStatus[] = ['draft', 'pending', 'accepted', 'rejected', 'delisted']
const EVENTS: ProductEvent[] = ['save_draft', 'submit', 'edit', 'delist', 'relist', 'accept', 'reject']

const conflict = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    return error instanceof AppError && error.code === 'PRODUCT_STATE_CONFLICT'
  }
  return false
}

describe('product state machine (spec §4)', () => {
  // status × event → next status (allow_to_sell true), '✗' = PRODUCT_STATE_CONFLICT
  const table: Record<ProductStatus, Record<ProductEvent, ProductStatus | '✗'>> = {
    draft: { save_draft: 'draft', submit: 'pending', edit: '✗', delist: 'draft', relist: 'draft', accept: '✗', reject: '✗' },
    pending: {
      save_draft: '✗',
      submit: 'pending',
      edit: 'pending',
      delist: 'pending',
      relist: 'pending',
      accept: 'accepted',
      reject: 'rejected',
    },
    accepted: { save_draft: '✗', submit: 'pending', edit: 'accepted', delist: 'delisted', relist: 'accepted', accept: '✗', reject: '✗' },
    delisted: { save_draft: '✗', submit: 'pending', edit: 'delisted', delist: 'delisted', relist: 'accepted', accept: '✗', reject: '✗' },
    rejected: { save_draft: '✗', submit: 'pending', edit: '✗', delist: 'rejected', relist: 'rejected', accept: '✗', reject: '✗' },
  }

  for (const status of STATUSES)
    for (const event of EVENTS) {
      const expected = table[status][event]
      it(`${status} --${event}--> ${expected}`, () => {
        const allowToSell = status !== 'delisted'
        if (expected === '✗') {
          expect(canTransition(status, event)).toBe(false)
          expect(conflict(() => transition({ status, allowToSell }, event))).toBe(true)
        } else {
          expect(canTransition(status, event)).toBe(true)
          expect(transition({ status, allowToSell }, event).status).toBe(expected)
        }
      })
    }

  it('the table covers exactly the documented transitions', () => {
    const allowed = STATUSES.flatMap((s) => EVENTS.filter((e) => PRODUCT_TRANSITIONS[s][e] !== undefined).map((e) => `${s}:${e}`))
    const documented = STATUSES.flatMap((s) => EVENTS.filter((e) => table[s][e] !== '✗').map((e) => `${s}:${e}`))
    expect(allowed).toEqual(documented)
  })

  it('the toggle sets allow_to_sell and keeps accepted ⇒ allow_to_sell, delisted ⇒ !allow_to_sell', () => {
    expect(transition({ status: 'accepted', allowToSell: true }, 'delist')).toEqual({ status: 'delisted', allowToSell: false })
    expect(transition({ status: 'delisted', allowToSell: false }, 'relist')).toEqual({ status: 'accepted', allowToSell: true })
    // a pending product hidden by its seller is accepted straight into delisted
    const hidden = transition({ status: 'pending', allowToSell: true }, 'delist')
    expect(hidden).toEqual({ status: 'pending', allowToSell: false })
    expect(transition(hidden, 'accept')).toEqual({ status: 'delisted', allowToSell: false })
    // a delisted product edited and resubmitted stays hidden after acceptance
    const resubmitted = transition({ status: 'delisted', allowToSell: false }, 'submit')
    expect(resubmitted).toEqual({ status: 'pending', allowToSell: false })
    expect(transition(resubmitted, 'accept').status).toBe('delisted')
    // every reachable state keeps the invariant
    for (const status of STATUSES)
      for (const allowToSell of [true, false])
        for (const event of EVENTS) {
          if (!canTransition(status, event)) continue
          if ((status === 'accepted' && !allowToSell) || (status === 'delisted' && allowToSell)) continue
          const next = transition({ status, allowToSell }, event)
          if (next.status === 'accepted') expect(next.allowToSell, `${status}/${allowToSell}/${event}`).toBe(true)
          if (next.status === 'delisted') expect(next.allowToSell, `${status}/${allowToSell}/${event}`).toBe(false)
        }
  })

  it('a full update submits drafts and rejected products, and others only when content changed', () => {
    expect(updateEvent('draft', false)).toBe('submit')
    expect(updateEvent('rejected', false)).toBe('submit')
    expect(updateEvent('accepted', false)).toBe('edit')
    expect(updateEvent('accepted', true)).toBe('submit')
    expect(updateEvent('delisted', false)).toBe('edit')
    expect(updateEvent('pending', true)).toBe('submit')
  })

  it('size charts: only pending ones are accepted or rejected', () => {
    expect(moderate('pending', 'accept')).toBe('accepted')
    expect(moderate('pending', 'reject')).toBe('rejected')
    expect(conflict(() => moderate('accepted', 'reject'))).toBe(true)
    expect(conflict(() => moderate('rejected', 'accept'))).toBe(true)
  })
})
