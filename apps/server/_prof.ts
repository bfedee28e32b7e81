import { sql } from 'drizzle-orm'
import { fromPostgresUrl } from './src/platform/db/client.ts'
import * as repo from './src/modules/catalog/read/read.repo.ts'
import * as search from './src/modules/search/index.ts'
const database = fromPostgresUrl(process.env.BENCH_DATABASE_URL!, 1)
const db = database.db
const kw = process.argv[2] ?? 'ao thun'
const s = search as Record<string, any>
const u = s.understandSearch ? s.understandSearch(kw).understood : { keyword: kw }
const f = { keyword: search.planKeyword(u.keyword) ?? undefined, ...(s.filtersOfUnderstanding ? s.filtersOfUnderstanding(u) : {}) }
const { sql: text, params } = repo.cardsQuery(db, f as never, 'relevance', { page: 1, limit: 20 }).toSQL()
const inline = text.replace(/\$(\d+)/g, (_, n) => { const v = params[Number(n) - 1]; return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'` })
let best = ''
let bestT = Infinity
for (let i = 0; i < 12; i++) {
  const res = await db.execute(sql.raw(`EXPLAIN (ANALYZE) ${inline}`))
  const out = ((res as any).rows.map((r: any) => r['QUERY PLAN']) as string[]).join('\n')
  const t = Number(/Execution Time: ([\d.]+)/.exec(out)?.[1])
  if (t < bestT) { bestT = t; best = out }
}
console.log(best.split('\n').filter((l) => /actual time/.test(l)).map((l) => l.replace(/\(cost=[^)]*\)/, '').slice(0, 150)).join('\n'))
console.log('best', bestT)
await database.close()
