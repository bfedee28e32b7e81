import type { z } from 'zod'
import type {
  TBlogAdmin,
  TBlogCategory,
  TBlogDetail,
  TBlogSummary,
  TBlook,
  TBlookCategoryTree,
  TBlookSummary,
  ZAdminBlogListQuery,
  ZBlogListQuery,
  ZBlookListQuery,
  ZBlookUserQuery,
} from './blog.ts'

type In<T extends z.ZodType> = z.input<T>
type Paged<T> = { items: T[]; meta: { page: number; limit: number; total: number } }

/** Blogs and blooks (issue 16): the reads of their public pages and of the admin's blog screens. */
export interface BlogPageData {
  /** GET /community/v1/blogs */
  blogs(query?: In<typeof ZBlogListQuery>): Promise<Paged<TBlogSummary>>
  /** GET /community/v1/blogs/{id} */
  blog(id: string): Promise<TBlogDetail>
  /** GET /community/v1/blog-categories */
  categories(): Promise<TBlogCategory[]>
  /** GET /api/v1/admin/blogs (admins) */
  adminBlogs(query?: In<typeof ZAdminBlogListQuery>): Promise<Paged<TBlogAdmin>>
  /** GET /api/v1/admin/blogs/{id} (admins) */
  adminBlog(id: string): Promise<TBlogAdmin>
  /** GET /community/v1/blooks */
  blooks(query?: In<typeof ZBlookListQuery>): Promise<Paged<TBlookSummary>>
  /** GET /community/v1/blooks/{id} */
  blook(id: string): Promise<TBlook>
  /** GET /community/v1/blook-categories */
  blookCategories(): Promise<TBlookCategoryTree>
  /** GET /community/v1/web/bbook-template/bbook-user/{id} */
  blooksOfUser(userId: string, query?: In<typeof ZBlookUserQuery>): Promise<Paged<TBlookSummary>>
  /** POST /community/v1/report with target_type 'blook' (n16): the blook page's report form */
  reportBlook(id: string, input: { reason: string; note?: string }): Promise<{ _id: string; case_id: string }>
}
