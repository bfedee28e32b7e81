import type { GarmentKind } from './generic-sizes.ts'

/**
 * An external try-on service (a diffusion model behind HTTP) when TRYON_PROVIDER_URL is set:
 * POST JSON `{ person_image, garment_image, category }` (base64 JPEG/PNG; category upper_body |
 * lower_body | dresses, the names such services use) with `Authorization: Bearer <key>` when a key
 * is set. It answers an image body (`image/*`), or JSON with the image as base64 or a data URL in
 * `image`, `output`, `result` or `images[0]`. Anything else, a timeout or a non-2xx is a failure.
 */
export type RemoteProvider = {
  tryOn(input: { person: Buffer; garment: Buffer; kind: GarmentKind }): Promise<Buffer>
}

export class RemoteTryOnError extends Error {}

const CATEGORY: Record<GarmentKind, string> = { top: 'upper_body', dress: 'dresses', skirt: 'lower_body', pants: 'lower_body' }
const MAX_BYTES = 20 * 1024 * 1024

function decodeImage(value: unknown): Buffer | null {
  if (typeof value !== 'string' || value.length === 0) return null
  const m = /^data:image\/[a-z+.-]+;base64,(.*)$/is.exec(value)
  const b64 = m ? (m[1] as string) : value
  if (!/^[A-Za-z0-9+/=\s]+$/.test(b64)) return null
  const buf = Buffer.from(b64, 'base64')
  return buf.length > 0 ? buf : null
}

export function remoteProvider(opts: { url: string; key?: string; timeoutMs: number; fetch?: typeof fetch }): RemoteProvider {
  const doFetch = opts.fetch ?? fetch
  return {
    async tryOn({ person, garment, kind }) {
      let res: Response
      try {
        res = await doFetch(opts.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'image/*, application/json',
            ...(opts.key ? { authorization: `Bearer ${opts.key}` } : {}),
          },
          body: JSON.stringify({
            person_image: person.toString('base64'),
            garment_image: garment.toString('base64'),
            category: CATEGORY[kind],
          }),
          signal: AbortSignal.timeout(opts.timeoutMs),
        })
      } catch (error) {
        throw new RemoteTryOnError(`try-on provider unreachable: ${(error as Error).message}`)
      }
      if (!res.ok) throw new RemoteTryOnError(`try-on provider answered ${res.status}`)
      const type = res.headers.get('content-type') ?? ''
      const body = Buffer.from(await res.arrayBuffer())
      if (body.length > MAX_BYTES) throw new RemoteTryOnError('try-on provider answered too large an image')
      if (type.startsWith('image/')) return body
      if (type.includes('json')) {
        let json: Record<string, unknown>
        try {
          json = JSON.parse(body.toString('utf8')) as Record<string, unknown>
        } catch {
          throw new RemoteTryOnError('try-on provider answered invalid JSON')
        }
        const images = Array.isArray(json.images) ? json.images : []
        const image = decodeImage(json.image) ?? decodeImage(json.output) ?? decodeImage(json.result) ?? decodeImage(images[0])
        if (image) return image
      }
      throw new RemoteTryOnError('try-on provider answered no image')
    },
  }
}
