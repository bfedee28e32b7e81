import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { createDeliverer } from './deliver.ts'

const log = pino({ level: 'silent' })
const servers: http.Server[] = []
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r))
})

/** A merchant endpoint that answers the given statuses in turn (then 204), recording each call's body. */
async function merchant(statuses: number[], slowFirstMs = 0) {
  const calls: string[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      calls.push(body)
      const status = statuses[calls.length - 1] ?? 204
      const answer = () => res.writeHead(status).end()
      if (calls.length === 1 && slowFirstMs) setTimeout(answer, slowFirstMs)
      else answer()
    })
  })
  servers.push(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ipn`, calls }
}

const until = async (check: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10))
}

describe('simulated IPN delivery', () => {
  it('calls again while the merchant answers 5xx, and stops once it accepts', async () => {
    const m = await merchant([500, 503])
    const d = createDeliverer(log, [20, 20, 20, 20])
    const ok = await d.deliver({ url: m.url, init: { method: 'POST', body: '{"n":1}' }, accept: async (r) => r.ok })
    expect(ok).toBe(false)
    await until(() => m.calls.length >= 3)
    await new Promise((r) => setTimeout(r, 100))
    expect(m.calls).toEqual(['{"n":1}', '{"n":1}', '{"n":1}'])
    d.close()
  })

  it('treats a merchant that does not answer in time as a failure and calls again', async () => {
    const m = await merchant([204], 300)
    const d = createDeliverer(log, [20], 100)
    expect(await d.deliver({ url: m.url, init: { method: 'GET' }, accept: async (r) => r.ok })).toBe(false)
    await until(() => m.calls.length >= 2)
    expect(m.calls).toHaveLength(2)
    d.close()
  })

  it('gives up after the last retry, and closing drops pending retries', async () => {
    const m = await merchant([500, 500, 500, 500])
    const d = createDeliverer(log, [20, 20])
    await d.deliver({ url: m.url, init: { method: 'GET' }, accept: async (r) => r.ok })
    await new Promise((r) => setTimeout(r, 200))
    expect(m.calls).toHaveLength(3)
    const later = createDeliverer(log, [50])
    await later.deliver({ url: m.url, init: { method: 'GET' }, accept: async (r) => r.ok })
    later.close()
    await new Promise((r) => setTimeout(r, 120))
    expect(m.calls).toHaveLength(4)
  })
})
