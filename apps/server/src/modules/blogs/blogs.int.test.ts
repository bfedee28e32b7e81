import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createSeller, insertProduct } from '../../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, type Registered, register, type TestApp } from '../../../test/helpers.ts'
import { auditLog } from '../audit/audit.tables.ts'
import { blogs, blookCategories } from './blogs.tables.ts'

/** Blogs and blooks through HTTP: admin only, the sanitiser's allow-list, schedules, ownership, filters. */

let t: TestApp
let admin: Awaited<ReturnType<typeof createAdmin>>
let ana: Registered
let binh: Registered
let seller: Awaited<ReturnType<typeof createSeller>>
let productId: string
let product2Id: string
let subCategoryId: string
let categoryId: string
const IMG = (n: number) => `/uploads/media/ab/${'a'.repeat(30)}${String(n).padStart(2, '0')}/main.webp`

type Inject = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; token?: string; body?: unknown; lang?: string }
const call = ({ method, url, token, body, lang = 'en' }: Inject) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? authHeader(token) : {}), 'accept-language': lang },
    ...(body === undefined ? {} : { payload: body as object }),
  })
const article = (over: Record<string, unknown> = {}) => ({
  title: 'Năm xu hướng thời trang mùa thu',
  excerpt: 'Tóm tắt ngắn',
  content_html: '<p>Xin chào</p>',
  action: 'publish',
  ...over,
})

/**
 * Stored XSS (issue 16 "Done when"): script tags, event handlers, javascript: URLs, SVG, broken
 * markup. Whatever comes in, what is stored and served has none of these.
 */
export const XSS_CORPUS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="/uploads/media/ab/x.webp" onload=alert(1)>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<svg onload="window.__xss=1"><circle r="5"/></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">styled</p>',
  '<div data-product-id="x" onmouseover="alert(1)">not an embed</div>',
  '<<script>script>alert(1)<</script>/script>',
  '<img """><script>alert(1)</script>">',
  '<p>unclosed <b>bold <i>italic',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<a href="//evil.example/x">protocol relative</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '"><img src=x onerror=alert(1)>',
]
const DANGEROUS =
  /<script|<svg|<iframe|<object|<embed|<form|<meta|<base|<math|<style|<template|\son[a-z]+\s*=|javascript:|data:text|style=|href="\/\//i

beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t)
  ;[ana, binh] = await Promise.all([register(t.app, { userName: 'Ana Trần' }), register(t.app, { userName: 'Bình Lê' })])
  seller = await createSeller(t, { shopName: 'Nhà Bông Blook' })
  productId = (
    await insertProduct(t, { shopId: seller.shop.id, name: 'Áo sơ mi linen nữ tay dài', images: ['/uploads/products/aa/shirt.webp'] })
  ).id
  product2Id = (await insertProduct(t, { shopId: seller.shop.id, name: 'Chân váy xếp ly dáng dài' })).id
  const [top] = await t.database.db.insert(blookCategories).values({ name: 'Thời trang nữ', slug: 'thoi-trang-nu' }).returning()
  const [sub] = await t.database.db.insert(blookCategories).values({ name: 'Công sở', slug: 'cong-so', parentId: top!.id }).returning()
  categoryId = top!.id
  subCategoryId = sub!.id
})
afterAll(async () => {
  await t.close()
})

