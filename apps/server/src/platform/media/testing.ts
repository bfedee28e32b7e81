/**
 * Tiny but well-formed video files for tests, built byte by byte (no binary fixtures, no
 * encoder): the containers carry real headers with a duration; the media data is a few bytes
 * nobody decodes. Used by the media tests and by any test that needs an uploaded video.
 */

const u8 = (n: number) => Buffer.from([n & 0xff])
const u16 = (n: number) => {
  const b = Buffer.alloc(2)
  b.writeUInt16BE(n)
  return b
}
const u32 = (n: number) => {
  const b = Buffer.alloc(4)
  b.writeUInt32BE(n >>> 0)
  return b
}
const ascii = (s: string) => Buffer.from(s, 'latin1')

// ----- ISO base media (MP4, QuickTime) -----------------------------------------------------

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts)
  return Buffer.concat([u32(8 + body.length), ascii(type), body])
}
const fullBox = (type: string, version: number, ...parts: Buffer[]) => box(type, u8(version), Buffer.alloc(3), ...parts)
const MATRIX = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32))

export type Mp4Options = {
  seconds: number
  /** `isom` (MP4) or `qt  ` (QuickTime). */
  brand?: 'isom' | 'qt  ' | 'mp42'
  video?: boolean
  audio?: boolean
  /** Adds a QuickTime location (©xyz) in the movie's user data, as phones do. */
  location?: string
  /** Puts the movie box after the media data (as cameras write it). */
  moovLast?: boolean
  /** Size of the (meaningless) media data, to make files of a given size. */
  mediaBytes?: number
}

/** A minimal MP4/QuickTime file whose movie header (and tracks' media headers) say `seconds`. */
export function mp4Bytes(opts: Mp4Options): Buffer {
  const { seconds, brand = 'isom', video = true, audio = true } = opts
  const timescale = 1000
  const duration = Math.round(seconds * timescale)
  const mvhd = fullBox(
    'mvhd',
    0,
    u32(0),
    u32(0),
    u32(timescale),
    u32(duration),
    u32(0x00010000),
    u16(0x0100),
    Buffer.alloc(10),
    MATRIX,
    Buffer.alloc(24),
    u32(3),
  )
  const trak = (id: number, handler: 'vide' | 'soun', sampleEntry: Buffer, rate: number) =>
    box(
      'trak',
      fullBox(
        'tkhd',
        0,
        u32(0),
        u32(0),
        u32(id),
        u32(0),
        u32(duration),
        Buffer.alloc(8),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        MATRIX,
        u32(0),
        u32(0),
      ),
      box(
        'mdia',
        fullBox('mdhd', 0, u32(0), u32(0), u32(rate), u32(Math.round(seconds * rate)), u16(0x55c4), u16(0)),
        fullBox('hdlr', 0, u32(0), ascii(handler), Buffer.alloc(12), ascii('handler\0')),
        box(
          'minf',
          box(
            'stbl',
            fullBox('stsd', 0, u32(1), sampleEntry),
            // one sample lasting the whole track, in one chunk at the start of mdat
            fullBox('stts', 0, u32(1), u32(1), u32(Math.round(seconds * rate))),
            fullBox('stsc', 0, u32(1), u32(1), u32(1), u32(1)),
            fullBox('stsz', 0, u32(0), u32(1), u32(32)),
            fullBox('stco', 0, u32(1), u32(0)),
          ),
        ),
      ),
    )
  // VisualSampleEntry / AudioSampleEntry headers (no codec configuration: nothing decodes them)
  const avc1 = box('avc1', Buffer.alloc(6), u16(1), Buffer.alloc(16), u16(16), u16(16), u32(0x00480000), u32(0x00480000), u32(0), u16(1))
  const mp4a = box('mp4a', Buffer.alloc(6), u16(1), u16(0), u16(0), u32(0), u16(2), u16(16), u16(0), u16(0), u32(44100 * 65536))
  const udta =
    opts.location !== undefined ? [box('udta', box('\u00a9xyz', u16(opts.location.length), u16(0x15c7), ascii(opts.location)))] : []
  const moov = box(
    'moov',
    mvhd,
    ...(video ? [trak(1, 'vide', avc1, 90_000)] : []),
    ...(audio ? [trak(2, 'soun', mp4a, 44_100)] : []),
    ...udta,
  )
  const ftyp = box('ftyp', ascii(brand), u32(0x200), ascii(brand === 'qt  ' ? 'qt  ' : 'isomiso2mp41'))
  const mdat = box('mdat', Buffer.alloc(opts.mediaBytes ?? 64, 0x42))
  return Buffer.concat(opts.moovLast ? [ftyp, mdat, moov] : [ftyp, moov, mdat])
}

