import type { AdminPageData } from '@xinh/contracts'
import type { PageRequest } from '../platform/web.ts'
import { type AdminQueuesServices, createAdminQueuesPageData } from './admin-queues.ts'

/** What the admin console's reads need (composed in app.ts). */
export type AdminPageServices = AdminQueuesServices

/** The admin console's reads (contracts `AdminPageData`), one section per part; never cached. */
export function createAdminPageData(s: AdminPageServices) {
  const queues = createAdminQueuesPageData(s)
  return (req: PageRequest): AdminPageData => ({ queues: queues(req) })
}
