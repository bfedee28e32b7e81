import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
// the server's data folder, one per port: journeys read one-time codes from its outbox (e2e/outbox.ts)
const dataDir = path.join(os.tmpdir(), `xinh-e2e-data-${port}`)
process.env.E2E_DATA_DIR = dataDir

// Chromium comes from Debian; Playwright never downloads a browser here. Its headless shell
// (`chromium-headless-shell`) runs the journeys: the same engine without the browser's UI layers,
// ~15 % less CPU (session 14, A/B). It shows no notifications, so the journeys that read the
// service worker's shown notifications (Web Push) run in the full browser.
const chromium =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium'
const fullChromium = chromium.includes('headless-shell')
  ? (['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p)) ?? chromium)
  : chromium
const PUSH_JOURNEYS = ['**/notifications.spec.ts', '**/chat-notify-journey.spec.ts']
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A guard against hangs, not a timing: in CI three shards (each a server, PGlite and a browser)
  // share two cores, and on a slower VM of the same kind the longest journeys (axe scans on phone
  // layouts) took 55–70 s there while 21 s alone (session 11). Long journeys ask for a multiple of
  // it (`test.setTimeout(test.info().timeout * 4)`), so they get the same slack.
  timeout: process.env.CI ? 150_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'vi-VN',
    // Recording a trace costs every journey 15–30 % more CPU (screencast frames and DOM snapshots
    // for each action, thrown away when it passes; session 12 A/B, one file alone), so only a retry
    // records one. Locally, `--trace on` records them all.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: PUSH_JOURNEYS, use: { launchOptions: { executablePath: chromium, args: chromiumArgs } } },
    { name: 'push', testMatch: PUSH_JOURNEYS, use: { launchOptions: { executablePath: fullChromium, args: chromiumArgs } } },
  ],
  // one folder per server port: parallel shards (scripts/test.mjs) must not clear each other's
  outputDir: `../../test-results/e2e-${port}`,
  webServer: {
    command: 'node ../../scripts/e2e-server.mjs',
    url: `http://localhost:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
  },
})
