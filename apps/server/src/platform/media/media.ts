import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import { pipeline } from 'node:stream/promises'
import type { TMediaImage, TMediaVideo } from '@xinh/contracts'
import { parseFile } from 'music-metadata'
import { AppError } from '../errors.ts'
import type { Storage } from '../storage.ts'
import { IMAGE_PIPELINE_VERSION, type ProcessedImage, processImage } from './image.ts'
import { createLimiter } from './limiter.ts'
import { blankMp4Metadata, readMp4 } from './mp4.ts'
import { detectImage, detectVideo, type ImageKind, svgRefusal, svgRoot } from './sniff.ts'

export type MediaLimits = {
  imageMaxBytes: number
  videoMaxBytes: number
  videoMaxSeconds: number
  avifEffort: number
}

/** What is kept next to an image's files: enough to answer a repeat upload without encoding. */
type Manifest = { v: number; width: number; height: number; animated: boolean; webp: number[]; avif: number[] }

/** Matroska TrackType 1 (music-metadata's TrackType.video, a type-only export). */
const MATROSKA_VIDEO_TRACK = 1
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
const sha256 = (parts: Array<string | Buffer>) => {
  const h = createHash('sha256')
  for (const p of parts) h.update(p)
  return h.digest('hex').slice(0, 32)
}

/**
 * Media uploads: images (checked by their bytes, re-encoded to WebP/AVIF renditions) and
 * videos (checked by their bytes and duration, stored as uploaded minus location metadata).
 * Everything is content-addressed: the same upload always yields the same URLs, so it is
 * stored once and served with immutable caching.
 */
