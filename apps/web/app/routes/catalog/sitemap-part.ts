// `/sitemaps/{file}` (resource route): the parts of the sitemap index above 50,000 URLs.
export { sitemapPartLoader as loader } from '#web/features/catalog/sitemap.server.ts'
