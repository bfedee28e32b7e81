import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { startFakeS3 } from './media/testing.ts'
import { createStorage, IMMUTABLE_CACHE_CONTROL, localStorage, type Storage } from './storage.ts'

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'xinh-storage-'))
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }))

describe('local storage', () => {
  const storage = localStorage(dataDir)

  it('stores public files by content under /uploads, private files outside it', async () => {
    const data = Buffer.from('hello xinh')
    const a = await storage.putPublic({ folder: 'avatars', data, ext: 'webp' })
    expect(a.url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/)
    expect(await storage.putPublic({ folder: 'avatars', data, ext: 'webp' })).toEqual(a)
    expect(await fs.readFile(path.join(storage.publicDir, a.key), 'utf8')).toBe('hello xinh')
    const p = await storage.putPrivate({ folder: 'identity', data, ext: 'jpg' })
    expect(await fs.readFile(path.join(dataDir, 'private', p.key), 'utf8')).toBe('hello xinh')
    await expect(fs.access(path.join(storage.publicDir, p.key))).rejects.toThrow()
  })

  it('writes exact keys from memory or from a file, and reads them back', async () => {
    const file = path.join(dataDir, 'source.bin')
    await fs.writeFile(file, 'from a file')
    expect(await storage.putPublicObject({ key: 'media/ab/x/main.webp', body: Buffer.from('m'), contentType: 'image/webp' })).toEqual({
      key: 'media/ab/x/main.webp',
      url: '/uploads/media/ab/x/main.webp',
    })
    await storage.putPublicObject({ key: 'media/ab/x.mp4', body: { file, size: 11 }, contentType: 'video/mp4' })
    expect((await storage.readPublicObject('media/ab/x.mp4'))?.toString()).toBe('from a file')
    expect(await storage.readPublicObject('media/ab/none.json')).toBeNull()
    // no temporary files left behind
    expect((await fs.readdir(path.join(storage.publicDir, 'media/ab'))).sort()).toEqual(['x', 'x.mp4'])
  })

  it('refuses keys that would leave the storage root', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', '']) {
      await expect(storage.putPublicObject({ key, body: Buffer.from('x'), contentType: 'text/plain' })).rejects.toThrow(
        /invalid storage key/,
      )
      await expect(storage.readPublicObject(key)).rejects.toThrow(/invalid storage key/)
      await expect(storage.readPrivate(key)).rejects.toThrow(/invalid storage key/)
    }
    // no public URL reaches outside uploads/ (a folder may end in "/")
    for (const key of ['../private/identity/ab/x.jpg', 'media/../../private/x.jpg', '/private/x.jpg'])
      expect(() => storage.publicUrl(key)).toThrow(/invalid storage key/)
    expect(storage.publicUrl('media/')).toBe('/uploads/media/')
  })

  it('reads private files back for the server, null when missing; public reads never reach them', async () => {
    const { key } = await storage.putPrivate({ folder: 'identity', data: Buffer.from('cccd back'), ext: 'jpg' })
    expect((await storage.readPrivate(key))?.toString()).toBe('cccd back')
    expect(await storage.readPublicObject(key)).toBeNull()
    expect(await storage.readPrivate('identity/00/missing.jpg')).toBeNull()
  })

  it('deletes private files, twice without error, and refuses keys outside the root', async () => {
    const { key } = await storage.putPrivate({ folder: 'try-on/u1', data: Buffer.from('photo'), ext: 'jpg' })
    await storage.deletePrivate(key)
    expect(await storage.readPrivate(key)).toBeNull()
    await storage.deletePrivate(key)
    await expect(storage.deletePrivate('../private/x.jpg')).rejects.toThrow(/invalid storage key/)
  })

  it('lives under the folder STORAGE_URL names', async () => {
    const root = path.join(dataDir, 'elsewhere')
    const chosen = createStorage(loadConfig({ DATA_DIR: dataDir, STORAGE_URL: `file://${root}` }))
    expect(chosen.publicDir).toBe(path.join(root, 'uploads'))
    const { key } = await chosen.putPrivate({ folder: 'identity', data: Buffer.from('x'), ext: 'jpg' })
    expect(await fs.readFile(path.join(root, 'private', key), 'utf8')).toBe('x')
  })
})

