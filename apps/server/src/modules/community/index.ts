// The community module (issue 16): posts, comments, likes, bookmarks, follows, feeds, walls,
// shop feedback, reports and the reported-content queue. Other modules import only this file.
export {
  type CommunityCatalog,
  type CommunityEvents,
  type CommunityService,
  type CommunityShops,
  createCommunityService,
  silentCommunityEvents,
} from './community.service.ts'
export { type CommunityModeration, createCommunityModeration } from './moderation.service.ts'
export { communityRoutes } from './community.routes.ts'
export { reportedContentRoutes } from './moderation.routes.ts'
export { uuidv7At } from './community.rules.ts'
