import type { MetaDescriptor } from 'react-router'

const NOT_FOUND: MetaDescriptor[] = [{ title: '404 – Xinh' }, { name: 'robots', content: 'noindex' }]

/** A catalog page's tags, built by its loader on the server (`seoMeta`), so the browser ships no SEO code. */
export const pageMeta = (data: { meta?: MetaDescriptor[] } | undefined) => data?.meta ?? NOT_FOUND
