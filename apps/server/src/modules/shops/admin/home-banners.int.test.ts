import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminActors, auditCount, auditOf, type Caller } from '../../../../test/admin-fixtures.ts'
import { createTestApp, form, pngBytes, type TestApp } from '../../../../test/helpers.ts'

let t: TestApp
let admin: { headers: Record<string, string> }
let refused: Caller[]
beforeAll(async () => {
  t = await createTestApp()
  ;({ admin, refused } = await adminActors(t))
})
afterAll(() => t.close())

const URL = '/api/v1/admin/home/banners'
const at = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString()
const input = (over: Record<string, unknown> = {}) => ({
  title: 'Tuần lễ thời trang thu',
  type: 'home',
  link: '/khuyen-mai',
  start_time: at(-1),
  end_time: at(48),
  ...over,
})
const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | FormData, lang = 'vi') =>
  t.app.inject({ method, url, headers: { ...headers, 'accept-language': lang }, ...(payload ? { payload: payload as object } : {}) })
const picture = async (w: number, h: number) => form({ file: { data: await pngBytes(w, h), filename: 'b.png', type: 'image/png' } })
const homeBanners = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/web/banners?placement=home' })).json().data as Array<{ title: string }>

describe('home banners (admin API)', () => {
  it('creates a banner hidden until its 343×150 image is there, then schedules, shows, hides it; each step audited', async () => {
    const created = await call(admin.headers, 'POST', URL, input())
    expect(created.statusCode, created.body).toBe(200)
    const b = created.json().data
    expect(b).toMatchObject({ state: 'hidden', is_visible: false, image: '' })
    expect((await auditOf(t, b._id))[0]).toMatchObject({ action: 'banner.create' })
    const noImage = await call(admin.headers, 'PUT', `${URL}/${b._id}`, input({ is_visible: true }))
    expect(noImage.statusCode).toBe(400)
    expect(noImage.json().error.fields.image).toBe('Vui lòng tải ảnh lên')

    const wrong = await call(admin.headers, 'PUT', `${URL}/${b._id}/image`, await picture(340, 150), 'en')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toMatchObject({ code: 'PICTURE_SIZE_INVALID', message: 'The picture must be exactly 343×150 px' })
    const image = await call(admin.headers, 'PUT', `${URL}/${b._id}/image`, await picture(343, 150))
    expect(image.statusCode, image.body).toBe(200)
    expect(image.json().data.image).toMatch(/\/uploads\/banners\/.+\.webp$/)
    expect((await call(admin.headers, 'PUT', `${URL}/${b._id}/cover`, await picture(343, 150))).json().error.code).toBe(
      'PICTURE_SIZE_INVALID',
    )
    expect((await call(admin.headers, 'PUT', `${URL}/${b._id}/cover`, await picture(1340, 754))).statusCode).toBe(200)

    const shown = await call(admin.headers, 'PUT', `${URL}/${b._id}`, input({ is_visible: true }))
    expect(shown.json().data.state).toBe('running')
    expect((await homeBanners()).map((x) => x.title)).toContain('Tuần lễ thời trang thu')
    expect((await auditOf(t, b._id))[0]).toMatchObject({
      action: 'banner.update',
      before: { is_visible: false },
      after: { is_visible: true },
    })
    const later = await call(admin.headers, 'PUT', `${URL}/${b._id}`, input({ is_visible: true, start_time: at(24), end_time: at(48) }))
    expect(later.json().data.state).toBe('scheduled')
    expect((await homeBanners()).map((x) => x.title)).not.toContain('Tuần lễ thời trang thu')
  })

  it('reorders every banner once; validation errors are 400 and change nothing', async () => {
    const a = (await call(admin.headers, 'POST', URL, input({ title: 'Banner thứ nhất' }))).json().data
    const list = (await call(admin.headers, 'GET', URL)).json().data as Array<{ _id: string }>
    const ids = list.map((x) => x._id).reverse()
    const res = await call(admin.headers, 'POST', `${URL}/reorder`, { ids })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.map((x: { _id: string }) => x._id)).toEqual(ids)
    expect((await call(admin.headers, 'POST', `${URL}/reorder`, { ids: [a._id] })).json().error.code).toBe('HOME_REORDER_MISMATCH')
    const before = await auditCount(t)
    const bad = await call(admin.headers, 'POST', URL, input({ title: 'Sale', link: 'javascript:alert(1)', end_time: at(-48) }), 'en')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['end_time', 'link', 'title'])
    expect(await auditCount(t)).toBe(before)
  })

  it('is for admins only, checked before the body', async () => {
    const b = (await call(admin.headers, 'POST', URL, input())).json().data
    const before = await auditCount(t)
    for (const c of refused) {
      for (const [method, url, body] of [
        ['GET', URL],
        ['POST', URL, { nonsense: 1 }],
        ['PUT', `${URL}/${b._id}`, input()],
        ['POST', `${URL}/reorder`, { ids: [b._id] }],
        ['PUT', `${URL}/${b._id}/image`],
      ] as const)
        expect((await call(c.headers, method, url, body)).statusCode, `${c.name} ${method} ${url}`).toBe(c.status)
    }
    expect(await auditCount(t)).toBe(before)
  })
})
