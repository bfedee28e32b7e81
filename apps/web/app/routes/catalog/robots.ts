import type { LoaderFunctionArgs } from 'react-router'
import { siteOrigin } from '#web/features/catalog/api.server.ts'

/** `/robots.txt`: private areas out of crawlers' way, and the sitemap's absolute URL (the protocol requires one). */
export function loader({ request }: LoaderFunctionArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /trang-ca-nhan',
    'Disallow: /ban-hang',
    'Disallow: /tiep-thi-lien-ket',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
