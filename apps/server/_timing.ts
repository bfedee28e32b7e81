import { sql } from 'drizzle-orm'
import { fromPostgresUrl } from './src/platform/db/client.ts'
import * as repo from './src/modules/catalog/read/read.repo.ts'
import * as search from './src/modules/search/index.ts'
const database = fromPostgresUrl(process.env.BENCH_DATABASE_URL!, 2)
const db = database.db
const N = 15
for (const kw of ['ao thun', 'áo sơ mi', 'son', 'váy', 'áo thun trắng size m dưới 200k']) {
  const s = search as Record<string, any>
  const u = s.understandSearch ? s.understandSearch(kw).understood : { keyword: kw }
  const f = { keyword: search.planKeyword(u.keyword) ?? undefined, ...(s.filtersOfUnderstanding ? s.filtersOfUnderstanding(u) : {}) }
  const { sql: text, params } = repo.cardsQuery(db, f as never, 'relevance', { page: 1, limit: 20 }).toSQL()
  const inline = text.replace(/\$(\d+)/g, (_, n) => { const v = params[Number(n) - 1]; return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'` })
  const times: number[] = []
  let rows = 0
  for (let i = 0; i < N; i++) {
    const res = await db.execute(sql.raw(`EXPLAIN (ANALYZE, TIMING OFF) ${inline}`))
    const lines = (res as any).rows.map((r: any) => r['QUERY PLAN']) as string[]
    times.push(Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1]))
  }
  times.sort((a, b) => a - b)
  console.log(`${kw.padEnd(34)} min ${times[0]!.toFixed(1)} ms, median ${times[Math.floor(N / 2)]!.toFixed(1)} ms`)
}
await database.close()
