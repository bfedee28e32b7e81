import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, register, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the welcome work of a new account (identity.onRegistered)', () => {
  it('does not hold up the sign-up: the answer comes while it still runs, and `settled` waits for it', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const welcomed: string[] = []
    t.services.identity.onRegistered(async (userId) => {
      await gate
      welcomed.push(userId)
    })

    // the sign-up answers although the listener is still waiting at the gate
    const account = await register(t.app)
    expect(account.accessToken).toBeTruthy()
    expect(welcomed).toEqual([])

    let settled = false
    const done = t.services.identity.settled().then(() => {
      settled = true
    })
    await new Promise((r) => setTimeout(r, 20))
    expect(settled).toBe(false)
    release()
    await done
    expect(welcomed).toHaveLength(1)
  })

  it('a failing listener never fails the sign-up', async () => {
    t.services.identity.onRegistered(async () => {
      throw new Error('wallet down')
    })
    const account = await register(t.app)
    expect(account.accessToken).toBeTruthy()
    await expect(t.services.identity.settled()).resolves.toBeUndefined()
  })
})
