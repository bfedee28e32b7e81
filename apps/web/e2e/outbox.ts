import fs from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'

type Message = { channel: 'mail' | 'sms'; to: string; subject?: string; text: string; at: string }

/** The messages the server's development notifier wrote (DATA_DIR/outbox), oldest first. */
export function outbox(to?: string): Message[] {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)')
  const dir = path.join(dataDir, 'outbox')
  if (!fs.existsSync(dir)) return []
  const order = (f: string) => f.split('-').slice(0, 3).map(Number)
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => {
      const [x, y] = [order(a), order(b)]
      return (x[0] ?? 0) - (y[0] ?? 0) || (x[2] ?? 0) - (y[2] ?? 0)
    })
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Message)
    .filter((m) => to === undefined || m.to === to)
}

/** The six-digit code of the newest message to `to`, waiting for it to arrive. */
export async function latestCode(to: string, after = 0): Promise<string> {
  let code = ''
  await expect
    .poll(() => {
      const messages = outbox(to)
      code = messages.length > after ? (/\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1] ?? '') : ''
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}
