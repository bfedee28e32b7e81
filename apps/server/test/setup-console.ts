import { afterAll, afterEach } from 'vitest'

/**
 * A test that logs `console.error` unexpectedly fails (CONVENTIONS.md habit 10). A test that
 * expects an error log calls `expectConsoleError()` first.
 *
 * Files may share a worker (integration runs with `isolate: false`), so the console is
 * patched once per process and the hooks are registered for every file.
 */
type Guard = { unexpected: string[]; allowed: number }
const KEY = Symbol.for('xinh.test.consoleGuard')
const scope = globalThis as typeof globalThis & { [KEY]?: Guard }

const guard: Guard =
  scope[KEY] ??
  (() => {
    const state: Guard = { unexpected: [], allowed: 0 }
    const original = console.error.bind(console)
    console.error = (...args: unknown[]) => {
      original(...args)
      if (state.allowed > 0) {
        state.allowed--
        return
      }
      state.unexpected.push(args.map(describe).join(' '))
    }
    scope[KEY] = state
    return state
  })()

/** Allows the next `count` console.error calls in this test. */
export function expectConsoleError(count = 1) {
  guard.allowed += count
}

function check(where: string) {
  guard.allowed = 0
  if (guard.unexpected.length === 0) return
  const messages = guard.unexpected.splice(0)
  throw new Error(`Unexpected console.error ${where}:\n${messages.join('\n---\n')}`)
}

afterEach(() => check('during the test'))
afterAll(() => check('in a hook of this file'))

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}