// ----- Matroska / WebM -----------------------------------------------------------------------

const ebmlId = (id: number) => {
  const bytes: number[] = []
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff)
  return Buffer.from(bytes)
}
/** An element with an 8-byte size (always valid, simplest to write). */
const el = (id: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts)
  const size = Buffer.alloc(8)
  size.writeBigUInt64BE(BigInt(body.length))
  size[0] = 0x01
  return Buffer.concat([ebmlId(id), size, body])
}
const uint = (id: number, n: number) => el(id, u32(n))
const str = (id: number, s: string) => el(id, ascii(s))
const float = (id: number, n: number) => {
  const b = Buffer.alloc(8)
  b.writeDoubleBE(n)
  return el(id, b)
}

/** A minimal WebM file (one VP9 track, no frames) whose segment Duration says `seconds`. */
export function webmBytes(opts: { seconds: number }): Buffer {
  const header = el(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    str(0x4282, 'webm'),
    uint(0x4287, 4),
    uint(0x4285, 2),
  )
  const info = el(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000),
    float(0x4489, opts.seconds * 1000),
    str(0x4d80, 'xinh-test'),
    str(0x5741, 'xinh-test'),
  )
  const tracks = el(
    0x1654ae6b,
    el(0xae, uint(0xd7, 1), uint(0x73c5, 1), uint(0x83, 1), str(0x86, 'V_VP9'), el(0xe0, uint(0xb0, 16), uint(0xba, 16))),
  )
  return Buffer.concat([header, el(0x18538067, info, tracks)])
}

// ----- a fake S3 endpoint --------------------------------------------------------------------

export type FakeS3Request = { method: string; path: string; headers: import('node:http').IncomingHttpHeaders; body: Buffer }

/**
 * A local stand-in for an S3-compatible service (path-style: `/<bucket>/<key>`): PUT stores
 * the body and its headers, GET returns it or S3's NoSuchKey error, DELETE removes it. Records every request,
 * so tests can check what the SDK really sent (signature, content type, cache control).
 */
export async function startFakeS3() {
  const { createServer } = await import('node:http')
  const objects = new Map<string, { body: Buffer; headers: import('node:http').IncomingHttpHeaders }>()
  const requests: FakeS3Request[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const objectPath = decodeURIComponent(new URL(req.url ?? '/', 'http://fake').pathname).slice(1)
    requests.push({ method: req.method ?? '', path: objectPath, headers: req.headers, body })
    if (req.method === 'PUT') {
      objects.set(objectPath, { body, headers: req.headers })
      res.writeHead(200, { etag: '"fake"' }).end()
    } else if (req.method === 'GET' || req.method === 'HEAD') {
      const object = objects.get(objectPath)
      if (!object) {
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          )
        return
      }
      res.writeHead(200, { 'content-type': String(object.headers['content-type']), 'content-length': object.body.length }).end(object.body)
    } else if (req.method === 'DELETE') {
      // S3 answers 204 whether or not the key was there
      objects.delete(objectPath)
      res.writeHead(204).end()
    } else {
      res.writeHead(405).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as import('node:net').AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
