import type { AdminContentPages } from './page-data-admin-content.ts'

/**
 * The admin console's reads (`/admin/*` loaders), for admins only: every method refuses anyone
 * else (401/403) like the `/api/v1/admin/*` route it mirrors. One section per part, each declared
 * in its own file (`page-data-admin-<part>.ts`) and implemented in apps/server/src/page-data/admin-<part>.ts.
 */
export interface AdminPageData {
  content: AdminContentPages
}
