import type { LoaderFunctionArgs } from 'react-router'
import type { RequestInfo } from '#web/lib/session.server.ts'
import { requestInfo, siteOrigin } from './api.server.ts'
import type { CategoryNode, PageMeta } from './types.ts'

/** The sitemap protocol's limit of URLs per file; above it /sitemap.xml becomes a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000
/** The list API's largest page. */
const API_PAGE = 60
const CACHE_MS = 60 * 60 * 1000

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const xml = (body: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })

const urlset = (urls: string[]) =>
  xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `<url><loc>${esc(u)}</loc></url>`).join('\n')}\n</urlset>\n`,
  )

let cache: { at: number; pages: string[]; productTotal: number } | undefined
const productChunks = new Map<number, { at: number; ids: string[] }>()

/** Home, category pages, top sellers and every shop (paths). */
async function pagePaths(info: RequestInfo) {
  const categories: CategoryNode[] = await info.data.catalog.categories()
  const paths = ['/', '/danh-muc', '/nganh-hang', '/top-seller']
  const walk = (nodes: CategoryNode[]) => {
    for (const c of nodes) {
      paths.push(`/nganh-hang/${c._id}`)
      walk(c.children ?? [])
    }
  }
  walk(categories)
  for (let page = 1; page <= 1000; page++) {
    const res = await info.data.shops.search({ page, limit: API_PAGE }).catch(() => null)
    if (!res?.items.length) break
    for (const s of res.items) paths.push(`/nguoi-ban/${s._id}`)
    if (!res.meta || page * API_PAGE >= res.meta.total) break
  }
  // blog (issue 16): the blog and blook lists and every public article
  paths.push('/blog', '/blook')
  for (let page = 1; page <= 200; page++) {
    const res = await info.data.blog.blogs({ page, limit: 50 }).catch(() => null)
    if (!res?.items.length) break
    for (const b of res.items) paths.push(`/blog/${b._id}`)
    if (page * 50 >= res.meta.total) break
  }
  return paths
}

async function overview(info: RequestInfo) {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache
  const [pages, first] = await Promise.all([
    pagePaths(info),
    info.data.catalog.products({ sort: 'newest', page: 1, limit: 1 }).catch(() => ({ meta: undefined })),
  ])
  cache = { at: Date.now(), pages, productTotal: (first.meta as PageMeta | undefined)?.total ?? 0 }
  return cache
}

/** Product ids number `from` to `from + count` (newest first), read through the list API a page at a time. */
async function productIds(info: RequestInfo, chunk: number, size: number) {
  const hit = productChunks.get(chunk)
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.ids
  const firstPage = Math.floor((chunk * size) / API_PAGE) + 1
  const pages = Math.ceil(size / API_PAGE)
  const ids: string[] = []
  for (let i = 0; i < pages; i += 5) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(5, pages - i) }, (_, k) => firstPage + i + k)
        .filter((p) => p <= 1000)
        .map((p) =>
          info.data.catalog
            .products({ sort: 'newest', page: p, limit: API_PAGE })
            .then((r) => r.items)
            .catch(() => [] as Array<{ _id: string }>),
        ),
    )
    for (const list of batch) for (const p of list) ids.push(p._id)
    if (batch.some((list) => list.length < API_PAGE)) break
  }
  productChunks.set(chunk, { at: Date.now(), ids })
  return ids
}

/** `/sitemap.xml`: one URL set while everything fits in 50,000 URLs, else an index of parts. */
export async function sitemapLoader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const origin = siteOrigin(request)
  const { pages, productTotal } = await overview(info)
  if (pages.length + productTotal <= SITEMAP_MAX_URLS) {
    const ids = productTotal ? await productIds(info, 0, productTotal) : []
    return urlset([...pages.map((p) => origin + p), ...ids.map((id) => `${origin}/san-pham/${id}`)])
  }
  const parts = ['pages.xml', ...Array.from({ length: Math.ceil(productTotal / SITEMAP_MAX_URLS) }, (_, i) => `products-${i + 1}.xml`)]
  return xml(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.map((p) => `<sitemap><loc>${esc(`${origin}/sitemaps/${p}`)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`,
  )
}

/** `/sitemaps/pages.xml` and `/sitemaps/products-{n}.xml`: the parts of a sitemap index. */
export async function sitemapPartLoader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const origin = siteOrigin(request)
  const file = params.file ?? ''
  if (file === 'pages.xml') return urlset((await overview(info)).pages.map((p) => origin + p))
  const n = /^products-(\d{1,4})\.xml$/.exec(file)?.[1]
  const { productTotal } = await overview(info)
  if (!n || Number(n) < 1 || (Number(n) - 1) * SITEMAP_MAX_URLS >= productTotal) throw new Response('Not found', { status: 404 })
  const ids = await productIds(info, Number(n) - 1, SITEMAP_MAX_URLS)
  return urlset(ids.map((id) => `${origin}/san-pham/${id}`))
}
