import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, type TestApp } from '../test/helpers.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type SeedStats, seedDemo } from './demo.ts'
import { DEMO_APPLICANT } from './seller-applications-seed.ts'
import { sellerCentreSeedChecks } from './seller-centre-seed.checks.ts'
import { DEMO_DELETING_SHOP, DEMO_LOCKED, DEMO_PAUSED_SHOP } from './admin-core-seed.ts'

/** The demo seed on a fresh database: counts, consistency, files on disk. Seeds once for the file (the seller centre's checks included). */
describe('demo seed', () => {
  let t: TestApp
  let stats: SeedStats
  const one = async <T = Record<string, unknown>>(sql: string, params?: unknown[]) => (await t.database.query<T>(sql, params))[0] as T
  const num = async (sql: string, params?: unknown[]) => Number(Object.values(await one(sql, params))[0])

  beforeAll(async () => {
    t = await createTestApp()
    stats = await seedDemo({ db: t.database.db, identity: t.services.identity, dataDir: t.dataDir })
  }, 180_000)

  it('writes ≥30 approved shops and ≥1,500 accepted, sellable products', async () => {
    expect(stats.shops).toBeGreaterThanOrEqual(30)
    expect(await num(`SELECT count(*) FROM shops WHERE status = 'approved' AND description IS NOT NULL AND avatar_url IS NOT NULL`)).toBe(
      stats.shops,
    )
    expect(await num(`SELECT count(DISTINCT province_code) FROM shops`)).toBeGreaterThanOrEqual(30)
    expect(await num(`SELECT count(*) FROM products WHERE status = 'accepted' AND allow_to_sell`)).toBeGreaterThanOrEqual(1500)
    expect(await num(`SELECT count(*) FROM products`)).toBe(stats.products)
    expect(await num(`SELECT count(*) FROM product_variants`)).toBe(stats.variants)
  })

  it('gives every product ≥1 variant with integer prices, sale ≤ price, and denormalised price/stock in step', async () => {
    expect(await num(`SELECT count(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)`)).toBe(
      0,
    )
    expect(
      await num(
        `SELECT count(*) FROM product_variants WHERE sale_price > price OR sale_price <= 0 OR price % 1000 <> 0 OR sale_price % 1000 <> 0`,
      ),
    ).toBe(0)
    const mismatched = await num(`
      SELECT count(*) FROM products p JOIN (
        SELECT product_id, min(sale_price) AS sale, sum(stock) AS stock FROM product_variants GROUP BY product_id
      ) v ON v.product_id = p.id WHERE p.sale_price <> v.sale OR p.stock <> v.stock`)
    expect(mismatched).toBe(0)
    // a few sold-out products (stock derived from variants)
    expect(await num(`SELECT count(*) FROM products WHERE status = 'accepted' AND stock = 0`)).toBeGreaterThan(0)
  })

  it('gives every product ≥1 image and every seeded picture exists on disk', async () => {
    expect(await num(`SELECT count(*) FROM products WHERE jsonb_array_length(images) = 0`)).toBe(0)
    const rows = await t.database.query<{ url: string }>(`
      SELECT DISTINCT jsonb_array_elements_text(images) AS url FROM products
      UNION SELECT DISTINCT jsonb_array_elements_text(images) FROM product_variants
      UNION SELECT avatar_url FROM shops UNION SELECT cover_url FROM shops
      UNION SELECT image FROM banners UNION SELECT cover FROM banners UNION SELECT cover FROM collections`)
    expect(rows.length).toBeGreaterThan(100)
    for (const { url } of rows) {
      expect(url).toMatch(/^\/uploads\/seed\//)
      const file = path.join(t.dataDir, url)
      expect(fs.existsSync(file), file).toBe(true)
      expect(fs.readFileSync(file).subarray(8, 12).toString()).toBe('WEBP')
    }
    // and the server serves them
    const res = await t.app.inject({ method: 'GET', url: rows[0]?.url as string })
    expect(res.statusCode).toBe(200)
  })

  it('keeps ratings consistent with the reviews, written by seeded buyers', async () => {
    expect(stats.reviews).toBeGreaterThan(500)
    const inconsistent = await num(`
      SELECT count(*) FROM products p LEFT JOIN (
        SELECT product_id, count(*) AS n, avg(rating) AS avg FROM product_reviews GROUP BY product_id
      ) r ON r.product_id = p.id
      WHERE p.rating_count <> coalesce(r.n, 0) OR abs(p.rating - coalesce(r.avg, 0)) > 0.051`)
    expect(inconsistent).toBe(0)
    expect(await num(`SELECT count(*) FROM product_reviews r JOIN users u ON u.id = r.user_id WHERE 'buyer' = ANY(u.roles)`)).toBe(
      stats.reviews,
    )
    expect(await num(`SELECT count(*) FROM product_reviews WHERE char_length(content) > 150`)).toBe(0)
  })

  it('the demo seller owns "Xinh Closet" with products in every seller state', async () => {
    const shop = await one<{ name: string; id: string }>(
      `SELECT s.name, s.id FROM shops s JOIN users u ON u.id = s.owner_id WHERE u.email = 'seller@xinh.vn'`,
    )
    expect(shop.name).toBe('Xinh Closet')
    const states = await t.database.query<{ status: string; n: number }>(
      `SELECT status::text, count(*)::int AS n FROM products WHERE shop_id = $1 GROUP BY status`,
      [shop.id],
    )
    const byStatus = Object.fromEntries(states.map((s) => [s.status, Number(s.n)]))
    expect(byStatus.accepted).toBeGreaterThan(40)
    for (const s of ['draft', 'pending', 'rejected', 'delisted']) expect(byStatus[s], s).toBeGreaterThan(0)
    expect(await num(`SELECT count(*) FROM products WHERE status = 'rejected' AND rejection_reason IS NULL`)).toBe(0)
    expect(await num(`SELECT count(*) FROM products WHERE shop_id = $1 AND status = 'accepted' AND stock = 0`, [shop.id])).toBeGreaterThan(
      0,
    )
    // the seller centre: size charts in every moderation state, an Excel history, a product under the price rule
    const charts = await t.database.query<{ status: string; reason: string | null }>(
      `SELECT status::text, rejection_reason AS reason FROM size_charts WHERE shop_id = $1`,
      [shop.id],
    )
    expect(new Set(charts.map((c) => c.status))).toEqual(new Set(['pending', 'accepted', 'rejected']))
    expect(charts.find((c) => c.status === 'rejected')?.reason).toBeTruthy()
    const files = await t.database.query<{ kind: string; status: string }>(`SELECT kind, status FROM product_files WHERE shop_id = $1`, [
      shop.id,
    ])
    expect(files.map((f) => `${f.kind}:${f.status}`).sort()).toEqual(['export:success', 'import:failed', 'import:success'])
    expect(await num(`SELECT count(*) FROM products WHERE shop_id = $1 AND price_change_count = 1`, [shop.id])).toBe(1)
  })

  it('links clothing to per-shop size charts with spec §3 rows', async () => {
    const chart = await one<{ rows: Array<{ size_name: string; size_values: Array<Record<string, string>> }> }>(
      `SELECT c.rows FROM products p JOIN size_charts c ON c.id = p.size_chart_id AND c.shop_id = p.shop_id LIMIT 1`,
    )
    expect(chart.rows.length).toBeGreaterThan(2)
    expect(Object.keys(chart.rows[0]?.size_values[0] ?? {}).sort()).toEqual(['attribute_id', 'size_name', 'values'])
    expect(
      await num(
        `SELECT count(*) FROM products p JOIN categories c ON c.id = p.category_id WHERE p.size_chart_id IS NULL AND c.slug LIKE 'ao-%'`,
      ),
    ).toBe(0)
  })

  it('has running platform banners, ~10 platform collections and shop categories', async () => {
    expect(
      await num(`SELECT count(*) FROM banners WHERE shop_id IS NULL AND starts_at <= now() AND ends_at > now()`),
    ).toBeGreaterThanOrEqual(5)
    expect(await num(`SELECT count(*) FROM collections WHERE shop_id IS NULL`)).toBeGreaterThanOrEqual(10)
    expect(await num(`SELECT min(n) FROM (SELECT count(*) AS n FROM collection_products GROUP BY collection_id) x`)).toBeGreaterThan(3)
    expect(await num(`SELECT count(DISTINCT shop_id) FROM shop_categories`)).toBe(stats.shops)
  })

  it('has running platform and shop vouchers (the 100K first-purchase and free-shipping ones included) and promotions', async () => {
    const running = `deleted_at IS NULL AND ended_at IS NULL AND starts_at <= now() AND ends_at > now()`
    expect(await num(`SELECT count(*) FROM vouchers WHERE shop_id IS NULL AND display = 'public' AND ${running}`)).toBeGreaterThanOrEqual(5)
    expect(await num(`SELECT count(*) FROM vouchers WHERE target = 'newbie' AND value = 100000 AND ${running}`)).toBe(1)
    expect(await num(`SELECT count(*) FROM vouchers WHERE classify = 'free_shipping' AND shop_id IS NULL AND ${running}`)).toBeGreaterThan(
      0,
    )
    expect(
      await num(
        `SELECT count(*) FROM vouchers v JOIN shops s ON s.id = v.shop_id WHERE s.name = 'Xinh Closet' AND ${running.replace(/(\w+_at)/g, 'v.$1')}`,
      ),
    ).toBeGreaterThanOrEqual(2)
    expect(await num(`SELECT count(DISTINCT shop_id) FROM vouchers WHERE shop_id IS NOT NULL`)).toBeGreaterThanOrEqual(3)
    expect(
      await num(`SELECT count(*) FROM saved_vouchers sv JOIN users u ON u.id = sv.user_id WHERE u.email = 'buyer@xinh.vn'`),
    ).toBeGreaterThan(1)
    // /uu-dai and flash deals: running promotions with products, and an upcoming one
    const promos = await t.app.inject({ method: 'GET', url: '/api/v1/web/promotions' })
    const statuses = promos.json().data.map((p: { status: string; products: unknown[] }) => [p.status, p.products.length > 0])
    expect(statuses).toContainEqual(['running', true])
    expect(statuses).toContainEqual(['upcoming', true])
    const flash = (await t.app.inject({ method: 'GET', url: '/api/v1/web/flash-products' })).json().data
    expect(flash.length).toBeGreaterThan(5)
    expect(flash.every((c: { promotion: unknown }) => c.promotion !== null)).toBe(true)
  })

  it('gives the demo buyer and seller notifications of several types, read and unread (issue 15)', async () => {
    for (const [email, audience] of [
      ['buyer@xinh.vn', 'BUYER'],
      ['seller@xinh.vn', 'SELLER'],
    ]) {
      const of = `FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.email = '${email}' AND n.audience = '${audience}'`
      expect(await num(`SELECT count(DISTINCT type) ${of}`)).toBeGreaterThanOrEqual(2)
      expect(await num(`SELECT count(*) ${of} AND n.read_at IS NULL`)).toBeGreaterThan(0)
      expect(await num(`SELECT count(*) ${of} AND n.read_at IS NOT NULL`)).toBeGreaterThan(0)
    }
  })

  it('leaves a pending seller application for the admin, from a verified account with an ID card, and the demo shop approved', async () => {
    const admin = await login(t.app, 'admin@xinh.vn', DEMO_PASSWORD)
    const headers = { authorization: `Bearer ${admin.accessToken}` }
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/seller-applications?status=waiting_approval', headers })).json()
    expect(list.data).toHaveLength(1)
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/seller-applications/${list.data[0]._id}`, headers })).json()
      .data
    expect(detail).toMatchObject({ store_name: 'Hà Linen', email: DEMO_APPLICANT.email, status: 'waiting_approval' })
    expect(detail.user).toMatchObject({ phone_verified: true, email_verified: true, identity_status: 'pending' })
    expect(new Date(detail.review_deadline).getTime()).toBeGreaterThan(new Date(detail.submitted_at).getTime())
    const photo = await t.app.inject({ method: 'GET', url: detail.photo_urls.id_front, headers })
    expect(photo.statusCode).toBe(200)
    expect(await num(`SELECT count(*) FROM shops WHERE name = 'Xinh Closet' AND status = 'approved'`)).toBe(1)
    await login(t.app, DEMO_APPLICANT.email, DEMO_PASSWORD)
  })

  it('gives the demo seller orders in every spec §4 status, cancel and return requests to answer, parcels and ledger lines', async () => {
    const seller = await login(t.app, 'seller@xinh.vn', DEMO_PASSWORD)
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${seller.accessToken}` } })).json()
    const { counts } = await get('/api/v1/seller/orders?limit=50')
    for (const status of ['pending', 'waiting_approval', 'awaiting_confirmation', 'preparing', 'to_ship', 'shipping', 'delivered'])
      expect(counts[status], status).toBeGreaterThan(0)
    for (const status of ['cancel_pending', 'cancelled', 'completed', 'return_refund']) expect(counts[status], status).toBeGreaterThan(0)
    expect((await get('/api/v1/seller/orders/todo')).data).toMatchObject({ cancel_requests: 1, returns: 2 })
    const returns = await get('/api/v1/seller/returns')
    expect(returns.counts).toMatchObject({ requested: 2, awaiting_return: 1, rejected: 1 })
    const waiting = returns.data.filter((r: { status: string }) => r.status === 'requested')
    expect(
      waiting.every(
        (r: { deadline_for: string; due_at: string; media: string[] }) =>
          r.deadline_for === 'seller' && Date.parse(r.due_at) > Date.now() && r.media.length > 0,
      ),
    ).toBe(true)
    // every step in order and in the past; delivered orders have the carrier's reports; completed ones their ledger lines
    expect(
      await num(`SELECT count(*) FROM order_status_history h JOIN orders o ON o.id = h.order_id
        WHERE h.created_at > now() OR h.created_at < o.created_at`),
    ).toBe(0)
    const shop = `(SELECT s.id FROM shops s JOIN users u ON u.id = s.owner_id WHERE u.email = 'seller@xinh.vn')`
    expect(
      await num(`SELECT count(*) FROM orders o WHERE o.shop_id = ${shop} AND o.status IN ('shipping', 'delivered')
        AND NOT EXISTS (SELECT 1 FROM shipment_events e JOIN shipments s ON s.id = e.shipment_id WHERE s.order_id = o.id)`),
    ).toBe(0)
    expect(
      await num(`SELECT count(*) FROM orders o WHERE o.shop_id = ${shop} AND o.completed_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.order_id = o.id AND l.kind = 'revenue')`),
    ).toBe(0)
    expect(await num(`SELECT count(*) FROM ledger_entries WHERE shop_id = ${shop}`)).toBeGreaterThan(0)
    expect(await num(`SELECT count(*) FROM buyer_reviews WHERE shop_id = ${shop}`)).toBe(1)
  })

  it('gives the demo seller categories, banners, promotions and vouchers in every state, through the seller APIs', async () => {
    const seller = await login(t.app, 'seller@xinh.vn', DEMO_PASSWORD)
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${seller.accessToken}` } })).json()
    const categories = await get('/api/v1/seller/shop-categories')
    expect(categories.counts.visible).toBeGreaterThan(2)
    expect(categories.counts.hidden).toBeGreaterThanOrEqual(1)
    for (const url of ['/api/v1/seller/banners', '/api/v1/seller/promotions', '/api/v1/seller/vouchers']) {
      const { counts } = await get(url)
      expect(counts, url).toMatchObject({ upcoming: expect.any(Number), running: expect.any(Number), ended: expect.any(Number) })
      expect(Math.min(counts.upcoming, counts.running, counts.ended), url).toBeGreaterThan(0)
    }
    const banners = (await get('/api/v1/seller/banners?limit=50')).data as Array<{
      image: string
      cover: string | null
      ended_manually: boolean
    }>
    expect(banners.some((b) => b.ended_manually)).toBe(true)
    const promotions = (await get('/api/v1/seller/promotions?limit=50')).data as Array<{ type: string; ended_at: string | null }>
    expect(promotions.some((p) => p.type === 'variant')).toBe(true)
    expect(promotions.some((p) => p.ended_at)).toBe(true)
    // the seller's own new banners have the spec §5 sizes (the older shop banner is 2× that)
    const { default: sharp } = await import('sharp')
    for (const b of banners.filter((x) => x.image.includes('/shop-banner/'))) {
      const meta = await sharp(path.join(t.dataDir, b.image)).metadata()
      expect([meta.width, meta.height]).toEqual([343, 150])
      if (b.cover) expect((await sharp(path.join(t.dataDir, b.cover)).metadata()).width).toBe(1340)
    }
  })

  it('gives the demo admin something in every review queue (issue 14)', async () => {
    const admin = await login(t.app, 'admin@xinh.vn', DEMO_PASSWORD)
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.accessToken}` } })).json().data
    const queues = await get('/api/v1/admin/queues')
    for (const key of ['shop_applications', 'products', 'size_charts', 'identity_cards', 'cod_orders', 'returns'])
      expect(queues[key].count, key).toBeGreaterThan(0)
    const products = await get('/api/v1/admin/products?limit=100')
    const flagged = products.find((p: { check_issues: string[] }) => p.check_issues.includes('duplicate_name'))
    expect(flagged.check_issues).toContain('deep_discount')
    const updates = await Promise.all(products.map((p: { _id: string }) => get(`/api/v1/admin/products/${p._id}`)))
    expect(updates.some((p: { diff: unknown[] | null }) => p.diff !== null && p.diff.length > 0)).toBe(true)
    const returns = await get('/api/v1/admin/returns?status=awaiting_admin')
    expect(returns[0].actions).toEqual(['approve', 'reject'])
    expect(returns[0].timeline.map((e: { action: string }) => e.action)).toEqual(['request', 'agree', 'ship_back', 'receive'])
  })

  it('gives the admin console a locked user, a scheduled seller deletion, a paused shop and their audit rows', async () => {
    const admin = await login(t.app, 'admin@xinh.vn', DEMO_PASSWORD)
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin.accessToken}` } })).json()
    const locked = (await get('/api/v1/admin/users?state=locked')).data
    expect(locked.map((u: { email: string }) => u.email)).toEqual([DEMO_LOCKED.email])
    const deletions = (await get('/api/v1/admin/deletions')).data
    expect(deletions).toEqual([expect.objectContaining({ shop: expect.objectContaining({ name: DEMO_DELETING_SHOP }) })])
    expect(Date.parse(deletions[0].scheduled_at)).toBeGreaterThan(Date.now())
    const paused = (await get('/api/v1/admin/shops?state=admin_paused')).data
    expect(paused.map((s: { name: string }) => s.name)).toEqual([DEMO_PAUSED_SHOP])
    const audit = (await get('/api/v1/admin/audit')).data.items.map((e: { action: string }) => e.action)
    expect(audit).toEqual(expect.arrayContaining(['user.lock', 'shop.pause']))
    const res = await t.app.inject({
      method: 'POST',
      url: '/community/v1/auth/login',
      payload: { email: DEMO_LOCKED.email, password: DEMO_PASSWORD },
    })
    expect(res.json().error.code).toBe('ACCOUNT_LOCKED')
  })

  it("gives a lively community: the demo buyer's following feed, posts with pictures and product cards, counts in step, reports waiting (issue 16)", async () => {
    const buyer = await login(t.app, 'buyer@xinh.vn', DEMO_PASSWORD)
    const get = async (url: string, token = buyer.accessToken) =>
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json()
    const following = (await get('/community/v1/feed/following')).data.items
    expect(following.length).toBe(20)
    expect(following.some((p: { products: unknown[] }) => p.products.length > 0)).toBe(true)
    expect(following.every((p: { images: string[]; products: unknown[] }) => p.images.length > 0)).toBe(true)
    const discover = (await get('/community/v1/feed/discover')).data.items
    expect(discover.some((p: { comment_count: number; like_count: number }) => p.comment_count > 0 && p.like_count > 0)).toBe(true)
    expect(stats).toBeDefined()
    expect(await num('select count(*) from community_posts')).toBeGreaterThanOrEqual(100)
    expect(
      await num(
        `select count(*) from community_posts p where like_count <> (select count(*) from community_post_likes l where l.post_id = p.id)`,
      ),
    ).toBe(0)
    expect(
      await num(
        `select count(*) from community_profiles c where follower_count <> (select count(*) from community_user_follows f where f.followee_id = c.user_id)`,
      ),
    ).toBe(0)
    expect(
      await num(`select count(*) from shops s where follower_count <> (select count(*) from shop_follows f where f.shop_id = s.id)`),
    ).toBe(0)
    const picture = following[0].images[0] as string
    expect(fs.existsSync(path.join(t.dataDir, picture.replace(/^\/uploads\//, 'uploads/')))).toBe(true)
    const admin = await login(t.app, 'admin@xinh.vn', DEMO_PASSWORD)
    expect((await get('/api/v1/admin/reported-content', admin.accessToken)).meta.total).toBe(3)
  })

  it('gives the demo buyer and seller conversations with text, product, order and voucher cards, some unread (issue 15)', async () => {
    const buyer = await login(t.app, 'buyer@xinh.vn', DEMO_PASSWORD)
    const seller = await login(t.app, 'seller@xinh.vn', DEMO_PASSWORD)
    const auth = (token: string) => ({ authorization: `Bearer ${token}` })
    const rooms = (await t.app.inject({ method: 'GET', url: '/api/v1/mobile/chat', headers: auth(buyer.accessToken) })).json().data.items
    expect(rooms.length).toBeGreaterThanOrEqual(3)
    expect(rooms.some((r: { unread_count: number }) => r.unread_count > 0)).toBe(true)
    const sellerRooms = (
      await t.app.inject({ method: 'GET', url: '/api/v1/mobile/chat?side=shop', headers: auth(seller.accessToken) })
    ).json().data.items
    const withBuyer = sellerRooms.find((r: { buyer: { name: string } }) => r.buyer.name === 'Nguyễn Thu Trang')
    expect(withBuyer).toBeTruthy()
    const page = (
      await t.app.inject({ method: 'GET', url: `/api/v1/cms-admin/chat/${withBuyer._id}`, headers: auth(seller.accessToken) })
    ).json().data
    expect(new Set(page.messages.map((m: { type: string }) => m.type))).toEqual(new Set(['text', 'product', 'order', 'voucher']))
    const dot = (
      await t.app.inject({ method: 'GET', url: '/api/v1/mobile/chat/total-red-dot?side=shop', headers: auth(seller.accessToken) })
    ).json()
    expect(dot.data.data).toBeGreaterThan(0)
  })

  // blog (issue 16): published, scheduled and draft articles with product embeds; blooks in sub-categories
  it('seeds blogs (five public with embeds, one scheduled, one draft) and blooks by buyers and shops with hotspots', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/community/v1/blogs' })).json()
    expect(list.meta.total).toBe(5)
    const detail = (await t.app.inject({ method: 'GET', url: `/community/v1/blogs/${list.data[0]._id}` })).json().data
    expect(detail.blocks.filter((b: { type: string }) => b.type === 'product').length).toBeGreaterThanOrEqual(1)
    expect(await num(`SELECT count(*) FROM blogs WHERE status = 'draft'`)).toBe(1)
    expect(await num(`SELECT count(*) FROM blogs WHERE status = 'published' AND publish_at > now()`)).toBe(1)
    const blooks = (await t.app.inject({ method: 'GET', url: '/community/v1/blooks?limit=50' })).json()
    expect(blooks.meta.total).toBe(8)
    expect(blooks.data.some((b: { shop: unknown }) => b.shop !== null)).toBe(true)
    const blook = (await t.app.inject({ method: 'GET', url: `/community/v1/blooks/${blooks.data[0]._id}` })).json().data
    expect(blook.pages[0].hotspots.length).toBeGreaterThan(0)
  })

  // gbuy (issue 18): a running deal of the demo seller with an open room, shown on its product page
  it('seeds a running group-buy deal with an open room its host paid for', async () => {
    const deal = await one<{ id: string; product_id: string }>(
      `SELECT d.id, d.product_id FROM group_buy_deals d JOIN shops s ON s.id = d.shop_id JOIN users u ON u.id = s.owner_id
        WHERE u.email = 'seller@xinh.vn' AND d.status = 'active' AND d.ends_at > now()`,
    )
    const offer = (await t.app.inject({ method: 'GET', url: `/api/v1/public/group-buy/products/${deal.product_id}` })).json().data
    expect(offer.deal._id).toBe(deal.id)
    expect(offer.open_rooms).toEqual([expect.objectContaining({ seats_left: 2 })])
    const room = (await t.app.inject({ method: 'GET', url: `/api/v1/public/group-buy/rooms/${offer.open_rooms[0]._id}` })).json().data
    expect(room).toMatchObject({ status: 'open', paid_count: 1, members: [expect.objectContaining({ status: 'paid', is_owner: true })] })
  })

  // pages (issue 18): the demo buyer's social-organisation feedbacks, one waiting in the admin's queue
  it('seeds social-organisation feedback: one accepted, one waiting in the admin queue with its picture', async () => {
    const buyer = await login(t.app, 'buyer@xinh.vn', DEMO_PASSWORD)
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/mobile/social-feedback',
        headers: { authorization: `Bearer ${buyer.accessToken}` },
      })
    ).json()
    expect(mine.data.map((f: { status: string }) => f.status).sort()).toEqual(['approved', 'pending'])
    const admin = await login(t.app, 'admin@xinh.vn', DEMO_PASSWORD)
    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/social-feedback', headers: { authorization: `Bearer ${admin.accessToken}` } })
    ).json()
    expect(queue.meta.total).toBe(1)
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', queue.data[0].image.replace(/^\/uploads\//, '')))).toBe(true)
  })

  // aff (issue 18): the demo KOL's converted orders in every state, an open seller campaign, links and clicks
  it('gives the demo KOL links, clicks, an open joined campaign and converted orders pending, payable and reversed', async () => {
    const kol = await login(t.app, 'kol@xinh.vn', DEMO_PASSWORD)
    const headers = { authorization: `Bearer ${kol.accessToken}` }
    const me = (await t.app.inject({ method: 'GET', url: '/affiliate/v1/kol/me', headers })).json().data
    expect(me).toMatchObject({ status: 'approved', is_kol: true, kol_info: { display_name: 'Mai Xinh' } })
    const conversions = (await t.app.inject({ method: 'GET', url: '/affiliate/v1/conversions', headers })).json()
    expect(new Set(conversions.data.map((c: { status: string }) => c.status))).toEqual(new Set(['pending', 'payable', 'reversed']))
    const dash = (await t.app.inject({ method: 'GET', url: '/affiliate/v1/dashboard', headers })).json().data
    expect(dash.clicks).toBeGreaterThan(50)
    expect(dash.commission.payable).toBeGreaterThan(0)
    expect(dash.commission.pending).toBeGreaterThan(0)
    const campaigns = (await t.app.inject({ method: 'GET', url: '/affiliate/v1/campaigns?joined=true', headers })).json().data
    expect(campaigns).toContainEqual(expect.objectContaining({ kind: 'seller', state: 'running', joined: true }))
    const links = (await t.app.inject({ method: 'GET', url: '/affiliate/v1/links', headers })).json()
    expect(links.meta.total).toBe(6)
  })

  it('gives the demo seller a month of tracked visits: funnel, visitors and the admin behaviour report (trackwire)', async () => {
    const seller = await login(t.app, 'seller@xinh.vn', DEMO_PASSWORD)
    const headers = { authorization: `Bearer ${seller.accessToken}` }
    const funnel = (await t.app.inject({ method: 'GET', url: '/api/v1/seller/trackings/funnel?range=30d', headers })).json().data
    // views > add-to-cart > orders > 0, on many of the shop's products
    expect(funnel.totals.orders).toBeGreaterThan(0)
    expect(funnel.totals.add_to_cart).toBeGreaterThan(funnel.totals.orders)
    expect(funnel.totals.views).toBeGreaterThan(funnel.totals.add_to_cart)
    expect(funnel.products.length).toBeGreaterThan(5)
    const dash = (await t.app.inject({ method: 'GET', url: '/api/v1/seller/dashboard?range=7d', headers })).json().data
    expect(dash.totals.visitors).toBeGreaterThan(50)
    expect(dash.totals.conversion_rate).toBeGreaterThan(0)
    // searches and shop views are there too, and nothing is dated after now
    expect(await num(`SELECT count(*) FROM tracking_events WHERE type = 'SearchKeyword'`)).toBeGreaterThan(50)
    expect(await num(`SELECT count(*) FROM tracking_events WHERE type = 'ViewShop'`)).toBeGreaterThan(50)
    expect(await num(`SELECT count(*) FROM tracking_events WHERE occurred_at > now()`)).toBe(0)
    const admin = await login(t.app, 'admin@xinh.vn', DEMO_PASSWORD)
    const report = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/trackings/report',
        headers: { authorization: `Bearer ${admin.accessToken}` },
      })
    ).json().data
    expect(report.totals.sessions).toBeGreaterThan(500)
    expect(report.totals.converted_sessions).toBeGreaterThan(0)
    expect(report.top_products.length).toBe(10)
  })

  it('keeps the demo accounts working', async () => {
    for (const a of DEMO_ACCOUNTS) await login(t.app, a.email, DEMO_PASSWORD)
    await login(t.app, 'khach1@xinh.vn', DEMO_PASSWORD)
  })

  describe('seller centre demo data', () => sellerCentreSeedChecks(() => t))
})
