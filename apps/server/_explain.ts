import { sql } from 'drizzle-orm'
import { fromPostgresUrl } from './src/platform/db/client.ts'
import * as repo from './src/modules/catalog/read/read.repo.ts'
import { planKeyword, filtersOfUnderstanding, understandSearch } from './src/modules/search/index.ts'
const database = fromPostgresUrl(process.env.BENCH_DATABASE_URL!, 2)
const db = database.db
const kw = process.argv[2] ?? 'ao thun'
const u = understandSearch(kw)!.understood
const f = { keyword: planKeyword(u.keyword) ?? undefined, ...filtersOfUnderstanding(u) }
const q = repo.cardsQuery(db, f as never, 'relevance', { page: 1, limit: 20 })
const { sql: text, params } = q.toSQL()
const inline = text.replace(/\$(\d+)/g, (_, n) => {
  const v = params[Number(n) - 1]
  return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`
})
for (let i = 0; i < 2; i++) await db.execute(sql.raw(inline))
const res = await db.execute(sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${inline}`))
console.log((res as any).rows.map((r: any) => r['QUERY PLAN']).join('\n'))
await database.close()
