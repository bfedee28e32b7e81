// Blogs and blooks (issue 16): admin-written articles with product embeds, and lookbooks users
// and shops compose. Other modules import only this file.
export { type BlogCatalog, type BlogsService, createBlogsService } from './blogs.service.ts'
export { type BlookShops, type BlooksService, createBlooksService } from './blooks.service.ts'
export { blogsRoutes } from './blogs.routes.ts'
export { sanitizeBlogHtml } from './blogs.sanitize.ts'
