export { createSearchService, type SearchService } from './search.service.ts'
export { searchRoutes } from './search.routes.ts'
export {
  type KeywordPlan,
  correctableWords,
  correctKeyword,
  escapeLike,
  foldedOf,
  likeContains,
  nameMatches,
  nameRank,
  planKeyword,
  typoFallback,
} from './search.ranking.ts'
