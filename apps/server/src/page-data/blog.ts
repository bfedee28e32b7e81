import { type BlogPageData, ZAdminBlogListQuery, ZBlogListQuery, ZBlookListQuery, ZBlookUserQuery, ZReportCreate } from '@xinh/contracts'
import type { BlogsService, BlooksService } from '../modules/blogs/index.ts'
import type { CommunityModeration } from '../modules/community/index.ts'
import { requireUser, viewerOf } from '../platform/auth/actor.ts'
import type { PageRequest } from '../platform/web.ts'
import { parse } from './parse.ts'

/** What the blog and blook pages read (composed in app.ts). */
export type BlogPageServices = { blogs: BlogsService; blooks: BlooksService; communityModeration: CommunityModeration }

/** Blogs and blooks for their pages, with the page request's actor; public reads note their cache tags. */
export function createBlogPageData(s: BlogPageServices) {
  return (req: PageRequest): BlogPageData => ({
    blogs: (query) => {
      req.tag('blog', 'listing')
      return s.blogs.listPublic(parse(ZBlogListQuery, query ?? {}))
    },
    blog: (id) => {
      req.tag('blog', 'listing')
      return s.blogs.getPublic(id)
    },
    categories: () => {
      req.tag('blog')
      return s.blogs.categories()
    },
    adminBlogs: (query) => s.blogs.adminList({ actor: req.actor, query: parse(ZAdminBlogListQuery, query ?? {}) }),
    adminBlog: (id) => s.blogs.adminGet({ actor: req.actor, id }),
    blooks: (query) => {
      req.tag('blook', 'listing')
      return s.blooks.list(parse(ZBlookListQuery, query ?? {}), viewerOf(req.actor))
    },
    blook: (id) => {
      req.tag('blook', 'listing')
      return s.blooks.get(id, viewerOf(req.actor))
    },
    blookCategories: () => {
      req.tag('blook')
      return s.blooks.categories()
    },
    blooksOfUser: (userId, query) => {
      req.tag('blook')
      return s.blooks.listOfUser(userId, parse(ZBlookUserQuery, query ?? {}), viewerOf(req.actor))
    },
    // n16: a blook reported from its page goes to the reported-content queue (signed-in users only)
    reportBlook: (id, input) =>
      s.communityModeration.report({
        userId: requireUser(req.actor).userId,
        input: parse(ZReportCreate, { target_type: 'blook', target_id: id, reason: input.reason, note: input.note }),
      }),
  })
}
