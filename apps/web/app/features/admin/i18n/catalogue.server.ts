import { mergeCatalogues } from '#web/lib/i18n/areas.tsx'
import { common } from './common.ts'
import { queues } from './queues.ts'
import { content } from './content.ts'
import { core } from './core.ts'
import { community } from './community.ts'
import { blog } from './blog.ts'
import { assistant } from './assistant.ts'
import { chatReports } from './chat-reports.ts'
// vote (issue 18)
import { voting } from './voting.ts'
// pages (issue 18)
import { socialFeedback } from './social-feedback.ts'
// affweb (issue 18): the affiliate admin's screens
import { affiliate } from './affiliate.ts'
import { affiliateCommon } from '../../affiliate/i18n/common.ts'
// pixels (issue 18)
import { pixels } from './pixels.ts'
// track (issue 18): the report's buyer behaviour section
import { tracking } from './tracking.ts'

/**
 * The admin console's catalogue, one part per screen group (vi/en/ko side by side), sent by the
 * `/admin` layout's loader only. Add a part: create `./<part>.ts` with `defineMessages`, list it here.
 */
export const ADMIN_CATALOGUE = mergeCatalogues(
  common,
  queues,
  content,
  core,
  community,
  blog,
  assistant,
  chatReports,
  voting,
  socialFeedback,
  affiliate,
  affiliateCommon,
  pixels,
  tracking,
)
