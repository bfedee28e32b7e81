import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readAffiliateSession, writeAffiliateSession } from './session.ts'
import { formatRate, formatRatio } from './format.ts'

/** A Storage of this test's own (Node has no localStorage). */
function memoryStorage(): Storage {
  const m = new Map<string, string>()
  return {
    get length() {
      return m.size
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  }
}

const DAY = 86_400_000
const session = (updated: string) => ({
  session_id: 's-1',
  product_id: 'p-1',
  click_id: 'Ab12Cd34',
  created_at: updated,
  updated_at: updated,
})

describe('the affiliate session kept in the browser', () => {
  beforeEach(() => {
    globalThis.localStorage = memoryStorage()
  })
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage')
  })

  it('gives back the last click while it may still count', () => {
    writeAffiliateSession(session('2026-11-01T00:00:00.000Z'))
    expect(readAffiliateSession(Date.parse('2026-11-20T00:00:00.000Z'))?.click_id).toBe('Ab12Cd34')
  })

  it('forgets a click older than the longest window there can be (90 days)', () => {
    writeAffiliateSession(session('2026-01-01T00:00:00.000Z'))
    expect(readAffiliateSession(Date.parse('2026-01-01T00:00:00.000Z') + 91 * DAY)).toBeNull()
    expect(localStorage.getItem('xinh_aff_session')).toBeNull()
  })

  it('ignores what is not a session (another script wrote the key, or broken JSON)', () => {
    localStorage.setItem('xinh_aff_session', '{"oops":1}')
    expect(readAffiliateSession()).toBeNull()
    localStorage.setItem('xinh_aff_session', '{not json')
    expect(readAffiliateSession()).toBeNull()
  })

  it('says nothing when storage is missing (private mode)', () => {
    Reflect.deleteProperty(globalThis, 'localStorage')
    expect(readAffiliateSession()).toBeNull()
    expect(() => writeAffiliateSession(session('2026-11-01T00:00:00.000Z'))).not.toThrow()
  })
})

describe('rates and ratios in the reader’s language', () => {
  it('turns basis points into percents', () => {
    expect(formatRate(1250, 'vi')).toBe('12,5%')
    expect(formatRate(1250, 'en')).toBe('12.5%')
    expect(formatRate(5000, 'ko')).toBe('50%')
  })
  it('shows conversion with one decimal at most', () => {
    expect(formatRatio(0.12345, 'en')).toBe('12.3%')
    expect(formatRatio(0, 'vi')).toBe('0%')
  })
})
