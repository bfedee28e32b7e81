import type { TProductCard, TProductDetail } from '@xinh/contracts'
import { describe, expect, it } from 'vitest'
import type { UserActor } from '#server/platform/auth/actor.ts'
import { type AssistantPorts, type Caller, createAssistantTools, type SizeAdvice } from './assistant.tools.ts'
import { type BrainInput, createBuiltinBrain } from './brain/builtin.ts'

/**
 * The built-in brain over fake ports (the other modules' side of `AssistantPorts`): the size-advice
 * path the fit module plugs into, and the persona. The HTTP level is assistant.int.test.ts.
 */

const PRODUCT = '01936f8e-1c2d-7a3b-8c4d-5e6f7a8b9c0d'
const card: TProductCard = {
  _id: PRODUCT,
  name: 'Váy suông linen',
  sale_price: 250_000,
  before_sale_price: 300_000,
  discount_percent: 17,
  promotion: null,
  images: [],
  rating: 4.8,
  rating_count: 12,
  sold: 30,
  is_sold_out: false,
  shop: { _id: 's1', name: 'Shop', province_code: '79' },
}
const detail = { ...card, variants: [] } as unknown as TProductDetail

function ports(sizeAdvice?: AssistantPorts['sizeAdvice']): AssistantPorts {
  return {
    listProducts: async () => ({ items: [card], total: 1 }),
    productDetail: async (id) => (id === PRODUCT ? detail : null),
    productVariants: async () => [],
    vouchersForSale: async () => [],
    voucherByCode: async () => null,
    saveVoucher: async () => {},
    bestVouchers: async () => null,
    recentOrders: async () => [],
    measurements: async () => null,
    ...(sizeAdvice ? { sizeAdvice } : {}),
  }
}

const caller: Caller = {
  actor: { kind: 'user', userId: 'u1', sessionId: 's', roles: ['buyer'], isGuest: false, via: 'bearer' } as UserActor,
  userId: 'u1',
  isGuest: false,
  lang: 'vi',
}
const input = (message: string, extra: Partial<BrainInput> = {}): BrainInput => ({
  message,
  hasImage: false,
  action: null,
  caller,
  persona: 'normal',
  seed: 0,
  context: {},
  ...extra,
})

describe('size advice through the fit port', () => {
  it('answers the size, per-measure fit and confidence for a linked product', async () => {
    const calls: unknown[] = []
    const advice: SizeAdvice = { status: 'ok', size: 'M', confidence: 0.82, fit: [{ measure: 'bust', fit: 'regular' }] }
    const brain = createBuiltinBrain(
      createAssistantTools(
        ports(async (o) => {
          calls.push(o)
          return advice
        }),
      ),
    )
    const reply = await brain.reply(input(`mình cao 1m6 nặng 50kg mặc size gì https://xinh.vn/san-pham/${PRODUCT}`))
    expect(reply.ui.intent).toBe('size_advice')
    expect(reply.ui.cards[0]).toMatchObject({ kind: 'size_advice', advice: { size: 'M', confidence: 0.82 }, reason: null })
    expect(reply.content).toContain('M')
    // the numbers typed in the message are sent; the caller is the signed-in buyer
    expect(calls).toEqual([{ productId: PRODUCT, userId: 'u1', measurements: { height: 160, weight: 50 } }])
  })

  it('asks which product when none is named, offering the ones just shown', async () => {
    const brain = createBuiltinBrain(createAssistantTools(ports(async () => ({ status: 'ok', size: 'M', confidence: 1, fit: [] }))))
    const shown = (await brain.reply(input('tìm váy linen'))).products
    const reply = await brain.reply(input('tư vấn size giúp mình', { context: { lastProducts: [...shown, ...shown] } }))
    expect(reply.ui.cards[0]).toMatchObject({ kind: 'clarify', slot: 'product' })
  })

  it('prompts the measurements, and says so when size advice is not available', async () => {
    const needs = createBuiltinBrain(
      createAssistantTools(ports(async () => ({ status: 'needs_measurements', size: null, confidence: 0, fit: [] }))),
    )
    expect((await needs.act(input(''), { type: 'size_advice', product_id: PRODUCT })).ui.cards[0]).toMatchObject({
      reason: 'no_measurements',
    })
    const none = createBuiltinBrain(createAssistantTools(ports()))
    expect((await none.act(input(''), { type: 'size_advice', product_id: PRODUCT })).ui.cards[0]).toMatchObject({ reason: 'unavailable' })
  })
})

describe('personas', () => {
  it('the funny persona words the same answer differently, with the same cards', async () => {
    const brain = createBuiltinBrain(createAssistantTools(ports()))
    const normal = await brain.reply(input('tìm váy'))
    const funny = await brain.reply(input('tìm váy', { persona: 'funny' }))
    expect(funny.content).not.toBe(normal.content)
    expect(funny.ui.cards).toEqual(normal.ui.cards)
    expect(funny.ui.persona).toBe('funny')
  })
})
