import { createECDH, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A push service on this machine, standing in for the browser vendor's at the network boundary
 * (headless Chromium cannot reach a real one). It owns a subscription's keys like a browser does
 * (P-256 key pair + 16-byte auth secret), receives what the server POSTs to the endpoint, and
 * decrypts it (RFC 8291 Web Push encryption, RFC 8188 `aes128gcm`) — so the test sees exactly
 * the payload a browser would hand to the service worker.
 */
export type ReceivedPush = { headers: http.IncomingHttpHeaders; payload: Buffer }

const b64url = (buf: Buffer) => buf.toString('base64url')
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

export async function startPushService(port = 0) {
  const ecdh = createECDH('prime256v1')
  const publicKey = ecdh.generateKeys()
  const authSecret = randomBytes(16)
  const received: ReceivedPush[] = []
  const path = `/push/${randomBytes(8).toString('hex')}`

  function decrypt(body: Buffer): Buffer {
    // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the server's public key)
    const salt = body.subarray(0, 16)
    const idLength = body.readUInt8(20)
    const serverKey = body.subarray(21, 21 + idLength)
    const ciphertext = body.subarray(21 + idLength)
    const shared = ecdh.computeSecret(serverKey)
    // RFC 8291 §3.4: IKM from the auth secret and both public keys
    const prkKey = hmac(authSecret, shared)
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey, Buffer.from([1])])
    const ikm = hmac(prkKey, keyInfo)
    const prk = hmac(salt, ikm)
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
    // the last record ends with the delimiter 0x02 followed by zero padding
    let end = padded.length - 1
    while (end >= 0 && padded[end] === 0) end--
    if (padded[end] !== 2) throw new Error('push record without its final delimiter')
    return padded.subarray(0, end)
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== path) {
        res.writeHead(404).end()
        return
      }
      try {
        received.push({ headers: req.headers, payload: decrypt(Buffer.concat(chunks)) })
        res.writeHead(201).end()
      } catch {
        res.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`
  return {
    endpoint,
    /** What `PushSubscription.toJSON()` gives for this subscription. */
    subscription: { endpoint, expirationTime: null, keys: { p256dh: b64url(publicKey), auth: b64url(authSecret) } },
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
