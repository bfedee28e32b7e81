import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminActors, auditCount, auditOf, type Caller } from '../../../test/admin-fixtures.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'

/** System vouchers from the admin console (issue 14): counts by state, every target, audited changes, end now. */
let t: TestApp
let admin: { headers: Record<string, string> }
let refused: Caller[]
beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, refused } = await adminActors(t))
})
afterAll(() => t.close())

const URL = '/api/v1/admin/vouchers'
const at = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString()
let n = 0
const input = (over: Record<string, unknown> = {}) => ({
  code: `ADM${(++n).toString().padStart(3, '0')}`,
  name: 'Giảm 50K toàn sàn',
  type: 'price',
  value: 50_000,
  min_order_value: 299_000,
  quantity: 1000,
  start_time: at(-1),
  end_time: at(72),
  ...over,
})
const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'vi') =>
  t.app.inject({ method, url, headers: { ...headers, 'accept-language': lang }, ...(payload ? { payload } : {}) })

describe('system vouchers (admin API)', () => {
  it('creates platform, cash-back, newbie, KOL and unique-code vouchers, each audited; counts them by state', async () => {
    const made = []
    for (const over of [
      { kind: 'platform', target: 'system' },
      { kind: 'cashback', target: 'all', type: 'percent', value: 10, max_discount_value: 40_000 },
      { kind: 'platform', target: 'newbie', conditions: { payment_method: ['MOMO', 'VNPAY'], shipping_method: [], limit_per_user: 1 } },
      { kind: 'platform', target: 'kol', start_time: at(24), end_time: at(48) },
      { kind: 'platform', target: 'unique_code', display: 'code_only', classify: 'free_shipping' },
    ]) {
      const res = await call(admin.headers, 'POST', URL, input(over))
      expect(res.statusCode, res.body).toBe(200)
      made.push(res.json().data)
      expect((await auditOf(t, res.json().data._id))[0]).toMatchObject({ action: 'voucher.create', targetType: 'voucher', before: null })
    }
    expect(made.map((v) => [v.kind, v.target])).toEqual([
      ['platform', 'system'],
      ['cashback', 'all'],
      ['platform', 'newbie'],
      ['platform', 'kol'],
      ['platform', 'unique_code'],
    ])
    const counts = await call(admin.headers, 'GET', `${URL}/counts`)
    expect(counts.statusCode).toBe(200)
    expect(counts.json().data).toMatchObject({ upcoming: 1 })
    expect(counts.json().data.running).toBeGreaterThanOrEqual(4)
    const upcoming = await call(admin.headers, 'GET', `${URL}?status=upcoming`)
    expect(upcoming.json().data.map((v: { target: string }) => v.target)).toEqual(['kol'])
  })

  it('edits with before → after in the trail, and ends a voucher now', async () => {
    const v = (await call(admin.headers, 'POST', URL, input())).json().data
    const edited = await call(admin.headers, 'PUT', `${URL}/${v._id}`, input({ code: v.code, name: 'Giảm 60K toàn sàn', value: 60_000 }))
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await auditOf(t, v._id))[0]).toMatchObject({
      action: 'voucher.update',
      before: { name: 'Giảm 50K toàn sàn', value: 50_000 },
      after: { name: 'Giảm 60K toàn sàn', value: 60_000 },
    })
    const ended = await call(admin.headers, 'POST', `${URL}/${v._id}/end`)
    expect(ended.json().data.status).toBe('ended')
    expect((await auditOf(t, v._id))[0]).toMatchObject({ action: 'voucher.end' })
  })

  it('validation errors are 400 and change nothing', async () => {
    const before = await auditCount(t)
    const bad = await call(
      admin.headers,
      'POST',
      URL,
      input({ name: 'x'.repeat(41), code: 'QUÁDÀI12345', type: 'percent', value: 120 }),
      'en',
    )
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['name', 'code', 'value']))
    expect(await auditCount(t)).toBe(before)
  })

  it('is for admins only, checked before the body', async () => {
    const v = (await call(admin.headers, 'POST', URL, input())).json().data
    const before = await auditCount(t)
    for (const c of refused) {
      for (const [method, url, body] of [
        ['GET', URL],
        ['GET', `${URL}/counts`],
        ['POST', URL, { nonsense: true }],
        ['POST', URL, input()],
        ['GET', `${URL}/${v._id}`],
        ['PUT', `${URL}/${v._id}`, input()],
        ['POST', `${URL}/${v._id}/end`],
        ['DELETE', `${URL}/${v._id}`],
      ] as const)
        expect((await call(c.headers, method, url, body)).statusCode, `${c.name} ${method} ${url}`).toBe(c.status)
    }
    expect(await auditCount(t)).toBe(before)
  })
})
