import { defineConfig } from 'vitest/config'

/**
 * Two projects: `unit` (pure functions, beside the code) and `integration` (HTTP through
 * `app.inject` on a database per file). Playwright owns apps/web/e2e, not Vitest.
 * `npm run test:unit` / `npm run test:int` pick one with `--project`.
 */
export default defineConfig({
  test: {
    // forks: PGlite (WASM) and argon2 (native) are safest in child processes
    pool: 'forks',
    // the CI machine has 2 cores; more workers only add contention
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/server/**/*.test.ts', 'apps/web/app/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts', 'apps/web/e2e/**', 'apps/web/build/**'],
          // files in one worker share the loaded modules: importing them again for every file was
          // two thirds of the unit run (52 → 17 s, session 21). The files that fake timers or stub
          // globals restore them in afterEach/finally; shuffled orders pass too.
          isolate: false,
          setupFiles: ['apps/server/test/setup-console.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['apps/server/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          // migrates one template database once; each file copies it
          globalSetup: ['apps/server/test/global-setup.ts'],
          // files in one worker share the loaded modules (importing the whole app per file cost
          // ~1.5 s each); every file still gets its own database, apps and DATA_DIR
          isolate: false,
          setupFiles: ['apps/server/test/setup-console.ts', 'apps/server/test/setup-integration.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
