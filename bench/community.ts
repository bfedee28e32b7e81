// `npm run bench -- community [--engines pglite,postgres] [--posts 1000000] [--follows 100000]
//   [--pglite-posts 200000] [--rounds 40]`: the community feeds at size (issue 16: "feed p95 with
// 1,000,000 posts and 100,000 follows"), printed, never asserted.
//   data:   10,000 authors (plus 20 signed-in viewers) writing `--posts` posts over 90 days (UUIDv7 ids
//           of their time, engagement counters and the discover rank filled in), `--follows` follows
//           between them (each viewer follows 10 authors and 2 shops; the rest at random), inserted
//           in a few statements; the demo seed is off
//   routes: GET /community/v1/feed/following (first page and the third, by cursor), GET
//           /community/v1/feed/discover (first page and the tenth), GET /community/v1/post/posts-user;
//           p50/p95 over `--rounds` calls each, the viewer changing every call (app.inject, Bearer)
//   plan:   EXPLAIN ANALYZE of the following feed's query (one index probe per followed account)
// PGlite in a fresh temporary directory with `--pglite-posts` (a million rows take PGlite many
// minutes and gigabytes: say so when quoting it); PostgreSQL in BENCH_DATABASE_URL (skipped when
// unset; the bench's users, shops and posts are deleted afterwards).
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/platform/config.ts'
import { openDatabase } from '../apps/server/src/platform/db/client.ts'
import { rowsOf } from '../apps/server/src/platform/db/rows.ts'

type Engine = 'pglite' | 'postgres'
const AUTHORS = 10_000
const VIEWERS = 20
const TAG = 'bench.community.'

const ms = (n: number) => `${n.toFixed(1)} ms`
function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b)
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN
  return `p50 ${ms(at(50))}  p95 ${ms(at(95))}  max ${ms(s[s.length - 1] ?? Number.NaN)}`
}

/** A UUIDv7 of `ms` (milliseconds since the epoch) with random bits from md5(`seed`), in SQL. */
const uuidv7Sql = (msExpr: ReturnType<typeof sql>, seedExpr: ReturnType<typeof sql>) => sql`(
  substr(lpad(to_hex((${msExpr})::bigint), 12, '0'), 1, 8) || '-' || substr(lpad(to_hex((${msExpr})::bigint), 12, '0'), 9, 4)
  || '-7' || substr(md5(${seedExpr}), 1, 3) || '-8' || substr(md5(${seedExpr}), 4, 3) || '-' || substr(md5(${seedExpr}), 7, 12))::uuid`

