import { createHash, randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { s3PublicBase, type StorageTarget } from './storage-url.ts'

/**
 * File storage. Public files are served under /uploads with immutable caching (names carry a
 * content hash); private files (identity cards) are never served over HTTP.
 *
 * Two implementations with the same keys, chosen by STORAGE_URL (or the older S3_* variables):
 * local disk (default; `<root>/uploads`, served by the app at `/uploads/<key>`, and
 * `<root>/private`, never served) and S3-compatible object storage (public objects under
 * `uploads/<key>` read from the public URL, private ones under `private/<key>`, never given a
 * public URL or ACL). Every module stores and reads files through this interface only.
 */
export interface Storage {
  readonly kind: 'local' | 's3'
  /** Stores `data` under `<folder>/<hash prefix>/<hash>.<ext>` and returns its public URL. */
  putPublic(opts: { folder: string; data: Buffer; ext: string }): Promise<{ key: string; url: string }>
  putPrivate(opts: { folder: string; data: Buffer; ext: string }): Promise<{ key: string }>
  /**
   * Stores a public object at an exact key. Keys are content-addressed by the caller (the same
   * key always holds the same bytes), which is what makes immutable caching safe.
   */
  putPublicObject(opts: { key: string; body: PutBody; contentType: string }): Promise<{ key: string; url: string }>
  /** A small public object's bytes, or null when there is none. */
  readPublicObject(key: string): Promise<Buffer | null>
  /** A private file's bytes (as putPrivate keyed it), or null when there is none: for the server only, never a URL. */
  readPrivate(key: string): Promise<Buffer | null>
  /** Deletes a private file (try-on photos are deleted after 24 hours); a missing one is no error. */
  deletePrivate(key: string): Promise<void>
  /** The public URL of a key (or of a folder, with a trailing slash). */
  publicUrl(key: string): string
  /** The local folder served at /uploads (kept with S3 too: files stored before a switch stay served). */
  publicDir: string
}

/** Bytes in memory, or a file on local disk (large uploads are streamed, never buffered). */
export type PutBody = Buffer | { file: string; size: number }

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  json: 'application/json',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}
export const contentTypeFor = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'

/** `<folder>/<2 hex>/<32 hex>.<ext>`, named by the content's SHA-256. */
export function hashedKey(folder: string, data: Buffer, ext: string) {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32)
  return `${folder}/${hash.slice(0, 2)}/${hash}.${ext}`
}

/** Keys are relative paths of plain segments: nothing can escape the storage root. */
export function assertKey(key: string) {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/.test(key) || key.includes('..'))
    throw new Error(`invalid storage key: ${key}`)
}

/** A public URL is built from a checked key (a folder may end in "/"): `uploads/../private/…` never gets one. */
const assertUrlKey = (key: string) => assertKey(key.endsWith('/') ? key.slice(0, -1) : key)

