import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSeller } from '../../test/catalog-fixtures.ts'
import { authHeader, createTestApp, register, type TestApp } from '../../test/helpers.ts'

/**
 * REDIS_URL switches Socket.IO to the Redis adapter (issue 15): two app instances, each with its
 * own Redis connections, deliver chat to each other's clients. Needs Debian's redis-server: the
 * test starts one on a free port and is skipped without the binary — except in CI, where it must run.
 */
function redisBinary(): string | undefined {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || undefined
  } catch {
    return undefined
  }
}

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo
      srv.close(() => resolve(port))
    })
    srv.once('error', reject)
  })
}

const binary = redisBinary()
if (!binary && process.env.CI === 'true') throw new Error('CI=true needs redis-server installed (.ci/run installs it)')

let redis: ChildProcess | undefined
let redisUrl = ''
let dir = ''
const sockets: Socket[] = []

beforeAll(async () => {
  if (!binary) return
  const port = await freePort()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xinh-redis-'))
  redis = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  })
  redisUrl = `redis://127.0.0.1:${port}`
  // ready when it accepts connections
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end()
        resolve(true)
      })
      s.once('error', () => resolve(false))
    })
    if (up) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('redis-server did not start')
})
afterAll(() => {
  for (const s of sockets) s.close()
  redis?.kill()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

async function listen(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
}

function open(url: string, token: string) {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false })
  sockets.push(socket)
  return {
    socket,
    ready: new Promise<void>((resolve, reject) => {
      socket.once('ready', () => resolve())
      socket.once('connect_error', reject)
    }),
  }
}

describe('Socket.IO over Redis (REDIS_URL)', () => {
  it.skipIf(!binary)('delivers a chat message sent on instance A to the seller connected to instance B', async () => {
    const a = await createTestApp({ REDIS_URL: redisUrl })
    const b = await createTestApp({ REDIS_URL: redisUrl })
    const [urlA, urlB] = await Promise.all([listen(a), listen(b)])
    const seller = await createSeller(a)
    const buyer = await register(a.app)
    const opened = await a.app.inject({
      method: 'POST',
      url: '/api/v1/mobile/chat',
      headers: authHeader(buyer.accessToken),
      payload: { shop_id: seller.shop.id },
    })
    const roomId = opened.json().data.room._id as string
    const onB = open(urlB, seller.token)
    const onA = open(urlA, buyer.accessToken)
    await Promise.all([onA.ready, onB.ready])
    const delivered = new Promise<{ message: { content: string } }>((resolve) => onB.socket.once('chat:message', resolve))
    const answer = await onA.socket
      .timeout(5000)
      .emitWithAck('chat:send', { room_id: roomId, content: 'Qua Redis nhé', type: 'text', client_id: 'redis-1' })
    expect(answer.ok).toBe(true)
    expect((await delivered).message.content).toBe('Qua Redis nhé')
    // and the plain realtime emit (notifications use it) crosses too
    const ping = new Promise((resolve) => onA.socket.once('ping-from-b', resolve))
    b.realtime.emitToUser(buyer.userId, 'ping-from-b', { n: 1 })
    expect(await ping).toEqual({ n: 1 })
    // closed here, while redis-server still runs (afterAll stops it)
    for (const s of sockets) s.close()
    await Promise.all([a.close(), b.close()])
  })
})
