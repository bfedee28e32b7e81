// `/sitemap.xml` (resource route): home, categories, shops and products.
export { sitemapLoader as loader } from '#web/features/catalog/sitemap.server.ts'
