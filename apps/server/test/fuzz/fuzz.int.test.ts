import { expect, it } from 'vitest'
import { createTestApp } from '../helpers.ts'
import { freePort } from '../payments-fixtures.ts'
import { formatReport, fuzzHooks, runFuzz } from './runner.ts'
import { createWorld } from './world.ts'

/**
 * The OpenAPI-driven fuzz suite (issue 12): every operation of the document, as anonymous,
 * buyer, seller and admin, with values from the route schemas mixed with hostile ones. It fails
 * on any 5xx, on an answer that does not match its documented schema or error envelope, on a
 * write a 4xx left behind, and on validation that answers before authentication.
 * CI runs 10 000 cases of a fixed seed (≈25 s on PGlite); `npm run fuzz` runs longer, with a new
 * seed each time (FUZZ_SEED, FUZZ_RUNS, FUZZ_ONLY, FUZZ_CASE; see scripts/fuzz.mjs).
 * A failure prints the request that reproduces it and the command that replays its case.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20_261_112)
const cases = Number(process.env.FUZZ_RUNS ?? 10_000)
const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined
const caseIndexes = process.env.FUZZ_CASE?.split(',').map(Number)

const label = caseIndexes ? `fuzz cases ${caseIndexes.join(', ')} of seed ${seed}` : `${cases} fuzzed requests`

it(
  `answers ${label} without a 5xx, a schema mismatch, a partial write or validation before authentication`,
  async () => {
    const port = await freePort()
    let capture: ReturnType<typeof fuzzHooks> | undefined
    const t = await createTestApp(
      { PUBLIC_URL: `http://127.0.0.1:${port}`, CARRIER_SIM_STEP_SECONDS: '0', AUTH_RATE_LIMIT: '1000000' },
      { beforeReady: (built) => (capture = fuzzHooks(built.app)) },
    )
    await t.app.listen({ port, host: '127.0.0.1' })
    const world = await createWorld(t)
    const report = await runFuzz(t, world, capture!, { seed, cases, only, caseIndexes })
    const summary = formatReport(report, { perOperation: process.env.FUZZ_VERBOSE === '1' })
    console.log(summary)
    expect(report.failures, summary).toHaveLength(0)
  },
  Math.max(600_000, cases * 30),
)
