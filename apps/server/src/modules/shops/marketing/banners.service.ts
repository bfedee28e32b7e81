import {
  type BannerImageKind,
  bannerStatus,
  type Lang,
  statusCounts,
  type TBannerImage,
  type TBannerOut,
  type TCountedPage,
  type TSellerBanner,
  type TSellerBannerDetail,
  type TSellerBannerListQuery,
  validationMessage,
  zId,
} from '@xinh/contracts'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import type { Storage } from '#server/platform/storage.ts'
import type { SellerAccess } from '../seller-access.ts'
import { checkBannerImage } from './banner-images.ts'
import * as repo from './banners.repo.ts'
import { foreignProductFields, productRefs } from './shop-products.repo.ts'

export type BannersDeps = { db: Db; requireSellerShop: SellerAccess; storage: Pick<Storage, 'putPublic' | 'publicUrl'> }

const isId = (id: string) => zId.safeParse(id).success

function present(b: repo.BannerRow): TSellerBanner {
  return {
    _id: b.id,
    title: b.title,
    type: b.type,
    image: b.image,
    cover: b.cover,
    link: b.link,
    product_ids: b.productIds,
    starts_at: b.startsAt.toISOString(),
    ends_at: b.endsAt.toISOString(),
    ended_manually: b.endedManually,
    status: bannerStatus({ starts_at: b.startsAt, ends_at: b.endsAt, ended_manually: b.endedManually }),
    created_at: b.createdAt.toISOString(),
    updated_at: b.updatedAt.toISOString(),
  }
}

/**
 * The seller's shop banners (spec §2 `quan-ly-banner`, §3 Banner, §4 states, §5 rules): shown on
 * the shop page and on `/banner/{id}` while running; ended by their end date or by hand, then
 * read-only (they can still be deleted). Pictures come from `uploadImage`, which refuses any size
 * but the spec's; a banner may only point at pictures uploaded that way for its own shop.
 */
export function createBannersService({ db, requireSellerShop, storage }: BannersDeps) {
  /** Where the shop's checked pictures of a kind live (content-addressed under the shop). */
  const folderOf = (shopId: string, kind: BannerImageKind) => `banners/${shopId}/${kind}`
  const isUploaded = (url: string, shopId: string, kind: BannerImageKind) => url.startsWith(storage.publicUrl(`${folderOf(shopId, kind)}/`))

  async function requireOwned(tx: DbOrTx, shopId: string, id: string, lock = false) {
    const found = isId(id) ? await repo.findOfShop(tx, shopId, id, { lock }) : undefined
    if (!found) throw new AppError('BANNER_NOT_FOUND')
    return found
  }

  async function detail(tx: DbOrTx, shopId: string, b: repo.BannerRow): Promise<TSellerBannerDetail> {
    return { ...present(b), products: await productRefs(tx, shopId, b.productIds) }
  }

  /**
   * The pictures must be ones the upload route checked for this shop (or, on an update, the ones
   * the banner already has), and the products the shop's own.
   */
  async function checkInput(tx: DbOrTx, shopId: string, input: TBannerOut, lang: Lang, current?: repo.BannerRow) {
    const fields: Record<string, string> = {}
    if (input.image !== current?.image && !isUploaded(input.image, shopId, 'image'))
      fields.image = validationMessage('v.banner_image_upload', lang)
    if (input.cover && input.cover !== current?.cover && !isUploaded(input.cover, shopId, 'cover'))
      fields.cover = validationMessage('v.banner_image_upload', lang)
    Object.assign(fields, await foreignProductFields(tx, shopId, input.product_ids, validationMessage('v.shop_product', lang)))
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', { fields })
  }

  const columnsOf = (input: TBannerOut) => ({
    title: input.title,
    type: input.type,
    image: input.image,
    cover: input.cover,
    link: input.link,
    productIds: input.product_ids,
    startsAt: new Date(input.starts_at),
    endsAt: new Date(input.ends_at),
  })

  async function list(opts: { actor: Actor; query: TSellerBannerListQuery }): Promise<TCountedPage<TSellerBanner>> {
    const { shopId } = await requireSellerShop(opts.actor)
    const { status, keyword, page, limit } = opts.query
    const [{ rows, total }, counted] = await Promise.all([
      repo.listOfShop(db, shopId, { status, keyword, page, limit }),
      repo.countByStatus(db, shopId, keyword),
    ])
    return { data: rows.map(present), meta: { page, limit, total }, counts: statusCounts(counted) }
  }

  async function get(opts: { actor: Actor; id: string }) {
    const { shopId } = await requireSellerShop(opts.actor)
    return detail(db, shopId, await requireOwned(db, shopId, opts.id))
  }

  async function create(opts: { actor: Actor; lang: Lang; input: TBannerOut }) {
    const { shopId } = await requireSellerShop(opts.actor)
    return db.transaction(async (tx) => {
      await checkInput(tx, shopId, opts.input, opts.lang)
      return detail(tx, shopId, await repo.insertBanner(tx, { shopId, ...columnsOf(opts.input) }))
    })
  }

  /** Changes an upcoming or running banner (spec §4: an ended one is kept as it was). */
  async function update(opts: { actor: Actor; lang: Lang; id: string; input: TBannerOut }) {
    const { shopId } = await requireSellerShop(opts.actor)
    return db.transaction(async (tx) => {
      const current = await requireOwned(tx, shopId, opts.id, true)
      if (present(current).status === 'ended') throw new AppError('BANNER_NOT_EDITABLE')
      await checkInput(tx, shopId, opts.input, opts.lang, current)
      return detail(tx, shopId, await repo.updateBanner(tx, current.id, columnsOf(opts.input)))
    })
  }

  /** Ends it now (spec §4 "ended manually"): it leaves the shop page at once; ending an ended one changes nothing. */
  async function end(opts: { actor: Actor; id: string }) {
    const { shopId } = await requireSellerShop(opts.actor)
    return db.transaction(async (tx) => {
      const current = await requireOwned(tx, shopId, opts.id, true)
      if (present(current).status === 'ended') return detail(tx, shopId, current)
      const now = new Date()
      const row = await repo.updateBanner(tx, current.id, { endedManually: true, endsAt: current.endsAt < now ? current.endsAt : now })
      return detail(tx, shopId, row)
    })
  }

  async function remove(opts: { actor: Actor; id: string }) {
    const { shopId } = await requireSellerShop(opts.actor)
    await db.transaction(async (tx) => {
      const current = await requireOwned(tx, shopId, opts.id, true)
      await repo.deleteBanner(tx, current.id)
    })
    return { ok: true as const }
  }

  /**
   * A banner picture or cover, checked for its exact size (spec §5) and stored under the shop.
   * The caller is checked before the upload is read (`read` runs only for a seller).
   */
  async function uploadImage(opts: { actor: Actor; kind: BannerImageKind; read: () => Promise<Buffer> }): Promise<TBannerImage> {
    const { shopId } = await requireSellerShop(opts.actor)
    const image = await checkBannerImage(await opts.read(), opts.kind)
    const { url } = await storage.putPublic({ folder: folderOf(shopId, opts.kind), data: image.data, ext: 'webp' })
    return { kind: opts.kind, url, width: image.width, height: image.height }
  }

  return { list, get, create, update, end, remove, uploadImage }
}
export type BannersService = ReturnType<typeof createBannersService>
