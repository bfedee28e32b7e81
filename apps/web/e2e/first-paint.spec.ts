import { expect, test } from './fixtures.ts'

// What the first paint of a public page depends on (issue 11, Lighthouse mobile): things that
// regress silently, without any journey failing. Timings are the bench's business
// (`npm run bench -- web`); these are the page's structure.

type Tag = Record<string, string>

/** The attributes of every `<tag …>` in `html` (names lower-cased; enough for our own markup). */
function tags(html: string, name: string): Tag[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attrs = '']) =>
    Object.fromEntries(
      [...attrs.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, k = '', v = '']) => [k.toLowerCase(), v.replaceAll('&amp;', '&')]),
    ),
  )
}

test('home, product and search: inline styles, one high-priority LCP picture preloaded with its srcset, sized images', async ({
  request,
  page,
  consoleErrors,
}) => {
  const products = (await (await request.get('/api/v1/web/products?limit=1')).json()) as { data: Array<{ _id: string }> }
  const id = products.data[0]?._id
  expect(id, 'a demo product').toBeTruthy()

  for (const path of ['/', `/san-pham/${id}`, '/tim-kiem?keyword=ao%20thun']) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))

    // no stylesheet request blocks the first paint: the styles are in the head
    expect(
      tags(head, 'link').filter((l) => l.rel === 'stylesheet'),
      `${path}: stylesheet links`,
    ).toEqual([])
    expect(head, `${path}: inline styles`).toMatch(/<style data-xinh-css>[^<]{1000,}/)
    // fonts: WOFF2 only, each with the unicode-range of its subset
    expect(head).not.toMatch(/\.woff["')]/)
    expect(head.match(/unicode-range/g)?.length ?? 0, `${path}: font faces with ranges`).toBeGreaterThanOrEqual(6)

    // exactly one picture has high priority, it is not lazy, and the head preloads it first
    const images = tags(html, 'img')
    const lcp = images.filter((i) => i.fetchpriority === 'high')
    expect(lcp, `${path}: high-priority images`).toHaveLength(1)
    const [hero] = lcp as [Tag]
    expect(hero.loading, `${path}: LCP image loading`).not.toBe('lazy')
    expect(hero.srcset, `${path}: LCP image srcset`).toMatch(/\/320\.webp 320w, .*\/640\.webp 640w/)
    expect(hero.sizes, `${path}: LCP image sizes`).toBeTruthy()
    const imagePreloads = tags(head, 'link').filter((l) => l.rel === 'preload' && l.as === 'image')
    expect(imagePreloads[0], `${path}: first image preload`).toMatchObject({
      imagesrcset: hero.srcset,
      imagesizes: hero.sizes,
      fetchpriority: 'high',
    })
    // a preload of the full-size file alone would download it next to the srcset's choice
    expect(imagePreloads.filter((l) => l.href && !l.imagesrcset).map((l) => l.href)).toEqual([])

    // the hydration scripts load at low priority: the page paints from its HTML, the LCP picture goes first
    const preloads = tags(html, 'link').filter((l) => l.rel === 'modulepreload')
    expect(preloads.length, `${path}: module preloads`).toBeGreaterThan(2)
    expect(preloads.filter((l) => l.fetchpriority !== 'low').map((l) => l.href)).toEqual([])

    // every picture has its size set (no layout shift); the product grid's pictures past the first screen are lazy
    for (const img of images) expect(img.width && img.height, `${path}: ${img.src} width/height`).toBeTruthy()
    const cards = images.filter((i) => /\/p\/[\w-]+\/main\.webp$/.test(i.src ?? ''))
    expect(cards.length, `${path}: product pictures`).toBeGreaterThan(0)
    expect(cards.at(-1)?.loading, `${path}: the last product picture`).toBe('lazy')
  }

  // in the browser: the srcset picks a rendition, not the full-size file, for a card on a phone
  await page.setViewportSize({ width: 390, height: 844 })
  const requested: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'image') requested.push(new URL(r.url()).pathname)
  })
  await page.goto('/tim-kiem?keyword=ao%20thun')
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect.poll(() => requested.some((u) => /\/p\/[\w-]+\/(320|640)\.webp$/.test(u))).toBe(true)
  expect(
    requested.filter((u) => /\/p\/[\w-]+\/main\.webp$/.test(u)),
    'full-size product pictures on a phone',
  ).toEqual([])
  expect(requested.filter((u) => /\.css$/.test(u))).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('the brand font: a first visit paints in the system font and fetches none; once cached in the background, later pages use it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/tim-kiem?keyword=ao%20thun')
  const family = () => page.evaluate(() => getComputedStyle(document.body).fontFamily)
  expect(await family()).not.toContain('Be Vietnam Pro')
  expect(await page.locator('html').getAttribute('data-xf')).toBeNull()

  // after load and idle: the six faces are fetched (none before the load event), the flag stored, this page left as it is
  await expect.poll(() => page.evaluate(() => localStorage.getItem('xinh:font')), { timeout: 15_000 }).toBe('1')
  const timing = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const faces = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2'))
    return { loaded: nav?.loadEventStart ?? 0, starts: faces.map((e) => e.startTime) }
  })
  expect(timing.starts, 'faces fetched in the background').toHaveLength(6)
  for (const start of timing.starts) expect(start, 'a face requested before the load event').toBeGreaterThanOrEqual(timing.loaded)
  expect(await family()).not.toContain('Be Vietnam Pro')

  // the next page: the head script sets the flag before the first layout, the faces come from the cache
  await page.goto('/')
  expect(await page.locator('html').getAttribute('data-xf')).toBe('')
  expect(await family()).toMatch(/^"Be Vietnam Pro"/)
  expect(await page.evaluate(() => document.fonts.check('700 16px "Be Vietnam Pro"', 'ă'))).toBe(true)
  expect(consoleErrors).toEqual([])
})
