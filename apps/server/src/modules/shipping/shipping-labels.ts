import { CARRIERS, type Carrier, type TOrderLabels } from '@xinh/contracts'
import { PDFDocument } from 'pdf-lib'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import { type ShopsService, sellerAccess } from '#server/modules/shops/index.ts'
import type { CarrierAdapter } from './carriers/types.ts'
import * as repo from './shipping.repo.ts'

/** How many label PDFs are fetched from the carrier at once (a bulk print of 50 would otherwise open 50 connections). */
const FETCH_CONCURRENCY = 4

/** Pages of several PDFs, in order, as one document (carriers' labels printed in one go). */
export async function mergePdfs(parts: Uint8Array[], title: string): Promise<Uint8Array> {
  const out = await PDFDocument.create()
  out.setTitle(title)
  for (const part of parts) {
    const source = await PDFDocument.load(part)
    for (const page of await out.copyPages(source, source.getPageIndices())) out.addPage(page)
  }
  return out.save()
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await fn(items[i] as T)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}

/**
 * Printing the labels of many orders at once (the seller centre's bulk print): every GHTK label in
 * one PDF, every Viettel Post label on one print page of theirs. Only the caller's shop's orders
 * count; another shop's or an unknown id is reported as not found, like a missing one.
 */
export function createLabelPrinter({
  db,
  shops,
  adapters,
}: {
  db: Db
  shops: Pick<ShopsService, 'getShopSummaryOfOwner'>
  adapters: Record<Carrier, CarrierAdapter>
}) {
  const requireSellerShop = sellerAccess(shops)

  /** The chosen orders in the order asked, each with its active parcel or why it has none. */
  async function parcels(actor: Actor, ids: string[]) {
    const { shopId } = await requireSellerShop(actor)
    const rows = new Map((await repo.shopParcels(db, shopId, ids)).map((r) => [r.orderId, r]))
    return ids.map((id) => ({ id, row: rows.get(id) }))
  }

  /** GET /api/v1/seller/orders/labels: where to print the chosen orders' labels, and which have none. */
  async function sellerLabels({ actor, ids }: { actor: Actor; ids: string[] }): Promise<TOrderLabels> {
    const labels: TOrderLabels['labels'] = []
    const skipped: TOrderLabels['skipped'] = []
    for (const { id, row } of await parcels(actor, ids)) {
      if (!row) skipped.push({ order_id: id, code: null, reason: 'not_found' })
      else if (!row.label || !row.carrier) skipped.push({ order_id: id, code: row.code, reason: 'no_parcel' })
      else labels.push({ order_id: id, code: row.code, carrier: row.carrier as Carrier, label: row.label })
    }
    const inPdf = labels.filter((l) => adapters[l.carrier].labelPdf)
    const pages: TOrderLabels['pages'] = []
    for (const carrier of CARRIERS) {
      const adapter = adapters[carrier]
      const mine = labels.filter((l) => l.carrier === carrier)
      if (adapter.labelPdf || mine.length === 0) continue
      if (adapter.printPage) pages.push({ carrier, url: (await adapter.printPage(mine.map((l) => l.label))).url, count: mine.length })
      else
        for (const l of mine) {
          const { url } = await adapter.label(l.label)
          if (url) pages.push({ carrier, url, count: 1 })
        }
    }
    return {
      pdf_url: inPdf.length ? `/api/v1/seller/orders/labels.pdf?ids=${inPdf.map((l) => l.order_id).join(',')}` : null,
      pages,
      labels,
      skipped,
    }
  }

  /** GET /api/v1/seller/orders/labels.pdf: the carriers' label PDFs of the chosen orders as one document. */
  async function sellerLabelsPdf({ actor, ids }: { actor: Actor; ids: string[] }) {
    const printable = (await parcels(actor, ids)).flatMap(({ row }) =>
      row?.label && row.carrier && adapters[row.carrier as Carrier].labelPdf ? [{ carrier: row.carrier as Carrier, label: row.label }] : [],
    )
    if (printable.length === 0) throw new AppError('SHIPMENT_NOT_FOUND')
    const parts = await mapLimited(printable, FETCH_CONCURRENCY, (p) => adapters[p.carrier].labelPdf!(p.label))
    return { count: printable.length, pdf: await mergePdfs(parts, `Labels (${printable.length})`) }
  }

  return { sellerLabels, sellerLabelsPdf }
}