describe('blogs: admin authoring', () => {
  it('is for admins only, checked before the body', async () => {
    expect((await call({ method: 'POST', url: '/api/v1/admin/blogs', body: { nonsense: true } })).statusCode).toBe(401)
    const res = await call({ method: 'POST', url: '/api/v1/admin/blogs', token: ana.accessToken, body: { nonsense: true } })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('FORBIDDEN')
    expect((await call({ method: 'GET', url: '/api/v1/admin/blogs', token: ana.accessToken })).statusCode).toBe(403)
  })

  it('refuses bad input with localised field errors and writes nothing', async () => {
    const before = (await t.database.db.select().from(blogs)).length
    const res = await call({
      method: 'POST',
      url: '/api/v1/admin/blogs',
      token: admin.token,
      lang: 'vi',
      body: article({ title: 'ab', action: 'schedule' }),
    })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['title', 'publish_at']))
    const past = await call({
      method: 'POST',
      url: '/api/v1/admin/blogs',
      token: admin.token,
      body: article({ action: 'schedule', publish_at: new Date(Date.now() - 60_000).toISOString() }),
    })
    expect(past.statusCode).toBe(400)
    expect(past.json().error.code).toBe('BLOG_SCHEDULE_PAST')
    const unknown = await call({
      method: 'POST',
      url: '/api/v1/admin/blogs',
      token: admin.token,
      body: article({ content_html: '<div data-product-id="0190a1b2-0000-7000-8000-000000000001"></div>' }),
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.fields.product_ids).toBeTruthy()
    const offensive = await call({
      method: 'POST',
      url: '/api/v1/admin/blogs',
      token: admin.token,
      body: article({ content_html: '<p>hàng fake đụ má</p>' }),
    })
    expect(offensive.json().error.code).toBe('CONTENT_OFFENSIVE')
    expect((await t.database.db.select().from(blogs)).length).toBe(before)
  })

  it('keeps only the allow-list of the XSS corpus, in what it stores and what it serves', async () => {
    // the allowed parts first: an unclosed <style> in the corpus rightly swallows what follows it
    const html = `<h2>Mở đầu</h2><p>Cuối bài <a href="https://example.vn/x">nguồn</a> và <a href="/khuyen-mai">ưu đãi</a></p><div data-product-id="${productId}"><script>alert(1)</script></div>${XSS_CORPUS.join('\n')}`
    const res = await call({ method: 'POST', url: '/api/v1/admin/blogs', token: admin.token, body: article({ content_html: html }) })
    expect(res.statusCode, res.body).toBe(200)
    const saved = res.json().data
    expect(saved.content_html).not.toMatch(DANGEROUS)
    expect(saved.content_html).toContain('<h2>Mở đầu</h2>')
    expect(saved.content_html).toContain('<a href="https://example.vn/x" target="_blank" rel="noopener noreferrer nofollow">nguồn</a>')
    expect(saved.content_html).toContain('<a href="/khuyen-mai">ưu đãi</a>')
    expect(saved.content_html).toContain(`<div data-product-id="${productId}"></div>`)
    const pub = await call({ method: 'GET', url: `/community/v1/blogs/${saved._id}` })
    expect(pub.statusCode).toBe(200)
    const detail = pub.json().data
    for (const b of detail.blocks) if (b.type === 'html') expect(b.html).not.toMatch(DANGEROUS)
    expect(
      detail.blocks.some((b: { type: string; product?: { _id: string } }) => b.type === 'product' && b.product?._id === productId),
    ).toBe(true)
    expect(detail.related_products.map((p: { _id: string }) => p._id)).toContain(productId)
  })

  it('publishes, schedules and drafts: the public sees only what is due, with reading time and audit rows', async () => {
    const [{ data: cat }] = [
      (await call({ method: 'POST', url: '/api/v1/admin/blog-categories', token: admin.token, body: { name: 'Phối đồ hay' } })).json(),
    ]
    expect(cat.slug).toBe('phoi-do-hay')
    const dup = await call({ method: 'POST', url: '/api/v1/admin/blog-categories', token: admin.token, body: { name: 'Phối đồ hay' } })
    expect(dup.json().error.code).toBe('BLOG_CATEGORY_TAKEN')
    const long = `<p>${'chữ '.repeat(450)}</p>`
    const pub = (
      await call({
        method: 'POST',
        url: '/api/v1/admin/blogs',
        token: admin.token,
        body: article({ title: 'Bài đã đăng hôm nay', category_id: cat._id, content_html: long, product_ids: [product2Id] }),
      })
    ).json().data
    expect(pub.state).toBe('published')
    expect(pub.reading_minutes).toBe(3)
    const sched = (
      await call({
        method: 'POST',
        url: '/api/v1/admin/blogs',
        token: admin.token,
        body: article({
          title: 'Bài hẹn giờ tuần sau',
          category_id: cat._id,
          action: 'schedule',
          publish_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        }),
      })
    ).json().data
    expect(sched.state).toBe('scheduled')
    const draft = (
      await call({
        method: 'POST',
        url: '/api/v1/admin/blogs',
        token: admin.token,
        body: article({ title: 'Bài nháp chưa xong', action: 'draft' }),
      })
    ).json().data
    expect(draft.state).toBe('draft')

    const list = (await call({ method: 'GET', url: '/community/v1/blogs?category=phoi-do-hay' })).json()
    expect(list.data.map((b: { _id: string }) => b._id)).toEqual([pub._id])
    expect(list.data[0].reading_minutes).toBe(3)
    expect((await call({ method: 'GET', url: `/community/v1/blogs/${sched._id}` })).statusCode).toBe(404)
    expect((await call({ method: 'GET', url: `/community/v1/blogs/${draft._id}` })).statusCode).toBe(404)
    expect((await call({ method: 'GET', url: '/community/v1/blogs/not-a-uuid' })).statusCode).toBe(404)
    const cats = (await call({ method: 'GET', url: '/community/v1/blog-categories' })).json().data
    expect(cats.find((c: { slug: string }) => c.slug === 'phoi-do-hay').blog_count).toBe(1)

    // the scheduled time comes: it appears by itself, no job needed
    await t.database.db
      .update(blogs)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(blogs.id, sched._id))
    expect((await call({ method: 'GET', url: `/community/v1/blogs/${sched._id}` })).statusCode).toBe(200)

    // an edit of a published article keeps its date; the draft published later gets today's
    const edited = (
      await call({
        method: 'PUT',
        url: `/api/v1/admin/blogs/${pub._id}`,
        token: admin.token,
        body: article({ title: 'Bài đã đăng (sửa)', content_html: '<p>mới</p>' }),
      })
    ).json().data
    expect(edited.publish_at).toBe(pub.publish_at)
    expect(edited.title).toBe('Bài đã đăng (sửa)')

    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, pub._id))
    expect(rows.map((r) => r.action).sort()).toEqual(['blog.publish', 'blog.publish'])
    const drafts = (await call({ method: 'GET', url: '/api/v1/admin/blogs?state=draft', token: admin.token })).json().data
    expect(drafts.map((b: { _id: string }) => b._id)).toContain(draft._id)
    expect(drafts.every((b: { state: string }) => b.state === 'draft')).toBe(true)
  })
})

