import type { AdminPageData } from '@xinh/contracts'
import type { PageRequest } from '../platform/web.ts'
import { type AdminCoreServices, createAdminCorePageData } from './admin-core.ts'

/** What the admin console's reads need (composed in app.ts): one type per part. */
export type AdminPageServices = AdminCoreServices

/**
 * The admin console's reads (contracts `AdminPageData`): the admin role only, checked per call by
 * the same service functions the `/api/v1/admin/*` routes use. Never cached: a render that calls
 * these is private.
 */
export function createAdminPageData(s: AdminPageServices) {
  const core = createAdminCorePageData(s)
  return (req: PageRequest): AdminPageData => ({ core: core(req) })
}