describe('S3-compatible storage (against a local fake S3)', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>
  let storage: Storage
  const env = (over: Record<string, string> = {}) =>
    loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'xinh-media',
      S3_ENDPOINT: s3.url,
      S3_REGION: 'ap-southeast-1',
      S3_ACCESS_KEY_ID: 'AKIAXINHTEST',
      S3_SECRET_ACCESS_KEY: 'secret-for-tests',
      S3_PUBLIC_URL: 'https://cdn.xinh.test/',
      S3_FORCE_PATH_STYLE: 'true',
      ...over,
    })

  beforeAll(async () => {
    s3 = await startFakeS3()
    storage = createStorage(env())
  })
  afterAll(() => s3.close())

  it('is chosen only when S3_BUCKET is set', () => {
    expect(createStorage(loadConfig({ DATA_DIR: dataDir })).kind).toBe('local')
    expect(storage.kind).toBe('s3')
  })

  it('PUTs public objects under uploads/, signed, typed and immutable, and answers the public URL', async () => {
    const data = Buffer.from('RIFF....WEBPVP8 fake')
    const { key, url } = await storage.putPublic({ folder: 'avatars', data, ext: 'webp' })
    expect(url).toBe(`https://cdn.xinh.test/uploads/${key}`)
    const put = s3.requests.at(-1)!
    expect(put.method).toBe('PUT')
    expect(put.path).toBe(`xinh-media/uploads/${key}`)
    expect(put.body.equals(data)).toBe(true)
    expect(put.headers['content-type']).toBe('image/webp')
    expect(put.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL)
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAXINHTEST\/\d{8}\/ap-southeast-1\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    )
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/)
    expect(put.headers['x-amz-content-sha256']).toBeDefined()
    // public reads come from the bucket policy or CDN, never from per-object ACLs
    expect(put.headers['x-amz-acl']).toBeUndefined()
  })

  it('streams files with their length and type', async () => {
    const file = path.join(dataDir, 'clip.bin')
    await fs.writeFile(file, Buffer.alloc(300_000, 7))
    const { url } = await storage.putPublicObject({ key: 'media/cd/clip.mp4', body: { file, size: 300_000 }, contentType: 'video/mp4' })
    expect(url).toBe('https://cdn.xinh.test/uploads/media/cd/clip.mp4')
    const stored = s3.objects.get('xinh-media/uploads/media/cd/clip.mp4')!
    expect(stored.body.length).toBe(300_000)
    expect(stored.headers['content-type']).toBe('video/mp4')
    expect(stored.headers['content-length']).toBe('300000')
  })

  it('keeps private objects under private/, never with a public cache header or URL', async () => {
    const result = await storage.putPrivate({ folder: 'identity', data: Buffer.from('cccd front'), ext: 'jpg' })
    expect(Object.keys(result)).toEqual(['key'])
    const put = s3.requests.at(-1)!
    expect(put.path).toBe(`xinh-media/private/${result.key}`)
    expect(put.headers['content-type']).toBe('image/jpeg')
    expect(put.headers['cache-control']).toBe('private, no-store')
    expect(put.headers['x-amz-acl']).toBeUndefined()
    expect((await storage.readPrivate(result.key))?.toString()).toBe('cccd front')
    expect(s3.requests.at(-1)!.path).toBe(`xinh-media/private/${result.key}`)
    expect(await storage.readPrivate('identity/00/missing.jpg')).toBeNull()
    expect(() => storage.publicUrl(`../private/${result.key}`)).toThrow(/invalid storage key/)
    await storage.deletePrivate(result.key)
    expect(s3.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `xinh-media/private/${result.key}` })
    expect(await storage.readPrivate(result.key)).toBeNull()
  })

  it('is chosen by STORAGE_URL too, private objects in a bucket of their own when asked', async () => {
    const url = new URL(s3.url)
    const chosen = createStorage(
      loadConfig({
        DATA_DIR: dataDir,
        STORAGE_URL: `s3+http://AKIAURL:url-secret@${url.host}/xinh-public?region=ap-southeast-1&path_style=true&private_bucket=xinh-private`,
      }),
    )
    expect(chosen.kind).toBe('s3')
    const { key } = await chosen.putPrivate({ folder: 'identity', data: Buffer.from('cccd'), ext: 'jpg' })
    const put = s3.requests.at(-1)!
    expect(put.path).toBe(`xinh-private/private/${key}`)
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAURL\/\d{8}\/ap-southeast-1\//)
    const pub = await chosen.putPublic({ folder: 'avatars', data: Buffer.from('face'), ext: 'webp' })
    expect(s3.requests.at(-1)!.path).toBe(`xinh-public/uploads/${pub.key}`)
    expect(pub.url).toBe(`${s3.url}/xinh-public/uploads/${pub.key}`)
  })

  it('reads public objects back, null when missing', async () => {
    await storage.putPublicObject({ key: 'media/ef/meta.json', body: Buffer.from('{"v":1}'), contentType: 'application/json' })
    expect((await storage.readPublicObject('media/ef/meta.json'))?.toString()).toBe('{"v":1}')
    expect(await storage.readPublicObject('media/ef/missing.json')).toBeNull()
  })

  it('derives a public URL from the endpoint when S3_PUBLIC_URL is unset', async () => {
    const bare = createStorage(env({ S3_PUBLIC_URL: '' }))
    expect(bare.publicUrl('media/a.webp')).toBe(`${s3.url}/xinh-media/uploads/media/a.webp`)
  })
})
