import { createContext, useContext } from 'react'

/** The CSP nonce of this response (server only; browsers hide it from the DOM after load). */
export const NonceContext = createContext<string>('')
export const useNonce = () => useContext(NonceContext)
