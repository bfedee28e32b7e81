import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where uploads are stored, as the configuration decides it (README "Object storage"):
 * - `local`: a folder holding `uploads/` (public, served at /uploads) and `private/` (never served);
 * - `s3`: an S3-compatible bucket holding `uploads/…` (public) and `private/…` (never public),
 *   the private objects optionally in a bucket of their own.
 */
export type StorageTarget =
  | { driver: 'local'; root: string }
  | {
      driver: 's3'
      bucket: string
      /** Private objects go to this bucket instead (R2 and some CDNs can only make a whole bucket public). */
      privateBucket?: string
      region: string
      endpoint?: string
      accessKeyId?: string
      secretAccessKey?: string
      /** Base URL the public bucket's objects are read from (a CDN or the bucket's public endpoint). */
      publicUrl?: string
      forcePathStyle: boolean
    }

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/
const PARAMS = new Set(['region', 'path_style', 'public_url', 'private_bucket'])
const BOOLEAN = new Map([
  ['true', true],
  ['1', true],
  ['false', false],
  ['0', false],
])

/** A message for a STORAGE_URL the server cannot use. It never repeats the value (which holds a secret). */
export class StorageUrlError extends Error {}

const fail = (message: string): never => {
  throw new StorageUrlError(message)
}

const decode = (part: string, what: string) => {
  try {
    return decodeURIComponent(part)
  } catch {
    return fail(`the ${what} is not valid percent-encoding`)
  }
}

/**
 * Parses `STORAGE_URL`:
 * - `file:///absolute/folder` — local disk;
 * - `s3://KEY:SECRET@host[:port]/bucket?region=…&path_style=true&public_url=https://cdn…&private_bucket=…`
 *   over HTTPS, or `s3+http://…` for a local server without TLS (MinIO, s3rver in tests).
 *   Without `KEY:SECRET@` the SDK's default chain (environment, instance role) supplies them.
 */
export function parseStorageUrl(raw: string): StorageTarget {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return fail('must be a file:///folder, s3://KEY:SECRET@host/bucket or s3+http://… URL')
  }
  if (url.protocol === 'file:') {
    if (!/^file:\/\//i.test(raw)) fail('a file URL names an absolute folder: file:///folder')
    if (url.search || url.hash || url.username || url.password) fail('a file:// URL takes only a folder')
    if (url.host && url.host !== 'localhost') fail('a file:// URL names a folder on this machine (file:///folder)')
    const root = path.resolve(fileURLToPath(url))
    if (root === path.parse(root).root) fail('a file:// URL must name a folder, not the file-system root')
    return { driver: 'local', root }
  }
  if (url.protocol !== 's3:' && url.protocol !== 's3+http:')
    return fail(`unknown scheme "${url.protocol.replace(/:$/, '')}" (use file, s3 or s3+http)`)
  if (!url.hostname) fail('an s3:// URL needs the service host, e.g. s3://KEY:SECRET@s3.ap-southeast-1.amazonaws.com/bucket')
  if (url.hash) fail('an s3:// URL takes no #fragment')
  const segments = url.pathname.split('/').filter(Boolean)
  if (segments.length !== 1) fail('an s3:// URL names exactly one bucket as its path (s3://KEY:SECRET@host/bucket)')
  const bucket = decode(segments[0] as string, 'bucket')
  if (!BUCKET.test(bucket)) fail('the bucket name must be 3–63 lowercase letters, digits, dots or hyphens')
  const accessKeyId = url.username ? decode(url.username, 'access key') : undefined
  const secretAccessKey = url.password ? decode(url.password, 'secret key') : undefined
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    fail('give both the access key and the secret (s3://KEY:SECRET@host/bucket; percent-encode "/", "@" and ":" in them), or neither')

  const params = new Map<string, string>()
  for (const [key, value] of url.searchParams) {
    if (!PARAMS.has(key)) fail(`unknown parameter "${key}" (known: ${[...PARAMS].join(', ')})`)
    if (params.has(key)) fail(`the parameter "${key}" is given twice`)
    params.set(key, value)
  }
  const pathStyle = params.get('path_style') ?? 'false'
  const forcePathStyle = BOOLEAN.get(pathStyle) ?? fail('path_style must be true or false')
  const privateBucket = params.get('private_bucket') || undefined
  if (privateBucket !== undefined && !BUCKET.test(privateBucket))
    fail('private_bucket must be 3–63 lowercase letters, digits, dots or hyphens')
  if (privateBucket === bucket) fail('private_bucket must differ from the public bucket (leave it out to use one bucket)')
  let publicUrl = params.get('public_url') || undefined
  if (publicUrl !== undefined) {
    let parsed: URL | undefined
    try {
      parsed = new URL(publicUrl)
    } catch {}
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.search || parsed.hash || parsed.username)
      fail('public_url must be an http(s) base URL without query, fragment or credentials')
    publicUrl = publicUrl.replace(/\/+$/, '')
  }
  // AWS hosts carry their region (s3.<region>.amazonaws.com); elsewhere "auto" suits R2 and MinIO
  const awsRegion = /^s3[.-]([a-z0-9-]+)\.amazonaws\.com$/.exec(url.hostname)?.[1]
  const region = params.get('region') || (awsRegion && awsRegion !== 'external-1' ? awsRegion : 'auto')
  if (!/^[a-z0-9-]+$/.test(region)) fail('region must be a region name such as ap-southeast-1 or auto')

  return {
    driver: 's3',
    bucket,
    privateBucket,
    region,
    endpoint: `${url.protocol === 's3+http:' ? 'http' : 'https'}://${url.host}`,
    accessKeyId,
    secretAccessKey,
    publicUrl,
    forcePathStyle,
  }
}

/**
 * The storage a parsed environment asks for: STORAGE_URL, else the older S3_* variables
 * (S3_BUCKET set), else local disk in DATA_DIR. Setting both STORAGE_URL and S3_BUCKET is an
 * error: which one wins would be a guess.
 */
export function resolveStorageTarget(env: {
  dataDir: string
  /** STORAGE_URL as parseStorageUrl read it. */
  STORAGE_URL?: StorageTarget
  S3_BUCKET?: string
  S3_REGION: string
  S3_ENDPOINT?: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
  S3_PUBLIC_URL?: string
  S3_FORCE_PATH_STYLE: boolean
}): StorageTarget {
  if (env.STORAGE_URL !== undefined) {
    if (env.S3_BUCKET) fail('set together with S3_BUCKET: keep one (STORAGE_URL replaces the S3_* variables)')
    return env.STORAGE_URL
  }
  if (!env.S3_BUCKET) return { driver: 'local', root: env.dataDir }
  return {
    driver: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicUrl: env.S3_PUBLIC_URL,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  }
}

/** The base URL public objects are read from: `<base>/uploads/<key>` (public_url, else the bucket's own address). */
export function s3PublicBase(target: { bucket: string; region: string; endpoint?: string; publicUrl?: string }) {
  const base =
    target.publicUrl ??
    (target.endpoint
      ? `${target.endpoint.replace(/\/+$/, '')}/${target.bucket}`
      : `https://${target.bucket}.s3.${target.region === 'auto' ? 'us-east-1' : target.region}.amazonaws.com`)
  return base.replace(/\/+$/, '')
}

/** The origins pages load uploads from besides their own (for the Content-Security-Policy). */
export function storageOrigins(target: StorageTarget): string[] {
  return target.driver === 's3' ? [new URL(s3PublicBase(target)).origin] : []
}
