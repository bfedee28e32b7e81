import { ERRORS, VALIDATION } from '@xinh/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authHeader, createTestApp, register, type Registered, type TestApp } from '../../../test/helpers.ts'

type Ward = { code: string; name: string; province_code: string }
type Address = { _id: string; is_default: boolean; ward_code: string; street: string; city: string; ward: string; full_address: string }

let t: TestApp
let hanoi: Ward[]
let saigon: Ward[]
beforeAll(async () => {
  t = await createTestApp()
  hanoi = (await t.app.inject({ method: 'GET', url: '/api/v1/public/provinces/01/wards' })).json().data
  saigon = (await t.app.inject({ method: 'GET', url: '/api/v1/public/provinces/79/wards' })).json().data
})
afterAll(() => t.close())

const BASE = '/api/v1/mobile/addresses'
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ngô Thảo',
  phone: '0912 345 678',
  province_code: '01',
  ward_code: hanoi[0]!.code,
  street: '36 Hàng Đào',
  type: 'home',
  ...overrides,
})
const call = (user: Registered, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { ...authHeader(user.accessToken), 'accept-language': 'en' }, ...(payload ? { payload } : {}) })
const list = async (user: Registered): Promise<Address[]> => (await call(user, 'GET', BASE)).json().data
const create = async (user: Registered, overrides: Record<string, unknown> = {}): Promise<Address> => {
  const res = await call(user, 'POST', BASE, body(overrides))
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const defaults = async (user: Registered) =>
  (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses WHERE user_id = $1 AND is_default', [user.userId]))[0]!.n

describe('public address book', () => {
  it('lists the 34 provinces of the two-tier system', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public/provinces' })
    expect(res.statusCode).toBe(200)
    const provinces: Array<{ code: string; name: string }> = res.json().data
    expect(provinces).toHaveLength(34)
    expect(provinces.map((p) => p.code)).toEqual(expect.arrayContaining(['01', '79']))
    expect(String(res.headers['cache-control'])).toContain('max-age=86400')
  })

  it('lists the wards of a province', async () => {
    expect(hanoi.length).toBeGreaterThan(0)
    expect(hanoi.every((w) => w.province_code === '01' && /^\d{5}$/.test(w.code))).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/provinces/98/wards' })).json().data).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/public/provinces/x1/wards' })).statusCode).toBe(400)
  })
})

