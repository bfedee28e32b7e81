import type { SellerProductsPages } from '@xinh/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createSeller } from '../../test/catalog-fixtures.ts'
import { createTestApp, register, type TestApp } from '../../test/helpers.ts'
import { validProduct } from '../modules/catalog/seller/seller-test-fixtures.ts'
import type { Actor } from '../platform/auth/actor.ts'
import { AppError } from '../platform/errors.ts'
import { createSellerProductsPages } from './seller-products.ts'

/**
 * The seller centre's product reads for loaders: the same answers and the same refusals as the
 * `/api/v1/seller/*` routes they mirror (owner, another seller, a buyer, anonymous).
 */

let t: TestApp
let owner: Awaited<ReturnType<typeof createSeller>>
let other: Awaited<ReturnType<typeof createSeller>>
let buyerId: string
let productId: string
let chartId: string

const actorOf = (userId: string, roles: Array<'buyer' | 'seller'>): Actor => ({
  kind: 'user',
  userId,
  sessionId: 'test',
  roles,
  isGuest: false,
  via: 'cookie',
})
const pages = (actor: Actor): SellerProductsPages =>
  createSellerProductsPages(t.services.sellerCatalog, {
    actor,
    lang: 'en',
    ip: '127.0.0.1',
    visitor: 'ip:127.0.0.1',
    tag: () => {},
    onHit: () => {},
  })
const refusal = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return { status: (error as AppError).status, code: (error as AppError).code }
}

beforeAll(async () => {
  t = await createTestApp()
  ;[owner, other] = await Promise.all([createSeller(t), createSeller(t)])
  buyerId = (await register(t.app)).userId
  const categoryId = (await createCategory(t)).id
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/seller/products',
    headers: owner.headers,
    payload: validProduct(categoryId),
  })
  productId = created.json().data._id
  const chart = await t.app.inject({
    method: 'POST',
    url: '/api/v1/seller/size-charts',
    headers: owner.headers,
    payload: {
      name: 'Bảng size áo',
      type: 'top',
      attributes: [{ _id: 'bust', name: 'Vòng ngực' }],
      rows: [{ size_name: 'M', size_values: [{ values: '84–88', attribute_id: 'bust' }] }],
    },
  })
  chartId = chart.json().data._id
})
afterAll(() => t.close())

describe('seller products page data', () => {
  it('the owner reads what the API answers', async () => {
    const me = pages(actorOf(owner.user.id, ['buyer', 'seller']))
    const api = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { ...owner.headers, 'accept-language': 'en' } })).json()
    const listed = await me.list({ filter: 'pending' })
    const fromApi = await api('/api/v1/seller/products?filter=pending')
    expect(listed).toEqual({ items: fromApi.data, meta: fromApi.meta, counts: fromApi.counts })
    expect((await me.get(productId))._id).toBe(productId)
    expect((await me.history(productId)).map((h) => h.to)).toEqual(['pending'])
    expect((await me.variants()).items.map((p) => p._id)).toEqual([productId])
    expect((await me.files()).meta).toEqual({ page: 1, limit: 10, total: 0 })
    expect((await me.sizeCharts()).map((c) => c._id)).toEqual([chartId])
    expect(await me.sizeChart(chartId)).toEqual((await api(`/api/v1/seller/size-charts/${chartId}`)).data)
  })

  it('another seller gets 404 for the owner’s product and chart, and none of them in lists', async () => {
    const them = pages(actorOf(other.user.id, ['buyer', 'seller']))
    expect(await refusal(them.get(productId))).toEqual({ status: 404, code: 'PRODUCT_INVALID_ID' })
    expect(await refusal(them.history(productId))).toEqual({ status: 404, code: 'PRODUCT_INVALID_ID' })
    expect(await refusal(them.sizeChart(chartId))).toEqual({ status: 404, code: 'SIZE_CHART_INVALID_ID' })
    expect((await them.list()).items).toEqual([])
    expect((await them.variants()).items).toEqual([])
    expect(await them.sizeCharts()).toEqual([])
  })

  it('a buyer gets 403 and anonymous 401 from every read; a bad query is a 400, a bad id a 404', async () => {
    const buyer = pages(actorOf(buyerId, ['buyer']))
    const anonymous = pages({ kind: 'anonymous' })
    for (const [reader, expected] of [
      [buyer, { status: 403, code: 'FORBIDDEN' }],
      [anonymous, { status: 401, code: 'UNAUTHENTICATED' }],
    ] as const) {
      for (const read of [
        () => reader.list(),
        () => reader.get(productId),
        () => reader.history(productId),
        () => reader.variants(),
        () => reader.files(),
        () => reader.sizeCharts(),
        () => reader.sizeChart(chartId),
      ])
        expect(await refusal(read())).toEqual(expected)
    }
    const me = pages(actorOf(owner.user.id, ['buyer', 'seller']))
    expect((await refusal(me.list({ sort: 'cheapest' as never }))).status).toBe(400)
    expect((await refusal(me.get('not-an-id'))).status).toBe(404)
  })
})