describe('blooks', () => {
  const blook = (over: Record<string, unknown> = {}) => ({
    template: 'classic',
    title: 'Một tuần đi làm',
    caption: 'Năm ngày, năm set đồ',
    cover: IMG(1),
    sub_category_id: subCategoryId,
    pages: [{ image: IMG(2), caption: 'Thứ Hai', hotspots: [{ x: 40.04, y: 55.55, product_id: productId }] }],
    ...over,
  })

  it('a signed-in user composes one: hotspots lead to the product; lists by category, sub-category and wall', async () => {
    expect((await call({ method: 'POST', url: '/community/v1/blooks', body: blook() })).statusCode).toBe(401)
    const res = await call({ method: 'POST', url: '/community/v1/blooks', token: ana.accessToken, body: blook() })
    expect(res.statusCode, res.body).toBe(200)
    const b = res.json().data
    expect(b.url).toBe(`/blook/${ana.user._id}/${b._id}`)
    expect(b.pages[0].hotspots[0]).toMatchObject({ x: 40, y: 55.6, product: { _id: productId, url: `/san-pham/${productId}` } })
    expect(b.category._id).toBe(categoryId)
    expect(b.is_mine).toBe(true)
    for (const url of [
      `/community/v1/blooks?category_id=${categoryId}`,
      `/community/v1/blooks?sub_category_id=${subCategoryId}`,
      `/community/v1/web/bbook-template/bbook-user/${ana.user._id}?page=1`,
    ]) {
      const list = (await call({ method: 'GET', url })).json()
      expect(
        list.data.map((x: { _id: string }) => x._id),
        url,
      ).toContain(b._id)
    }
    expect((await call({ method: 'GET', url: `/community/v1/web/bbook-template/bbook-user/${binh.user._id}` })).json().meta.total).toBe(0)
    const tree = (await call({ method: 'GET', url: '/community/v1/blook-categories' })).json().data
    expect(tree[0].children[0]).toMatchObject({ _id: subCategoryId, blook_count: 1 })
  })

  it('refuses offensive text, foreign media, unknown products and categories, a shop the user does not own', async () => {
    const offensive = await call({
      method: 'POST',
      url: '/community/v1/blooks',
      token: ana.accessToken,
      lang: 'vi',
      body: blook({ title: 'hàng fake đụ má' }),
    })
    expect(offensive.json().error.code).toBe('CONTENT_OFFENSIVE')
    expect(offensive.json().error.message).toMatch(/ngôn từ|nội dung/i)
    const foreign = await call({
      method: 'POST',
      url: '/community/v1/blooks',
      token: ana.accessToken,
      body: blook({ cover: 'https://evil.example/x.jpg' }),
    })
    expect(foreign.statusCode).toBe(400)
    const badProduct = await call({
      method: 'POST',
      url: '/community/v1/blooks',
      token: ana.accessToken,
      body: blook({ pages: [{ image: IMG(3), hotspots: [{ x: 1, y: 1, product_id: '0190a1b2-0000-7000-8000-000000000001' }] }] }),
    })
    expect(badProduct.statusCode).toBe(400)
    const outside = await call({
      method: 'POST',
      url: '/community/v1/blooks',
      token: ana.accessToken,
      body: blook({ pages: [{ image: IMG(3), hotspots: [{ x: 101, y: 1, product_id: productId }] }] }),
    })
    expect(outside.statusCode).toBe(400)
    const top = await call({
      method: 'POST',
      url: '/community/v1/blooks',
      token: ana.accessToken,
      body: blook({ sub_category_id: categoryId }),
    })
    expect(top.json().error.code).toBe('BLOOK_CATEGORY_NOT_FOUND')
    const shop = await call({ method: 'POST', url: '/community/v1/blooks', token: ana.accessToken, body: blook({ as_shop: true }) })
    expect(shop.statusCode).toBe(403)
  })

  it('captions are stored as text: the XSS corpus comes back verbatim for the page to render as text', async () => {
    const caption = XSS_CORPUS.slice(0, 3).join(' ').slice(0, 300)
    const res = await call({
      method: 'POST',
      url: '/community/v1/blooks',
      token: binh.accessToken,
      body: blook({ title: '<b>tiêu đề</b>', caption }),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.caption).toBe(caption)
    expect(res.json().data.title).toBe('<b>tiêu đề</b>')
  })

  it('only the author deletes a blook; to anyone else it is not found', async () => {
    const b = (await call({ method: 'POST', url: '/community/v1/blooks', token: ana.accessToken, body: blook({ title: 'Để xoá' }) })).json()
      .data
    const other = await call({ method: 'DELETE', url: `/community/v1/blooks/${b._id}`, token: binh.accessToken })
    expect(other.statusCode).toBe(404)
    expect(other.json().error.code).toBe('BLOOK_NOT_FOUND')
    expect((await call({ method: 'DELETE', url: `/community/v1/blooks/${b._id}`, token: ana.accessToken })).statusCode).toBe(200)
    expect((await call({ method: 'GET', url: `/community/v1/blooks/${b._id}` })).statusCode).toBe(404)
  })
})

// n16 (issue 16): blooks in the reported-content queue
describe('reporting a blook', () => {
  const blook = (title: string) => ({
    template: 'classic',
    title,
    caption: 'Ba set đồ cho cuối tuần',
    cover: IMG(1),
    sub_category_id: subCategoryId,
    pages: [{ image: IMG(2), caption: 'Thứ Bảy', hotspots: [{ x: 10, y: 20, product_id: productId }] }],
  })
  const report = (token: string | undefined, targetId: string, reason = 'spam', note?: string) =>
    call({ method: 'POST', url: '/community/v1/report', token, body: { target_type: 'blook', target_id: targetId, reason, note } })

  it('lands in the queue; hiding it takes it off lists and its page for others, not for its author; audited', async () => {
    const chi = await register(t.app, { userName: 'Chi Phạm' })
    const b = (
      await call({ method: 'POST', url: '/community/v1/blooks', token: ana.accessToken, body: blook('Cuối tuần ở Đà Lạt') })
    ).json().data
    // signed out → 401; one's own → REPORT_SELF; an unknown blook → BLOOK_NOT_FOUND; nothing filed by those
    expect((await report(undefined, b._id)).statusCode).toBe(401)
    const self = await report(ana.accessToken, b._id)
    expect(self.statusCode).toBe(400)
    expect(self.json().error.code).toBe('REPORT_SELF')
    const unknown = await report(binh.accessToken, '0190a1b2-0000-7000-8000-0000000000ff')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('BLOOK_NOT_FOUND')

    for (const [token, reason, note] of [
      [binh.accessToken, 'spam', 'quảng cáo zalo'],
      [chi.accessToken, 'offensive', undefined],
      [chi.accessToken, 'offensive', undefined],
    ] as const)
      expect((await report(token, b._id, reason, note)).statusCode).toBe(200)

    const queue = (await call({ method: 'GET', url: '/api/v1/admin/reported-content?target_type=blook', token: admin.token })).json().data
    const c = queue.find((x: { target_id: string }) => x.target_id === b._id)
    // a repeat report by the same user counts once
    expect(c).toMatchObject({
      target_type: 'blook',
      report_count: 2,
      target: { author: { _id: ana.user._id }, is_hidden: false, images: [IMG(1), IMG(2)] },
    })
    expect(c.target.text).toContain('Cuối tuần ở Đà Lạt')
    // the admin reads the reason's name in their language (the stored id, then the note)
    expect(c.reasons.map((r: { reason: string }) => r.reason).sort()).toEqual([
      'Offensive language or inappropriate content',
      'Spam or junk advertising: quảng cáo zalo',
    ])

    const approved = await call({ method: 'POST', url: `/api/v1/admin/reported-content/${c._id}/approve`, token: admin.token })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().data).toMatchObject({ status: 'approved', target: { is_hidden: true } })

    // others: 404 on its page, gone from the lists and the wall; its author still sees it everywhere
    expect((await call({ method: 'GET', url: `/community/v1/blooks/${b._id}` })).statusCode).toBe(404)
    expect((await call({ method: 'GET', url: `/community/v1/blooks/${b._id}`, token: binh.accessToken })).statusCode).toBe(404)
    const mine = await call({ method: 'GET', url: `/community/v1/blooks/${b._id}`, token: ana.accessToken })
    expect(mine.statusCode).toBe(200)
    expect(mine.json().data).toMatchObject({ _id: b._id, is_mine: true, is_hidden: true })
    const ids = (res: { json(): { data: { _id: string }[] } }) => res.json().data.map((x) => x._id)
    expect(ids(await call({ method: 'GET', url: '/community/v1/blooks?limit=50' }))).not.toContain(b._id)
    const wall = `/community/v1/web/bbook-template/bbook-user/${ana.user._id}?limit=50`
    expect(ids(await call({ method: 'GET', url: wall, token: binh.accessToken }))).not.toContain(b._id)
    expect(ids(await call({ method: 'GET', url: wall, token: ana.accessToken }))).toContain(b._id)
    // a hidden blook cannot be reported again
    expect((await report(binh.accessToken, b._id)).json().error.code).toBe('BLOOK_NOT_FOUND')

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, b._id))
    expect(entry).toMatchObject({ action: 'reported_content.approve', targetType: 'blook' })
  })

  it('a dismissed report leaves the blook visible', async () => {
    const b = (await call({ method: 'POST', url: '/community/v1/blooks', token: ana.accessToken, body: blook('Đi làm thứ Hai') })).json()
      .data
    expect((await report(binh.accessToken, b._id)).statusCode).toBe(200)
    const queue = (await call({ method: 'GET', url: '/api/v1/admin/reported-content?target_type=blook', token: admin.token })).json().data
    const c = queue.find((x: { target_id: string }) => x.target_id === b._id)
    const rejected = await call({
      method: 'POST',
      url: `/api/v1/admin/reported-content/${c._id}/reject`,
      token: admin.token,
      body: { reason: 'Không vi phạm' },
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect((await call({ method: 'GET', url: `/community/v1/blooks/${b._id}` })).statusCode).toBe(200)
  })
})

