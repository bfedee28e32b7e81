import type { AdminCorePages } from './page-data-admin-core.ts'

/**
 * The admin console's reads (`/admin/*` loaders), for the admin role only: every method refuses
 * anyone else (401/403) like the `/api/v1/admin/*` route it mirrors. One section per part of
 * issue 14, each declared in its own file (`page-data-admin-<part>.ts`) and implemented in
 * apps/server/src/page-data/admin-<part>.ts.
 */
export interface AdminPageData {
  core: AdminCorePages
}
