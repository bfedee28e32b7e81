import type { AdminContentPages } from './page-data-admin-content.ts'
import type { AdminCorePages } from './page-data-admin-core.ts'
import type { AdminQueuesPages } from './page-data-admin-queues.ts'
import type { AdminAssistantPages } from './assistant.ts'

/**
 * The admin console's reads (`/admin/*` loaders), admin role only: every method refuses anyone
 * else (401/403) like the `/api/v1/admin/*` route it mirrors. One section per part of the
 * console, each declared in its own file (`page-data-admin-<part>.ts`) and implemented in
 * apps/server/src/page-data/admin-<part>.ts.
 */
export interface AdminPageData {
  queues: AdminQueuesPages
  content: AdminContentPages
  core: AdminCorePages
  /** asst (issue 17): the shopping assistant's remote config. */
  assistant: AdminAssistantPages
}
