import type { AdminPageData } from '@xinh/contracts'
import type { PageRequest } from '../platform/web.ts'
import { type AdminQueuesServices, createAdminQueuesPageData } from './admin-queues.ts'
import { type AdminContentPageServices, createAdminContentPageData } from './admin-content.ts'

/** What the admin console's reads need (composed in app.ts), one part of issue 14 each. */
export type AdminPageServices = AdminQueuesServices & AdminContentPageServices

/** The admin console's reads (contracts `AdminPageData`), one section per part; never cached. */
export function createAdminPageData(s: AdminPageServices) {
  const queues = createAdminQueuesPageData(s)
  const content = createAdminContentPageData(s)
  return (req: PageRequest): AdminPageData => ({ queues: queues(req), content: content(req) })
}
