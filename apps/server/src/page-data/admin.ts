import type { AdminPageData } from '@xinh/contracts'
import type { PageRequest } from '../platform/web.ts'
import { type AdminQueuesServices, createAdminQueuesPageData } from './admin-queues.ts'
import { type AdminContentPageServices, createAdminContentPageData } from './admin-content.ts'
import { type AdminCoreServices, createAdminCorePageData } from './admin-core.ts'
import type { AssistantService } from '../modules/assistant/index.ts'

/** What the admin console's reads need (composed in app.ts), one part of issue 14 each. */
export type AdminPageServices = AdminQueuesServices & AdminContentPageServices & AdminCoreServices & { assistant: AssistantService }

/**
 * The admin console's reads (contracts `AdminPageData`): the admin role only, checked per call by
 * the same service functions the `/api/v1/admin/*` routes use. Never cached: a render that calls
 * these is private.
 */
export function createAdminPageData(s: AdminPageServices) {
  const queues = createAdminQueuesPageData(s)
  const content = createAdminContentPageData(s)
  const core = createAdminCorePageData(s)
  return (req: PageRequest): AdminPageData => ({
    queues: queues(req),
    content: content(req),
    core: core(req),
    assistant: { config: () => s.assistant.adminConfig({ actor: req.actor }) },
  })
}
