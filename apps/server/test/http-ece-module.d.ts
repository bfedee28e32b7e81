// http_ece ships no types: the one call the push tests make (decrypting what a browser would receive)
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  const ece: {
    decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer
  }
  export default ece
}
