import { vietnamDay, vietnamDayStart } from '@xinh/contracts'
import { afterAll, beforeAll } from 'vitest'
import { releaseTestResources } from './helpers.ts'

/**
 * A file that starts this close to Vietnam's midnight waits for it to pass first. Many files write
 * rows "now" and read them back seconds later by day, month or year (statements, daily charts,
 * check-ins, holidays), and Vietnam's midnight is every such boundary at once; CI may run at any
 * hour. A file shorter than this never straddles one; the wait happens at most once per run.
 */
const MIDNIGHT_MARGIN_MS = 90_000

function msToVietnamMidnight(now = Date.now()): number {
  const tomorrow = vietnamDay(new Date(now + 86_400_000))
  return vietnamDayStart(tomorrow) - now
}

beforeAll(async () => {
  const left = msToVietnamMidnight()
  if (left < MIDNIGHT_MARGIN_MS) await new Promise((r) => setTimeout(r, left + 1_000))
}, MIDNIGHT_MARGIN_MS + 10_000)

// Every integration file: close its apps and drop its database when the file is done.
afterAll(releaseTestResources)
