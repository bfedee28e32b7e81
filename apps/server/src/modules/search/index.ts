export { createSearchService, type SearchService } from './search.service.ts'
export { searchRoutes } from './search.routes.ts'
export {
  type KeywordPlan,
  acrossWords,
  correctableWords,
  correctKeyword,
  escapeLike,
  foldedOf,
  hasAnyTerm,
  inBandScore,
  likeContains,
  likeWordsInOrder,
  nameMatches,
  nameRank,
  paddedWords,
  planKeyword,
  relevanceBand,
  typoFallback,
  wordsAcross,
} from './search.ranking.ts'
// query understanding (issue 12): one parser for product search and the shopping assistant
export { filtersOfUnderstanding, type UnderstoodFilters, understandSearch } from './search.understanding.ts'
