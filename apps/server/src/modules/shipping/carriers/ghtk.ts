import { z } from 'zod'
import { AppError } from '#server/platform/errors.ts'
import { carrierFetch, num, objectOf, parseCarrierTime, str } from './http.ts'
import { sameSecret } from './secrets.ts'
import type { CarrierAdapter, CarrierReport, FeeQuery, NewParcel, WebhookRequest } from './types.ts'

export type GhtkSettings = {
  /** The API host (https://services.giaohangtietkiem.vn, or the simulator's /dev-gateway/ghtk). */
  baseUrl: () => string
  token: string
  partnerCode: string
  /** The `?hash=` secret GHTK puts on every webhook call. */
  webhookHash: string
  simulated: boolean
}

/** GHTK's delivery days by distance (its fee API answers only the price). */
const ETA: Record<string, [number, number]> = { same: [1, 2], other: [2, 4], express: [0, 1] }

const ZGhtkWebhook = z.object({
  label_id: z.string().min(1),
  partner_id: z.string().optional(),
  status_id: z.coerce.number().int(),
  action_time: z.string().min(1),
  reason_code: z.union([z.string(), z.number()]).optional(),
  reason: z.string().optional(),
  weight: z.union([z.string(), z.number()]).optional(),
  fee: z.union([z.string(), z.number()]).optional(),
  pick_money: z.union([z.string(), z.number()]).optional(),
  return_part_package: z.union([z.string(), z.number()]).optional(),
})

/**
 * GHTK (Giao Hàng Tiết Kiệm) over its public REST API: headers `Token` and `X-Client-Source`,
 * addresses as names (province, ward), weights in grams for the fee and in kilograms per product.
 */
export function ghtkAdapter(settings: GhtkSettings): CarrierAdapter {
  const headers = () => ({ Token: settings.token, 'X-Client-Source': settings.partnerCode })
  const url = (path: string) => `${settings.baseUrl()}${path}`

  async function status(label: string) {
    const res = await carrierFetch(url(`/services/shipment/v2/${encodeURIComponent(label)}`), { method: 'GET', headers: headers() })
    const body = objectOf(res)
    const order = body.order as Record<string, unknown> | undefined
    if (body.success !== true || !order) throw new AppError('SHIPMENT_NOT_FOUND')
    return { statusCode: num(order.status, Number.NaN), fee: num(order.ship_money) }
  }

  return {
    carrier: 'GHTK',
    simulated: settings.simulated,

    async quote(q: FeeQuery) {
      const params = new URLSearchParams({
        pick_province: q.from.province,
        pick_district: '',
        pick_ward: q.from.ward ?? '',
        province: q.to.province,
        district: '',
        ward: q.to.ward ?? '',
        weight: String(Math.ceil(q.weightGrams)),
        value: String(q.value),
        transport: 'road',
        deliver_option: q.express ? 'xteam' : 'none',
      })
      const body = objectOf(await carrierFetch(url(`/services/shipment/fee?${params}`), { method: 'GET', headers: headers() }))
      const fee = body.fee as Record<string, unknown> | undefined
      if (body.success !== true || !fee || fee.delivery === false) return null
      const eta = q.express ? ETA.express! : q.from.province_code === q.to.province_code ? ETA.same! : ETA.other!
      return { fee: num(fee.fee), eta_days: [...eta] as [number, number] }
    },

    async create(p: NewParcel) {
      const order = {
        id: p.partnerId,
        pick_name: p.pickup.name,
        pick_address: p.pickup.street,
        pick_province: p.pickup.province,
        pick_district: '',
        pick_ward: p.pickup.ward ?? '',
        pick_tel: p.pickup.phone,
        name: p.receiver.name,
        tel: p.receiver.phone,
        address: p.receiver.street,
        province: p.receiver.province,
        district: '',
        ward: p.receiver.ward ?? '',
        hamlet: 'Khác',
        // the buyer paid the shipping fee at checkout: the carrier collects only pick_money
        is_freeship: '1',
        pick_money: p.codAmount,
        value: p.value,
        note: p.note ?? '',
        transport: 'road',
        pick_option: 'cod',
        deliver_option: p.express ? 'xteam' : 'none',
        total_weight: p.weightGrams / 1000,
      }
      const products = p.items.map((i) => ({ name: i.name, quantity: i.quantity, weight: Math.max(0.01, i.weightGrams / 1000) }))
      const body = objectOf(
        await carrierFetch(url('/services/shipment/order/?ver=1.5'), { method: 'POST', headers: headers(), json: { products, order } }),
      )
      const booked = body.order as Record<string, unknown> | undefined
      if (body.success === true && booked) {
        return { label: str(booked.label), fee: num(booked.fee), statusCode: num(booked.status_id, 1) }
      }
      // booked before (a retry after a crash): GHTK names the existing label
      const error = body.error as Record<string, unknown> | undefined
      if (error?.code === 'ORDER_ID_EXIST' && str(error.ghtk_label)) {
        const label = str(error.ghtk_label)
        const now = await status(label)
        return { label, fee: now.fee, statusCode: now.statusCode }
      }
      throw new AppError('CARRIER_UNAVAILABLE', { cause: new Error(`GHTK refused the order: ${str(body.message)}`) })
    },

    async cancel(label: string) {
      const res = await carrierFetch(url(`/services/shipment/cancel/${encodeURIComponent(label)}`), { method: 'POST', headers: headers() })
      const body = objectOf(res)
      if (body.success === true) return
      // GHTK answers success=false both for "already cancelled" and "too late": its status tells which
      const now = await status(label)
      if (now.statusCode === -1) return
      throw new AppError('SHIPMENT_NOT_CANCELLABLE', { cause: new Error(str(body.message)) })
    },

    async label(label: string) {
      return { code: label, url: null }
    },

    async labelPdf(label: string) {
      let res: Response
      try {
        res = await fetch(url(`/services/label/${encodeURIComponent(label)}?original=portrait&paper_size=A6`), {
          headers: headers(),
          signal: AbortSignal.timeout(8_000),
        })
      } catch (cause) {
        throw new AppError('CARRIER_UNAVAILABLE', { cause })
      }
      if (res.status === 404) throw new AppError('SHIPMENT_NOT_FOUND')
      if (!res.ok || !(res.headers.get('content-type') ?? '').includes('pdf')) throw new AppError('CARRIER_UNAVAILABLE')
      return new Uint8Array(await res.arrayBuffer())
    },

    status,

    parseWebhook(req: WebhookRequest): CarrierReport {
      if (!sameSecret(str(req.query.hash), settings.webhookHash)) throw new AppError('WEBHOOK_UNAUTHORIZED')
      const parsed = ZGhtkWebhook.safeParse(req.body)
      const actionAt = parsed.success ? parseCarrierTime(parsed.data.action_time) : null
      if (!parsed.success || !actionAt) throw new AppError('VALIDATION_FAILED')
      const d = parsed.data
      const reason = d.reason?.trim() || (d.reason_code !== undefined && str(d.reason_code) !== '' ? str(d.reason_code) : null)
      return { label: d.label_id, statusCode: d.status_id, actionAt, reason, payload: { ...(req.body as Record<string, unknown>) } }
    },
  }
}
