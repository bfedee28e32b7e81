import {
  FIT_PATHS,
  FIT_RULES,
  fitPath,
  type Lang,
  productIdFromLink,
  type TFitMeasurements,
  type TProductDetail,
  type TSizeAdvice,
  type TTryOnConsent,
  type TTryOnDeleted,
  type TTryOnPhoto,
  type TTryOnRequest,
  type TTryOnResult,
  zId,
} from '@xinh/contracts'
import fs from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import sharp from 'sharp'
import { uuidv7 } from 'uuidv7'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { createLimiter } from '#server/platform/media/limiter.ts'
import { detectImage } from '#server/platform/media/sniff.ts'
import { assertKey, type Storage } from '#server/platform/storage.ts'
import { findPerson, torsoOf } from './body.ts'
import * as repo from './fit.repo.ts'
import { composePreview, cutOutGarment } from './garment.ts'
import type { PoseDetector } from './pose.ts'
import { type RemoteProvider, RemoteTryOnError } from './remote-provider.ts'
import { reviewFit } from './review-words.ts'
import { type Body, adviseSize, garmentKind, type SizedProduct } from './size-advice.ts'

/** What the fit module asks of others (wired in app.ts through their index.ts). */
export type FitPorts = {
  /** A product as buyers see it (throws PRODUCT_INVALID_ID when it is not visible). */
  product(id: string): Promise<TProductDetail>
  /** The user's saved body: measurements and gender, or null when none are saved. */
  body(userId: string): Promise<Body | null>
  /** The texts of the product's latest reviews. */
  reviewTexts(productId: string): Promise<string[]>
}

export type FitDeps = {
  db: Db
  storage: Storage
  ports: FitPorts
  detector: PoseDetector
  /** The external try-on service, when TRYON_PROVIDER_URL is set. */
  remote?: RemoteProvider
  log?: FastifyBaseLogger
  now?: () => Date
  /**
   * The process's read memo (app.ts: evicted by the `product:<id>` NOTIFY a review write raises):
   * the review words of a product are read once for every render that advises a size on it.
   */
  memo?: { get<T>(key: string, tags: string[], ttlMs: number, load: () => Promise<T>): Promise<T> }
}

/** How long a product's review words are reused when no review write evicts them first. */
const REVIEW_FIT_TTL_MS = 10 * 60_000

/** Stored photos are re-encoded at most this large (and without their metadata: no EXIF location). */
const PHOTO_MAX_SIDE = 1280
const PREVIEW_MAX_SIDE = 1024
const SIZE_OPTION_NAMES = /^(size|kích (cỡ|thước)|kich co|cỡ)$/i

/** The measurements the advice reads, from the request's names (bustSize…) to the body's (bust…). */
export function bodyFromMeasurements(m: TFitMeasurements): Body {
  return { height: m.height, weight: m.weight, bust: m.bustSize, waist: m.waistSize, hip: m.hipSize, gender: m.gender }
}

function sizedProduct(p: TProductDetail): SizedProduct {
  const sizeClass = p.classifications.find((c) => SIZE_OPTION_NAMES.test(c.name.trim()))
  return {
    id: p._id,
    name: p.name,
    categoryName: p.category?.name ?? null,
    chart: p.size_chart,
    sizeOptions: sizeClass ? sizeClass.options.map((o) => o.name) : [],
  }
}

