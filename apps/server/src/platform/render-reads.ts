import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Reads shared by the loaders of one page render. React Router runs the root's, the layouts' and
 * the page's loaders at once, and several ask the same question: who is signed in (three
 * statements), the seller's shop (every seller service checks it), the seller's to-do counts (the
 * navigation's badges and the dashboard). Inside a render each is read once.
 *
 * Only renders get a scope (platform/web.ts): they read, and none of the few writes a loader or
 * action may make through PageData changes what is kept here. API requests and jobs, which do
 * write, read afresh every time.
 */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>()

/** Runs a page render (and everything it starts) with reads of its own. */
export const withRenderReads = <T>(fn: () => T): T => scope.run(new Map(), fn)

/** `read()` once per render for `key` (which must name everything the answer depends on); outside a render, every time. */
export function readOncePerRender<T>(key: string, read: () => Promise<T>): Promise<T> {
  const reads = scope.getStore()
  if (!reads) return read()
  let answer = reads.get(key) as Promise<T> | undefined
  if (!answer) {
    answer = read()
    reads.set(key, answer)
  }
  return answer
}
