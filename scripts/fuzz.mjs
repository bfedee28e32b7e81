// `npm run fuzz`: the OpenAPI-driven fuzz suite (apps/server/test/fuzz), longer than the CI run,
// with a summary per status and per operation. Options (or the FUZZ_* variables):
//   --runs N      cases (FUZZ_RUNS, default 50000; CI runs 10000)
//   --seed N      seed (FUZZ_SEED, default: a new one each run, printed)
//   --only RE     operations whose "METHOD /path" matches (FUZZ_ONLY)
//   --case I,J    replay these case numbers of the seed (FUZZ_CASE)
// PostgreSQL instead of PGlite: set TEST_DATABASE_URL. FUZZ_DEBUG=1 prints every request and answer.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const flags = { '--runs': 'FUZZ_RUNS', '--seed': 'FUZZ_SEED', '--only': 'FUZZ_ONLY', '--case': 'FUZZ_CASE' }
const env = { FUZZ_RUNS: '50000', FUZZ_SEED: String(Date.now() % 2 ** 31), ...process.env, FUZZ_VERBOSE: '1' }
const args = process.argv.slice(2)
for (let i = 0; i < args.length; i++) {
  const name = flags[args[i]]
  if (!name || args[i + 1] === undefined) {
    console.error(`unknown option ${args[i]}; use ${Object.keys(flags).join(', ')}`)
    process.exit(2)
  }
  env[name] = args[++i]
}
console.log(
  `fuzz: seed ${env.FUZZ_SEED}, ${env.FUZZ_CASE ? `cases ${env.FUZZ_CASE}` : `${env.FUZZ_RUNS} cases`}${env.FUZZ_ONLY ? `, only ${env.FUZZ_ONLY}` : ''}`,
)
const res = spawnSync('npx', ['vitest', 'run', '--project', 'integration', 'apps/server/test/fuzz/fuzz.int.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
})
process.exit(res.status ?? 1)