async function run(engine: Engine, databaseUrl: string | undefined, opts: { posts: number; follows: number; rounds: number }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'xinh-bench-community-'))
  const database = await openDatabase({ databaseUrl, dataDir })
  const { db } = database
  const cleanup = async () => {
    await db.execute(sql`DELETE FROM shops WHERE slug LIKE 'bench-community-%'`)
    await db.execute(sql`DELETE FROM users WHERE email LIKE ${`${TAG}%`}`)
    await db.execute(sql`DROP TABLE IF EXISTS bench_community_authors`)
  }
  try {
    await database.migrate()
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: '100000',
      RATE_LIMIT_STORE: 'memory',
      DATABASE_URL: databaseUrl ?? '',
    })
    const { app, services } = await buildApp({ config, database, web: false })
    await app.ready()
    await cleanup()

    // viewers sign in for real; authors are rows (nobody logs in as them)
    const viewers: Array<{ id: string; headers: Record<string, string> }> = []
    for (let i = 0; i < VIEWERS; i++) {
      const email = `${TAG}viewer${i}.${Date.now().toString(36)}@example.vn`
      const user = await services.identity.createAccount({ email, userName: `Người xem ${i}`, password: 'Xinh@2026a' })
      const login = await app.inject({ method: 'POST', url: '/community/v1/auth/login', payload: { email, password: 'Xinh@2026a' } })
      viewers.push({ id: user.id, headers: { authorization: `Bearer ${login.json().data.accessToken}` } })
    }

    const started = performance.now()
    await db.execute(sql`CREATE TABLE bench_community_authors (n int PRIMARY KEY, id uuid NOT NULL)`)
    await db.execute(sql`
      WITH made AS (
        INSERT INTO users (id, email, user_name, roles)
        SELECT gen_random_uuid(), ${TAG} || g || '@example.vn', 'Tác giả ' || g, '{buyer}'::user_role[]
        FROM generate_series(1, ${AUTHORS}) g RETURNING id, email)
      INSERT INTO bench_community_authors (n, id)
      SELECT split_part(substr(email, ${TAG.length + 1}), '@', 1)::int, id FROM made`)
    // 50 of the authors own a shop and post as it now and then
    await db.execute(sql`
      INSERT INTO shops (id, owner_id, name, slug, status)
      SELECT gen_random_uuid(), id, 'Shop bench ' || n, 'bench-community-' || n, 'approved' FROM bench_community_authors WHERE n <= 50`)
    const now = Date.now()
    const span = 90 * 86_400_000
    await db.execute(sql`
      INSERT INTO community_posts (id, author_id, shop_id, content, images, like_count, comment_count, bookmark_count, hot_score, created_at)
      SELECT ${uuidv7Sql(sql`${now} - (g::bigint * ${Math.floor(span / opts.posts)})`, sql`'p' || g`)},
             a.id, CASE WHEN a.n <= 50 AND g % 3 = 0 THEN s.id END,
             'Bài viết số ' || g || ' #ootd', '["/uploads/bench/a.webp"]'::jsonb,
             (g::bigint * 7919) % 60, (g::bigint * 104729) % 9, (g::bigint * 31) % 5,
             log(greatest(1, (g::bigint * 7919) % 60 + 2 * ((g::bigint * 104729) % 9) + (g::bigint * 31) % 5)::float8)
               + (${now} - g::bigint * ${Math.floor(span / opts.posts)}) / 1000.0 / 45000,
             to_timestamp((${now} - g::bigint * ${Math.floor(span / opts.posts)}) / 1000.0)
      FROM generate_series(1, ${opts.posts}) g
      JOIN bench_community_authors a ON a.n = 1 + (g * 2654435761::bigint % ${AUTHORS})
      LEFT JOIN shops s ON s.owner_id = a.id`)
    const postsS = (performance.now() - started) / 1000
    // each viewer follows 10 authors and 2 shops; the rest of the follows are between authors
    const viewerIds = viewers.map((v) => v.id)
    await db.execute(sql`
      INSERT INTO community_user_follows (follower_id, followee_id)
      SELECT v.id, a.id FROM unnest(${sql.raw(`ARRAY[${viewerIds.map((id) => `'${id}'::uuid`).join(',')}]`)}) WITH ORDINALITY v(id, k)
      JOIN generate_series(1, 10) j ON true
      JOIN bench_community_authors a ON a.n = 1 + ((k * 97 + j * 1009) % ${AUTHORS})
      ON CONFLICT DO NOTHING`)
    await db.execute(sql`
      INSERT INTO shop_follows (user_id, shop_id)
      SELECT v.id, s.id FROM unnest(${sql.raw(`ARRAY[${viewerIds.map((id) => `'${id}'::uuid`).join(',')}]`)}) WITH ORDINALITY v(id, k)
      JOIN shops s ON s.slug IN ('bench-community-' || (1 + k % 50), 'bench-community-' || (1 + (k + 7) % 50))
      ON CONFLICT DO NOTHING`)
    const rest = Math.max(0, opts.follows - VIEWERS * 12)
    await db.execute(sql`
      INSERT INTO community_user_follows (follower_id, followee_id)
      SELECT f.id, e.id FROM generate_series(1, ${rest}) g
      JOIN bench_community_authors f ON f.n = 1 + (g % ${AUTHORS})
      JOIN bench_community_authors e ON e.n = 1 + ((g * 7 + g / ${AUTHORS}) % ${AUTHORS})
      WHERE f.id <> e.id
      ON CONFLICT DO NOTHING`)
    await db.execute(sql`ANALYZE`)
    const counted = rowsOf<{ posts: number; follows: number }>(
      await db.execute(sql`SELECT (SELECT count(*)::int FROM community_posts) AS posts,
        (SELECT count(*)::int FROM community_user_follows) + (SELECT count(*)::int FROM shop_follows) AS follows`),
    )[0]!
    const insertS = (performance.now() - started) / 1000

    let turn = 0
    const timed = async (url: (viewer: (typeof viewers)[number]) => Promise<string> | string) => {
      const samples: number[] = []
      for (let i = 0; i < opts.rounds + 3; i++) {
        const viewer = viewers[turn++ % viewers.length]!
        const target = await url(viewer)
        const t0 = performance.now()
        const res = await app.inject({ method: 'GET', url: target, headers: viewer.headers })
        const dt = performance.now() - t0
        if (res.statusCode !== 200) throw new Error(`${target}: ${res.statusCode} ${res.body.slice(0, 200)}`)
        if (i >= 3) samples.push(dt)
      }
      return stats(samples)
    }
    const cursorAfter = async (feed: string, viewer: (typeof viewers)[number], pages: number) => {
      let cursor: string | null = null
      for (let p = 0; p < pages; p++) {
        const res = await app.inject({
          method: 'GET',
          url: `/community/v1/feed/${feed}${cursor ? `?cursor=${cursor}` : ''}`,
          headers: viewer.headers,
        })
        cursor = res.json().data.next_cursor
      }
      return `/community/v1/feed/${feed}${cursor ? `?cursor=${cursor}` : ''}`
    }
    const someAuthor = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM bench_community_authors WHERE n = 4242`))[0]!.id

    console.log(
      `\n${engine}: ${counted.posts.toLocaleString('en')} posts, ${counted.follows.toLocaleString('en')} follows inserted in ${insertS.toFixed(1)} s (posts ${postsS.toFixed(1)} s; ${opts.rounds} rounds, load ${os.loadavg()[0]!.toFixed(2)})`,
    )
    console.log(`  GET /community/v1/feed/following (page 1):   ${await timed(() => '/community/v1/feed/following')}`)
    console.log(`  GET /community/v1/feed/following (page 3):   ${await timed((v) => cursorAfter('following', v, 2))}`)
    console.log(`  GET /community/v1/feed/discover (page 1):    ${await timed(() => '/community/v1/feed/discover')}`)
    console.log(`  GET /community/v1/feed/discover (page 10):   ${await timed((v) => cursorAfter('discover', v, 9))}`)
    console.log(
      `  GET /community/v1/post/posts-user (page 1):  ${await timed(() => `/community/v1/post/posts-user?userId=${someAuthor}&page=1`)}`,
    )

    const explain = async (label: string, query: ReturnType<typeof sql>) => {
      const rows = rowsOf<Record<string, string>>(await db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING ON) ${query}`))
      console.log(`  plan, ${label}:`)
      for (const r of rows) console.log(`    ${Object.values(r)[0]}`)
    }
    const viewer = viewers[0]!.id
    await explain(
      'following feed',
      sql`select id from (
        select p.id from community_user_follows f cross join lateral (select p.id from community_posts p where p.author_id = f.followee_id and p.hidden_at is null order by p.id desc limit 21) p where f.follower_id = ${viewer}
        union select p.id from shop_follows sf cross join lateral (select p.id from community_posts p where p.shop_id = sf.shop_id and p.hidden_at is null order by p.id desc limit 21) p where sf.user_id = ${viewer}
        union (select p.id from community_posts p where p.author_id = ${viewer} order by p.id desc limit 21)) feed order by id desc limit 21`,
    )
    await explain(
      'discover feed',
      sql`select id, hot_score from community_posts where hidden_at is null order by hot_score desc, id desc limit 21`,
    )
    await app.close()
  } finally {
    // a shared PostgreSQL keeps nothing of the bench (users cascade to their posts, follows, profiles)
    if (databaseUrl) await cleanup().catch((err) => console.error('cleanup failed', err))
    await database.close().catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function runCommunityBench(argv: string[]) {
  const { values: args } = parseArgs({
    args: argv,
    options: {
      engines: { type: 'string', default: 'pglite,postgres' },
      rounds: { type: 'string', default: '40' },
      posts: { type: 'string', default: '1000000' },
      'pglite-posts': { type: 'string', default: '200000' },
      follows: { type: 'string', default: '100000' },
    },
  })
  const rounds = Math.max(5, Number(args.rounds))
  const follows = Math.max(1000, Number(args.follows))
  for (const engine of (args.engines ?? '').split(',').filter(Boolean) as Engine[]) {
    if (engine === 'postgres') {
      const url = process.env.BENCH_DATABASE_URL
      if (!url) {
        console.log('\npostgres: skipped (set BENCH_DATABASE_URL)')
        continue
      }
      await run('postgres', url, { posts: Math.max(1000, Number(args.posts)), follows, rounds })
    } else await run('pglite', undefined, { posts: Math.max(1000, Number(args['pglite-posts'])), follows, rounds })
  }
}
