import { describe, expect, it } from 'vitest'
import { evaluate } from './brain/evaluate.ts'
import { HELD_OUT_TABLE, INTENT_TABLE } from './brain/intents.table.ts'
import { actionOfToolCall } from './brain/llm.ts'
import { bodyOf, findPhrase, languageOf, productIdOfLink, refine, textOf, understandMessage } from './brain/nlu.ts'
import { decodeImage } from './assistant.service.ts'

/**
 * The built-in brain's understanding (issue 17): a table of realistic messages with the intent and
 * slots expected; `npm run bench -- assistant` prints the same figures.
 */
describe('the intent table', () => {
  it('has at least 200 realistic messages, each intent represented', () => {
    expect(INTENT_TABLE.length).toBeGreaterThanOrEqual(200)
    const intents = new Set(INTENT_TABLE.map(([, intent]) => intent))
    for (const i of ['search', 'vouchers', 'order_status', 'return_help', 'size_advice', 'try_on', 'greeting', 'thanks', 'out_of_scope'])
      expect(intents).toContain(i)
  })

  it('understands the intent of ≥ 95% and each slot of ≥ 95% of them', () => {
    const r = evaluate(INTENT_TABLE)
    expect(r.intent, JSON.stringify(r.failures.slice(0, 10))).toBeGreaterThanOrEqual(0.95)
    for (const [slot, acc] of Object.entries(r.slots))
      expect(acc, `${slot}: ${JSON.stringify(r.failures.filter((f) => f.what === slot))}`).toBeGreaterThanOrEqual(0.95)
  })

  it('does as well on messages it was not tuned on (≥ 85%)', () => {
    const r = evaluate(HELD_OUT_TABLE)
    expect(r.intent).toBeGreaterThanOrEqual(0.85)
    for (const acc of Object.values(r.slots)) expect(acc).toBeGreaterThanOrEqual(0.85)
  })
})

describe('tone-aware words', () => {
  it('son is lipstick, sơn is nail polish, typed plainly "son mong tay" is nail polish', () => {
    expect(understandMessage('son', 'vi').category?.id).toBe('lipstick')
    expect(understandMessage('sơn', 'vi').category?.id).toBe('nail_polish')
    expect(understandMessage('son mong tay', 'vi').category?.id).toBe('nail_polish')
    expect(understandMessage('son môi', 'vi').search.keyword).toBe('son')
  })

  it('a folded phrase matches only words typed without marks', () => {
    expect(findPhrase(textOf('đơn hàng của tôi'), { text: 'đơn hàng' })).not.toBeNull()
    expect(findPhrase(textOf('don hang cua toi'), { text: 'đơn hàng' })).not.toBeNull()
    // "dọn hàng" (tidy up) is not "đơn hàng"
    expect(findPhrase(textOf('dọn hàng'), { text: 'đơn hàng' })).toBeNull()
    expect(findPhrase(textOf('son'), { text: 'sơn', exact: true })).toBeNull()
  })

  it('"da" is skin in "da dầu" and leather in "túi da thật"', () => {
    expect(understandMessage('kem chống nắng da dầu', 'vi').search).toMatchObject({ skin_types: ['oily'], materials: [] })
    expect(understandMessage('túi da thật', 'vi').search).toMatchObject({ skin_types: [], materials: ['leather'] })
  })
})

describe('slots and helpers', () => {
  it('reads the price expressions of the issue', () => {
    const price = (m: string) => {
      const s = understandMessage(m, 'vi').search
      return [s.price_min, s.price_max]
    }
    expect(price('váy dưới 200k')).toEqual([null, 200_000])
    expect(price('áo từ 100 đến 200 nghìn')).toEqual([100_000, 200_000])
    expect(price('túi 1tr5')).toEqual([1_200_000, 1_800_000])
    expect(price('giày 500k-1 triệu')).toEqual([500_000, 1_000_000])
    expect(price('son tầm 300')).toEqual([240_000, 360_000])
    expect(price('shoes under 1 million')).toEqual([null, 1_000_000])
  })

  it('refines the last search with what a follow-up says; a new product starts over', () => {
    const last = understandMessage('son đỏ dưới 200k', 'vi').search
    expect(refine(last, understandMessage('màu hồng thôi', 'vi').search)).toMatchObject({
      category: 'lipstick',
      colors: ['hong'],
      price_max: 200_000,
    })
    expect(refine(last, understandMessage('từ 300k', 'vi').search)).toMatchObject({
      category: 'lipstick',
      price_min: 300_000,
      price_max: null,
    })
    expect(refine(last, understandMessage('váy nữ', 'vi').search)).toMatchObject({ category: 'dress', colors: [], price_max: null })
  })

  it('reads body numbers, product links and the language', () => {
    expect(bodyOf(textOf('mình cao 1m6 nặng 50kg'))).toEqual({ height: 160, weight: 50 })
    expect(bodyOf(textOf('165cm 55 kg'))).toEqual({ height: 165, weight: 55 })
    const id = '01936f8e-1c2d-7a3b-8c4d-5e6f7a8b9c0d'
    expect(productIdOfLink(`xem giúp https://xinh.vn/san-pham/${id}?ref=abc`)).toBe(id)
    expect(productIdOfLink('https://evil.example/other/123')).toBeNull()
    expect(languageOf('where is my order', 'vi')).toBe('en')
    expect(languageOf('đơn của tôi', 'en')).toBe('vi')
    expect(languageOf('주문 어디', 'vi')).toBe('ko')
  })

  it('accepts png, jpeg and gif images by their bytes, nothing else', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')
    expect(decodeImage(`data:image/png;base64,${png}`).type).toBe('image/png')
    expect(decodeImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1]).toString('base64')).type).toBe('image/jpeg')
    expect(() => decodeImage(Buffer.from('<svg onload=alert(1)>').toString('base64'))).toThrow('IMAGE_INVALID')
    expect(() => decodeImage('not base64 !!')).toThrow('IMAGE_INVALID')
  })

  it('an LLM tool call is validated like a button: unknown tools and bad arguments are refused', () => {
    expect(actionOfToolCall('search_products', JSON.stringify({ keyword: 'son', price_max: 200000, sizes: ['m'] }))).toMatchObject({
      type: 'search',
      search: { keyword: 'son', price_max: 200_000, sizes: ['M'], colors: [] },
    })
    expect(actionOfToolCall('my_orders', JSON.stringify({ user_id: 'someone-else' }))).toEqual({ type: 'orders' })
    expect(() => actionOfToolCall('drop_tables', '{}')).toThrow()
    expect(() => actionOfToolCall('search_products', JSON.stringify({ keyword: '' }))).toThrow()
    expect(() => actionOfToolCall('size_advice', JSON.stringify({ product_id: "1' or 1=1" }))).toThrow()
    expect(() => actionOfToolCall('search_products', '{not json')).toThrow()
  })
})