describe('saved addresses', () => {
  it('the first address becomes the default; names come from the official list', async () => {
    const u = await register(t.app)
    expect(await list(u)).toEqual([])
    const first = await create(u)
    expect(first).toMatchObject({
      is_default: true,
      city: expect.any(String),
      ward: hanoi[0]!.name,
      province_code: '01',
      phone: '0912345678',
    })
    expect(first.full_address).toBe(`36 Hàng Đào, ${hanoi[0]!.name}, ${first.city}`)
    const second = await create(u, { street: '1 Tràng Thi' })
    expect(second.is_default).toBe(false)
    expect((await list(u)).map((a) => a._id)).toEqual([first._id, second._id])
  })

  it('only one address is the default: creating, setting and updating move it', async () => {
    const u = await register(t.app)
    const a = await create(u)
    const b = await create(u, { is_default: true })
    expect(b.is_default).toBe(true)
    expect((await list(u)).find((x) => x._id === a._id)!.is_default).toBe(false)
    expect(await defaults(u)).toBe(1)

    const set = await call(u, 'POST', `${BASE}/${a._id}/default`)
    expect(set.statusCode).toBe(200)
    expect(set.json().data.is_default).toBe(true)
    expect((await list(u))[0]!._id).toBe(a._id)
    expect(await defaults(u)).toBe(1)

    // switching the default off without a replacement keeps it
    const upd = await call(u, 'PUT', `${BASE}/${a._id}`, body({ is_default: false, street: '99 Bà Triệu' }))
    expect(upd.json().data).toMatchObject({ is_default: true, street: '99 Bà Triệu' })
    expect(await defaults(u)).toBe(1)
  })

  it('the database itself refuses a second default (unique partial index)', async () => {
    const u = await register(t.app)
    const a = await create(u)
    await create(u)
    await expect(
      t.database.query(
        `INSERT INTO addresses (id, user_id, name, phone, province_code, city, ward_code, ward, street, is_default)
         VALUES (gen_random_uuid(), $1, 'X', '0912345678', '01', 'Hà Nội', $2, 'W', 'S', true)`,
        [u.userId, hanoi[0]!.code],
      ),
    ).rejects.toThrow(/addresses_one_default_uq|duplicate key/)
    await expect(t.database.query('UPDATE addresses SET is_default = true WHERE user_id = $1', [u.userId])).rejects.toThrow()
    expect((await list(u)).filter((x) => x.is_default).map((x) => x._id)).toEqual([a._id])
  })

  it('updates an address', async () => {
    const u = await register(t.app)
    const a = await create(u)
    const res = await call(
      u,
      'PUT',
      `${BASE}/${a._id}`,
      body({ province_code: '79', ward_code: saigon[0]!.code, street: '2 Đồng Khởi', type: 'company' }),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      _id: a._id,
      province_code: '79',
      ward: saigon[0]!.name,
      street: '2 Đồng Khởi',
      type: 'company',
    })
  })

  it('deleting the default promotes the oldest remaining address', async () => {
    const u = await register(t.app)
    const a = await create(u)
    const b = await create(u, { street: 'B' })
    await create(u, { street: 'C' })
    const del = await call(u, 'DELETE', `${BASE}/${a._id}`)
    expect(del.statusCode).toBe(200)
    expect(del.json()).toEqual({ success: true, data: { ok: true } })
    const after = await list(u)
    expect(after).toHaveLength(2)
    expect(after.find((x) => x.is_default)!._id).toBe(b._id)
  })

  it('a ward outside the province is 400 ADDRESS_INVALID and nothing is written', async () => {
    const u = await register(t.app)
    for (const overrides of [{ ward_code: saigon[0]!.code }, { ward_code: '99999' }, { province_code: '98' }]) {
      const res = await call(u, 'POST', BASE, body(overrides))
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toEqual({ code: 'ADDRESS_INVALID', message: ERRORS.ADDRESS_INVALID.en })
    }
    expect(await list(u)).toEqual([])
  })

  it('validates each field with its message', async () => {
    const u = await register(t.app)
    const res = await call(u, 'POST', BASE, { name: 'A', phone: '123', province_code: '1', ward_code: 'abc', street: '   ' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({
      name: VALIDATION['v.user_name_length'].en,
      phone: VALIDATION['v.phone'].en,
      province_code: VALIDATION['v.province'].en,
      ward_code: VALIDATION['v.ward'].en,
      street: VALIDATION['v.street'].en,
    })
    expect((await call(u, 'POST', BASE, body({ owner: 'x' }))).statusCode).toBe(400)
    expect((await call(u, 'PUT', `${BASE}/not-a-uuid`, body())).statusCode).toBe(400)
  })

  it("another user cannot update, delete or set-default someone's address (404), and it is unchanged", async () => {
    const a = await register(t.app)
    const b = await register(t.app)
    const mine = await create(a)
    await create(a, { street: 'second' })
    const before = await list(a)
    for (const res of [
      await call(b, 'PUT', `${BASE}/${mine._id}`, body({ street: 'hijacked' })),
      await call(b, 'DELETE', `${BASE}/${mine._id}`),
      await call(b, 'POST', `${BASE}/${before[1]!._id}/default`),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json().error.code).toBe('NOT_FOUND')
    }
    expect(await list(a)).toEqual(before)
    expect(await list(b)).toEqual([])
  })

  it('anonymous requests are 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'POST', url: BASE, payload: body() })).statusCode).toBe(401)
  })
})