const readOrNull = async (file: string) => {
  try {
    return await fs.readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** Local disk: `<root>/uploads` (served at /uploads) and `<root>/private` (never served). */
export function localStorage(root: string): Storage {
  const publicDir = path.join(root, 'uploads')
  const privateDir = path.join(root, 'private')
  /** Writes through a temporary name and a rename: a reader never sees half a file. */
  const write = async (dir: string, key: string, body: PutBody) => {
    assertKey(key)
    const file = path.join(dir, key)
    await fs.mkdir(path.dirname(file), { recursive: true })
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`
    try {
      if (Buffer.isBuffer(body)) await fs.writeFile(tmp, body)
      else await fs.copyFile(body.file, tmp)
      await fs.rename(tmp, file)
    } catch (error) {
      await fs.rm(tmp, { force: true })
      throw error
    }
    return key
  }
  const publicUrl = (key: string) => {
    assertUrlKey(key)
    return `/uploads/${key}`
  }
  return {
    kind: 'local',
    publicDir,
    publicUrl,
    async putPublic({ folder, data, ext }) {
      const key = await write(publicDir, hashedKey(folder, data, ext), data)
      return { key, url: publicUrl(key) }
    },
    async putPrivate({ folder, data, ext }) {
      return { key: await write(privateDir, hashedKey(folder, data, ext), data) }
    },
    async putPublicObject({ key, body }) {
      await write(publicDir, key, body)
      return { key, url: publicUrl(key) }
    },
    async readPublicObject(key) {
      assertKey(key)
      return readOrNull(path.join(publicDir, key))
    },
    async readPrivate(key) {
      assertKey(key)
      return readOrNull(path.join(privateDir, key))
    },
    async deletePrivate(key) {
      assertKey(key)
      await fs.rm(path.join(privateDir, key), { force: true })
    },
  }
}

export type S3Options = {
  bucket: string
  /** Private objects go here instead of `bucket` (for services that can only make a whole bucket public). */
  privateBucket?: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  /** Base URL the bucket's objects are read from (a CDN or the bucket's public endpoint). */
  publicUrl?: string
  forcePathStyle: boolean
}

/**
 * S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, …) through PutObject, signed
 * with SigV4. Public objects go under `uploads/` with an immutable Cache-Control and their
 * Content-Type; private ones under `private/` (in `privateBucket` when set), which must not be
 * publicly readable: no object is sent with an ACL, so public reads come only from the bucket
 * policy or CDN, which grants `uploads/*` alone (README "Object storage").
 */
export function s3Storage(dataDir: string, opts: S3Options): Storage {
  // the SDK is loaded on first use: the default (local) set-up never pays for it
  let sdk: Promise<{ client: import('@aws-sdk/client-s3').S3Client; s3: typeof import('@aws-sdk/client-s3') }> | undefined
  const connect = () => {
    sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: opts.region,
        endpoint: opts.endpoint,
        forcePathStyle: opts.forcePathStyle,
        credentials:
          opts.accessKeyId && opts.secretAccessKey ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } : undefined,
        // plain PutObject bodies: several S3-compatible services reject the SDK's default
        // streaming checksum trailers
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }))
    return sdk
  }
  const base = s3PublicBase(opts)
  const publicUrl = (key: string) => {
    assertUrlKey(key)
    return `${base}/uploads/${key}`
  }
  const privateBucket = opts.privateBucket ?? opts.bucket
  const put = async (bucket: string, objectKey: string, body: PutBody, contentType: string, cacheControl: string) => {
    const { client, s3 } = await connect()
    await client.send(
      new s3.PutObjectCommand({
        Bucket: bucket,
        Key: objectKey,
        Body: Buffer.isBuffer(body) ? body : createReadStream(body.file),
        ContentLength: Buffer.isBuffer(body) ? body.length : body.size,
        ContentType: contentType,
        CacheControl: cacheControl,
      }),
    )
  }
  const read = async (bucket: string, objectKey: string) => {
    const { client, s3 } = await connect()
    try {
      const res = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: objectKey }))
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null
    } catch (error) {
      const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
      if (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404) return null
      throw error
    }
  }
  return {
    kind: 's3',
    publicDir: path.join(dataDir, 'uploads'),
    publicUrl,
    async putPublic({ folder, data, ext }) {
      const key = hashedKey(folder, data, ext)
      await put(opts.bucket, `uploads/${key}`, data, contentTypeFor(key), IMMUTABLE_CACHE_CONTROL)
      return { key, url: publicUrl(key) }
    },
    async putPrivate({ folder, data, ext }) {
      const key = hashedKey(folder, data, ext)
      await put(privateBucket, `private/${key}`, data, contentTypeFor(key), 'private, no-store')
      return { key }
    },
    async putPublicObject({ key, body, contentType }) {
      assertKey(key)
      await put(opts.bucket, `uploads/${key}`, body, contentType, IMMUTABLE_CACHE_CONTROL)
      return { key, url: publicUrl(key) }
    },
    async readPublicObject(key) {
      assertKey(key)
      return read(opts.bucket, `uploads/${key}`)
    },
    async readPrivate(key) {
      assertKey(key)
      return read(privateBucket, `private/${key}`)
    },
    async deletePrivate(key) {
      assertKey(key)
      const { client, s3 } = await connect()
      // S3 answers 204 for a key that is not there: deleting twice is fine
      await client.send(new s3.DeleteObjectCommand({ Bucket: privateBucket, Key: `private/${key}` }))
    },
  }
}

/** The storage the configuration asks for (config.storage: STORAGE_URL, else S3_*, else DATA_DIR). */
export function createStorage(config: { dataDir: string; storage: StorageTarget }): Storage {
  const target = config.storage
  if (target.driver === 'local') return localStorage(target.root)
  const { driver: _, ...opts } = target
  return s3Storage(config.dataDir, opts)
}