export function createFitService(deps: FitDeps) {
  const { db, storage, ports, detector } = deps
  const now = deps.now ?? (() => new Date())
  const log = deps.log
  // pose and compositing are CPU work: one at a time per process, a short queue, then 429
  const limiter = createLimiter(1, 8)
  const expiry = (from: Date) => new Date(from.getTime() + FIT_RULES.retentionHours * 3600_000)

  // ------------------------------------------------------------ size advice

  async function adviceFor(product: TProductDetail, body: Body | null): Promise<TSizeAdvice> {
    const sized = sizedProduct(product)
    // reviews are read only when there is something to adjust, and once per product while unchanged
    const load = async () => reviewFit(await ports.reviewTexts(product._id))
    const reviews =
      garmentKind(sized) && body
        ? await (deps.memo ? deps.memo.get(`review-fit:${product._id}`, [`product:${product._id}`], REVIEW_FIT_TTL_MS, load) : load())
        : { runs: null, mentions: 0 }
    return adviseSize(sized, body, reviews)
  }

  /** Size advice from the sent measurements, else the user's saved ones (the assistant's tool too). */
  async function sizeAdvice(input: { productId: string; userId?: string; measurements?: TFitMeasurements }): Promise<TSizeAdvice> {
    const product = await ports.product(input.productId)
    const body = input.measurements ? bodyFromMeasurements(input.measurements) : input.userId ? await ports.body(input.userId) : null
    return adviceFor(product, body)
  }

  /**
   * The product page's line ("Size gợi ý cho bạn: M"): only for a signed-in buyer with saved
   * measurements and a sized product with an answer; null otherwise, and never an error (the
   * page renders without it).
   */
  async function pageAdvice(product: TProductDetail, userId: string): Promise<TSizeAdvice | null> {
    try {
      const sized = sizedProduct(product)
      if (!garmentKind(sized)) return null
      const body = await ports.body(userId)
      if (!body || body.height == null || body.weight == null) return null
      const advice = await adviceFor(product, body)
      return advice.status === 'ok' ? advice : null
    } catch (error) {
      log?.warn({ err: error, productId: product._id }, 'size advice for the product page failed')
      return null
    }
  }

  // ------------------------------------------------------------ consent

  async function consentState(userId: string): Promise<TTryOnConsent> {
    const row = await repo.findConsent(db, userId)
    return {
      consented: row?.version === FIT_RULES.consentVersion,
      version: row?.version ?? null,
      consented_at: row?.consentedAt.toISOString() ?? null,
      current_version: FIT_RULES.consentVersion,
      retention_hours: FIT_RULES.retentionHours,
    }
  }

  async function giveConsent(userId: string, version: string, lang: Lang = 'vi'): Promise<TTryOnConsent> {
    // consent is to the text the caller was shown: an old text's version is not today's consent
    if (version !== FIT_RULES.consentVersion) throw AppError.fields({ version: 'v.invalid' }, lang)
    await repo.saveConsent(db, userId, version, now())
    return consentState(userId)
  }

  async function requireConsent(userId: string) {
    const row = await repo.findConsent(db, userId)
    if (row?.version !== FIT_RULES.consentVersion) throw new AppError('TRYON_CONSENT_REQUIRED')
  }

  // ------------------------------------------------------------ deletion

  /** Deletes photos and their previews: files first (a failed row delete leaves rows the job retries). */
  async function deletePhotoRows(photos: Array<{ id: string; storageKey: string }>): Promise<TTryOnDeleted> {
    if (photos.length === 0) return { photos: 0, results: 0 }
    const results = await repo.resultsOfPhotos(
      db,
      photos.map((p) => p.id),
    )
    for (const key of [...results.map((r) => r.storageKey), ...photos.map((p) => p.storageKey)]) await storage.deletePrivate(key)
    await repo.deletePhotos(
      db,
      photos.map((p) => p.id),
    )
    return { photos: photos.length, results: results.length }
  }

  async function deleteAll(userId: string): Promise<TTryOnDeleted> {
    const total = { photos: 0, results: 0 }
    for (;;) {
      const batch = await repo.photosWhere(db, { userId })
      const done = await deletePhotoRows(batch)
      total.photos += done.photos
      total.results += done.results
      if (batch.length < 500) return total
    }
  }

  async function withdrawConsent(userId: string): Promise<TTryOnDeleted> {
    await repo.deleteConsent(db, userId)
    return deleteAll(userId)
  }

  async function deletePhoto(userId: string, id: string): Promise<TTryOnDeleted> {
    if (!zId.safeParse(id).success) throw new AppError('TRYON_PHOTO_NOT_FOUND')
    const photos = await repo.photosWhere(db, { userId, photoId: id })
    if (photos.length === 0) throw new AppError('TRYON_PHOTO_NOT_FOUND')
    return deletePhotoRows(photos)
  }

  /** The job: every photo (and preview) past its 24 hours. */
  async function purgeExpired(): Promise<TTryOnDeleted> {
    const total = { photos: 0, results: 0 }
    for (;;) {
      const batch = await repo.photosWhere(db, { expiredBy: now() })
      const done = await deletePhotoRows(batch)
      total.photos += done.photos
      total.results += done.results
      if (batch.length < 500) return total
    }
  }

  // ------------------------------------------------------------ photos

  function presentPhoto(row: repo.PhotoRow): TTryOnPhoto {
    return {
      _id: row.id,
      image_url: fitPath(FIT_PATHS.photoImage, row.id),
      width: row.width,
      height: row.height,
      person: row.person,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    }
  }

  /** A data URL or bare base64 (the assistant's user_image) to bytes; anything else is IMAGE_INVALID. */
  function decodeJsonImage(image: string): Buffer {
    const m = /^data:image\/(png|jpe?g|gif);base64,/i.exec(image)
    const b64 = (m ? image.slice(m[0].length) : image).replace(/\s+/g, '')
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw new AppError('IMAGE_INVALID')
    if ((b64.length * 3) / 4 > FIT_RULES.photoMaxBytes)
      throw new AppError('FILE_TOO_LARGE', { params: { mb: Math.round(FIT_RULES.photoMaxBytes / 1024 / 1024) } })
    return Buffer.from(b64, 'base64')
  }

  async function uploadPhoto(userId: string, input: { data: Buffer } | { image: string }): Promise<TTryOnPhoto> {
    await requireConsent(userId)
    const raw = 'data' in input ? input.data : decodeJsonImage(input.image)
    if (raw.length > FIT_RULES.photoMaxBytes)
      throw new AppError('FILE_TOO_LARGE', { params: { mb: Math.round(FIT_RULES.photoMaxBytes / 1024 / 1024) } })
    // what the bytes are, not what the client called them: png, jpeg, gif only (spec §5)
    const kind = await detectImage(raw)
    if (kind?.kind !== 'raster' || !(FIT_RULES.photoTypes as readonly string[]).includes(kind.mime)) throw new AppError('IMAGE_INVALID')
    return limiter.run(async () => {
      let photo: Buffer
      let width: number
      let height: number
      try {
        // re-encoded: orientation applied, metadata (EXIF location, camera) dropped, size bounded
        const out = await sharp(raw, { pages: 1, limitInputPixels: 50_000_000 })
          .autoOrient()
          .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 88, mozjpeg: true })
          .toBuffer({ resolveWithObject: true })
        photo = out.data
        width = out.info.width
        height = out.info.height
      } catch {
        throw new AppError('IMAGE_INVALID')
      }
      if (Math.min(width, height) < FIT_RULES.photoMinSide)
        throw new AppError('TRYON_PHOTO_TOO_SMALL', { params: { min: FIT_RULES.photoMinSide } })
      const pose = await detector.detect(photo)
      const found = findPerson(pose.keypoints, pose.width, pose.height)
      if (!found) throw new AppError('TRYON_NO_PERSON')
      const id = uuidv7()
      // one folder per photo: keys never collide between users uploading the same picture
      const { key } = await storage.putPrivate({ folder: `try-on/${userId}/${id}`, data: photo, ext: 'jpg' })
      const at = now()
      const row = await repo.insertPhoto(db, {
        id,
        userId,
        storageKey: key,
        width,
        height,
        person: found.person,
        pose: { keypoints: pose.keypoints.map((k) => ({ name: k.name, x: k.x, y: k.y, score: k.score })) },
        createdAt: at,
        expiresAt: expiry(at),
      })
      return presentPhoto(row)
    })
  }

  async function photoImage(userId: string, id: string): Promise<Buffer> {
    const row = zId.safeParse(id).success ? await repo.findPhoto(db, userId, id, now()) : undefined
    const data = row ? await storage.readPrivate(row.storageKey) : null
    if (!data) throw new AppError('TRYON_PHOTO_NOT_FOUND')
    return data
  }

  // ------------------------------------------------------------ try-on

  /**
   * The product image's bytes: only this server's own uploads (never a fetch to somewhere else).
   * `/uploads/…` is the local folder (kept served after a switch to S3), else the S3 public base.
   */
  async function productImage(url: string): Promise<Buffer | null> {
    const path = url.split(/[?#]/)[0] as string
    const s3Base = storage.publicUrl('media/').slice(0, -'media/'.length)
    try {
      if (path.startsWith('/uploads/')) {
        const key = decodeURIComponent(path.slice('/uploads/'.length))
        assertKey(key)
        return await fs.readFile(join(storage.publicDir, key)).catch(() => storage.readPublicObject(key))
      }
      if (path.startsWith(s3Base)) return await storage.readPublicObject(decodeURIComponent(path.slice(s3Base.length)))
    } catch {
      // a key that is not one of ours, or a missing file: no image
    }
    return null
  }

  function presentResult(row: repo.ResultRow, product: TProductDetail, advice: TSizeAdvice | null): TTryOnResult {
    return {
      _id: row.id,
      photo_id: row.photoId,
      product: { _id: product._id, name: product.name, image: product.images[0] ?? null, url: `/san-pham/${product._id}` },
      image_url: fitPath(FIT_PATHS.resultImage, row.id),
      label: 'AI preview',
      provider: row.provider,
      duration_ms: row.durationMs,
      size_advice: advice,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    }
  }

  async function tryOn(userId: string, input: TTryOnRequest): Promise<TTryOnResult> {
    await requireConsent(userId)
    const productId = input.product_id ?? (input.product_link !== undefined ? productIdFromLink(input.product_link) : null)
    if (!productId) throw new AppError('TRYON_PRODUCT_LINK_INVALID')
    const photoRow = await repo.findPhoto(db, userId, input.photo_id, now())
    if (!photoRow) throw new AppError('TRYON_PHOTO_NOT_FOUND')
    const product = await ports.product(productId)
    const sized = sizedProduct(product)
    const kind = garmentKind(sized)
    if (!kind) throw new AppError('TRYON_PRODUCT_UNSUITABLE')
    // the chosen variant's image when it has one (a colour), else the product's first
    const variant = input.variant_id ? product.variants.find((v) => v._id === input.variant_id) : undefined
    const imageUrl = variant?.images[0] ?? product.images[0]
    const [garmentImage, photo] = await Promise.all([imageUrl ? productImage(imageUrl) : null, storage.readPrivate(photoRow.storageKey)])
    if (!photo) throw new AppError('TRYON_PHOTO_NOT_FOUND')
    if (!garmentImage) throw new AppError('TRYON_PRODUCT_UNSUITABLE')

    const started = performance.now()
    let provider: 'builtin' | 'remote' = 'builtin'
    let preview: Buffer | null = null
    if (deps.remote) {
      try {
        const remote = await deps.remote.tryOn({ person: photo, garment: garmentImage, kind })
        // whatever came back is re-encoded here: an image we can read, as JPEG, bounded
        preview = await sharp(remote, { limitInputPixels: 50_000_000 })
          .resize(PREVIEW_MAX_SIDE, PREVIEW_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 85 })
          .toBuffer()
        provider = 'remote'
      } catch (error) {
        // the external service failing is not the buyer's problem: the built-in preview answers
        log?.warn({ err: error instanceof RemoteTryOnError ? error.message : error }, 'try-on provider failed, built-in preview used')
        preview = null
      }
    }
    if (!preview) {
      preview = await limiter.run(async () => {
        const cut = await cutOutGarment(garmentImage)
        if (!cut) throw new AppError('TRYON_PRODUCT_UNSUITABLE')
        return composePreview({ photo, torso: torsoOf(photoRow.pose.keypoints), cut, kind, maxSide: PREVIEW_MAX_SIDE })
      })
    }
    const durationMs = Math.round(performance.now() - started)
    const id = uuidv7()
    const { key } = await storage.putPrivate({ folder: `try-on/${userId}/${photoRow.id}/results`, data: preview, ext: 'jpg' })
    const row = await repo.insertResult(db, {
      id,
      userId,
      photoId: photoRow.id,
      productId: product._id,
      storageKey: key,
      provider,
      durationMs,
      createdAt: now(),
      // a preview lives no longer than the photo it shows
      expiresAt: photoRow.expiresAt,
    })
    const advice = await pageAdvice(product, userId)
    return presentResult(row, product, advice)
  }

  async function getResult(userId: string, id: string): Promise<TTryOnResult> {
    const row = zId.safeParse(id).success ? await repo.findResult(db, userId, id, now()) : undefined
    if (!row) throw new AppError('TRYON_RESULT_NOT_FOUND')
    const product = await ports.product(row.productId).catch(() => null)
    if (!product) throw new AppError('TRYON_RESULT_NOT_FOUND')
    return presentResult(row, product, null)
  }

  async function resultImage(userId: string, id: string): Promise<Buffer> {
    const row = zId.safeParse(id).success ? await repo.findResult(db, userId, id, now()) : undefined
    const data = row ? await storage.readPrivate(row.storageKey) : null
    if (!data) throw new AppError('TRYON_RESULT_NOT_FOUND')
    return data
  }

  return {
    sizeAdvice,
    pageAdvice,
    consentState,
    giveConsent,
    withdrawConsent,
    uploadPhoto,
    photoImage,
    deletePhoto,
    deleteAll,
    tryOn,
    getResult,
    resultImage,
    purgeExpired,
    /** A guest signing in: their try-on photos, previews and consent go with them (identity.onGuestLogin). */
    adoptGuest: async (guestId: string, userId: string) => {
      if (guestId !== userId) await repo.moveToUser(db, guestId, userId)
    },
    /** Account deletion: everything of the user goes at once. */
    forgetUser: async (userId: string) => void (await withdrawConsent(userId)),
  }
}
export type FitService = ReturnType<typeof createFitService>
