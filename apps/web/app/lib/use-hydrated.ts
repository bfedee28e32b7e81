import { useSyncExternalStore } from 'react'

const noSubscribe = () => () => {}

/**
 * False on the server and during hydration, true afterwards: for parts that exist only in the browser
 * (recharts charts) beside figures painted on the server, without a hydration mismatch.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