export function createMediaService({ storage, limits }: { storage: Storage; limits: MediaLimits }) {
  // Encoding is CPU-bound; leave a core for the rest of the process.
  const encoder = createLimiter(Math.max(1, os.availableParallelism() - 1))

  const imageBase = (hash: string) => `media/${hash.slice(0, 2)}/${hash}`
  const mainKey = (base: string) => `${base}/main.webp`
  const variantKey = (base: string, width: number, ext: 'webp' | 'avif') => `${base}/${width}.${ext}`

  function present(base: string, m: Manifest): TMediaImage {
    const main = storage.publicUrl(mainKey(base))
    return {
      url: main,
      width: m.width,
      height: m.height,
      variants: {
        webp: m.webp.map((width) => ({ width, url: width === m.width ? main : storage.publicUrl(variantKey(base, width, 'webp')) })),
        avif: m.avif.map((width) => ({ width, url: storage.publicUrl(variantKey(base, width, 'avif')) })),
      },
    }
  }

  async function readManifest(base: string): Promise<Manifest | null> {
    const bytes = await storage.readPublicObject(`${base}/meta.json`)
    if (!bytes) return null
    try {
      const m = JSON.parse(bytes.toString('utf8')) as Manifest
      return m.v === IMAGE_PIPELINE_VERSION ? m : null
    } catch {
      return null
    }
  }

  async function store(base: string, image: ProcessedImage): Promise<Manifest> {
    const puts = [storage.putPublicObject({ key: mainKey(base), body: image.main, contentType: 'image/webp' })]
    for (const v of image.webp) {
      if (v.width !== image.width)
        puts.push(storage.putPublicObject({ key: variantKey(base, v.width, 'webp'), body: v.data, contentType: 'image/webp' }))
    }
    for (const v of image.avif) {
      puts.push(storage.putPublicObject({ key: variantKey(base, v.width, 'avif'), body: v.data, contentType: 'image/avif' }))
    }
    await Promise.all(puts)
    const manifest: Manifest = {
      v: IMAGE_PIPELINE_VERSION,
      width: image.width,
      height: image.height,
      animated: image.animated,
      webp: image.webp.map((v) => v.width),
      avif: image.avif.map((v) => v.width),
    }
    // written last: its presence means every file above is there
    await storage.putPublicObject({
      key: `${base}/meta.json`,
      body: Buffer.from(JSON.stringify(manifest)),
      contentType: 'application/json',
    })
    return manifest
  }

  /**
   * Checks an upload without encoding it (size, type by magic bytes, SVG safety), so a
   * request with several files fails before any CPU is spent on the good ones.
   */
  async function checkImage(data: Buffer): Promise<ImageKind> {
    if (data.length > limits.imageMaxBytes) throw new AppError('FILE_TOO_LARGE', { params: { mb: mb(limits.imageMaxBytes) } })
    const kind = await detectImage(data)
    if (!kind) throw new AppError('IMAGE_INVALID')
    if (kind.kind === 'svg') {
      const refusal = svgRefusal(svgRoot(data) ?? '')
      if (refusal) throw new AppError('IMAGE_INVALID', { cause: new Error(`svg refused: ${refusal}`) })
    }
    return kind
  }

  return {
    limits,
    checkImage,

    async uploadImage(data: Buffer): Promise<TMediaImage> {
      const kind = await checkImage(data)
      const base = imageBase(sha256([`xinh-image-v${IMAGE_PIPELINE_VERSION}\0`, data]))
      const known = await readManifest(base)
      if (known) return present(base, known)
      const image = await encoder.run(() => processImage(data, kind, { avifEffort: limits.avifEffort }))
      return present(base, await store(base, image))
    },

    /**
     * Accepts a video already streamed to a local file (owned by the caller, who deletes it):
     * MP4/QuickTime/WebM by magic bytes, a readable duration within the limit.
     */
    async uploadVideo(upload: { file: string; size: number }): Promise<TMediaVideo> {
      if (upload.size > limits.videoMaxBytes) throw new AppError('FILE_TOO_LARGE', { params: { mb: mb(limits.videoMaxBytes) } })
      const failed = (cause?: unknown) => new AppError('FILE_UPLOAD_FAILED', { cause })
      const durations: number[] = []
      const fh = await fs.open(upload.file, 'r+')
      let kind: Awaited<ReturnType<typeof detectVideo>>
      try {
        const head = Buffer.alloc(4100)
        const { bytesRead } = await fh.read(head, 0, head.length, 0)
        kind = await detectVideo(head.subarray(0, bytesRead))
        if (!kind) throw failed(new Error('not a video container'))
        if (kind.ext !== 'webm') {
          const info = await readMp4(fh, upload.size)
          if (!info?.hasVideo) throw failed(new Error('no movie box or no video track'))
          if (info.duration) durations.push(info.duration)
          await blankMp4Metadata(fh, info)
        }
      } finally {
        await fh.close()
      }
      const parsed = await parseFile(upload.file, { skipCovers: true }).catch(() => null)
      if (kind.ext === 'webm' && !parsed?.format.trackInfo.some((t) => t.type === MATROSKA_VIDEO_TRACK || t.video)) {
        throw failed(new Error('no video track'))
      }
      const duration = parsed?.format.duration
      if (duration !== undefined && Number.isFinite(duration) && duration > 0) durations.push(duration)
      if (durations.length === 0) throw failed(new Error('duration unreadable'))
      // the longest of the container's and the tracks' durations is what a viewer sits through
      const seconds = Math.max(...durations)
      if (seconds > limits.videoMaxSeconds) throw new AppError('VIDEO_TOO_LONG', { params: { seconds: limits.videoMaxSeconds } })

      const hash = createHash('sha256')
      await pipeline(createReadStream(upload.file), hash)
      const digest = hash.digest('hex').slice(0, 32)
      const { url } = await storage.putPublicObject({
        key: `media/${digest.slice(0, 2)}/${digest}.${kind.ext}`,
        body: upload,
        contentType: kind.mime,
      })
      return { url, duration: Math.round(seconds * 1000) / 1000 }
    },
  }
}

export type MediaService = ReturnType<typeof createMediaService>
