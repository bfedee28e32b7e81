// Every table of every module, for drizzle-kit. Runtime code imports tables from their module.
export * from './platform/db/platform.tables.ts'
export * from './modules/identity/identity.tables.ts'
export * from './modules/profile/profile.tables.ts'
export * from './modules/shops/shops.tables.ts'
export * from './modules/catalog/catalog.tables.ts'
export * from './modules/search/search.tables.ts'
export * from './modules/reviews/reviews.tables.ts'