// n16 (issue 16): the author edits a blook
describe('editing a blook', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    template: 'classic',
    title: 'Trước khi sửa',
    caption: 'Lời dẫn cũ',
    cover: IMG(1),
    sub_category_id: subCategoryId,
    pages: [{ image: IMG(2), caption: 'Trang cũ', hotspots: [{ x: 10, y: 10, product_id: productId }] }],
    ...over,
  })

  // binh writes it: ana has used up the hour's composing limit above
  it('only its author edits title, captions and hotspots; the same rules as composing; nothing written on a refusal', async () => {
    const b = (await call({ method: 'POST', url: '/community/v1/blooks', token: binh.accessToken, body: body() })).json().data
    const url = `/community/v1/blooks/${b._id}`
    const edited = body({
      title: 'Sau khi sửa',
      caption: 'Lời dẫn mới',
      pages: [
        { image: IMG(2), caption: 'Trang một mới', hotspots: [{ x: 70.04, y: 30, product_id: product2Id }] },
        { image: IMG(3), caption: 'Trang hai' },
      ],
    })
    expect((await call({ method: 'PUT', url, body: edited })).statusCode).toBe(401)
    const other = await call({ method: 'PUT', url, token: ana.accessToken, body: edited })
    expect(other.statusCode).toBe(404)
    expect(other.json().error.code).toBe('BLOOK_NOT_FOUND')
    for (const bad of [
      body({ title: 'hàng fake đụ má' }),
      body({ cover: 'https://evil.example/x.jpg' }),
      body({ pages: [{ image: IMG(2), hotspots: [{ x: 1, y: 1, product_id: '0190a1b2-0000-7000-8000-000000000001' }] }] }),
      { ...body(), as_shop: true },
    ])
      expect((await call({ method: 'PUT', url, token: binh.accessToken, body: bad })).statusCode).toBe(400)
    expect((await call({ method: 'GET', url })).json().data).toMatchObject({ title: 'Trước khi sửa', caption: 'Lời dẫn cũ', page_count: 1 })

    const res = await call({ method: 'PUT', url, token: binh.accessToken, body: edited })
    expect(res.statusCode, res.body).toBe(200)
    const after = (await call({ method: 'GET', url })).json().data
    expect(after).toMatchObject({ _id: b._id, title: 'Sau khi sửa', caption: 'Lời dẫn mới', page_count: 2, created_at: b.created_at })
    expect(after.pages.map((p: { caption: string }) => p.caption)).toEqual(['Trang một mới', 'Trang hai'])
    expect(after.pages[0].hotspots).toEqual([
      expect.objectContaining({ x: 70, y: 30, product: expect.objectContaining({ _id: product2Id }) }),
    ])
  })
})
