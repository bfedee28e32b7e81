import type { AdminPageData } from '@xinh/contracts'
import type { PageRequest } from '../platform/web.ts'
import { type AdminContentPageServices, createAdminContentPageData } from './admin-content.ts'

/** What the admin console's loaders read (one section per part of issue 14). */
export type AdminPageServices = AdminContentPageServices

export function createAdminPageData(s: AdminPageServices) {
  const content = createAdminContentPageData(s)
  return (req: PageRequest): AdminPageData => ({ content: content(req) })
}
