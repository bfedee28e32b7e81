import { z } from 'zod'
import { AppError } from '#server/platform/errors.ts'
import { carrierFetch, num, objectOf, parseCarrierTime, str } from './http.ts'
import { sameSecret } from './secrets.ts'
import { type CarrierAdapter, type CarrierReport, type FeeQuery, headerOf, type NewParcel, type WebhookRequest } from './types.ts'

export type ViettelPostSettings = {
  /** The API host (https://partner.viettelpost.vn, or the simulator's /dev-gateway/viettelpost). */
  baseUrl: () => string
  /** Where labels are printed (https://digitalize.viettelpost.vn, or the simulator). */
  printUrl: () => string
  username: string
  password: string
  /** The secret Viettel Post sends as the webhook's TOKEN (or Authorization header). */
  webhookSecret: string
  simulated: boolean
}

/** The service we book: VCN, Viettel Post's standard express parcel ("Chuyển phát nhanh"). */
export const VTP_SERVICE = 'VCN'

const ZVtpWebhook = z.object({
  DATA: z.looseObject({
    ORDER_NUMBER: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1)),
    ORDER_STATUS: z.coerce.number().int(),
    ORDER_STATUSDATE: z.string().optional(),
    STATUS_NAME: z.string().optional(),
    NOTE: z.string().nullish(),
  }),
  TOKEN: z.string().optional(),
})

const address = (c: NewParcel['pickup']) => [c.street, c.ward, c.province].filter(Boolean).join(', ')

/**
 * Viettel Post's partner API v2: `POST /v2/user/Login` gives a token (kept until it expires and
 * renewed once when refused), sent as the `Token` header on every call.
 *
 * Provinces are sent as our (GSO) codes. The simulator reads them as they are; a production
 * account needs Viettel Post's own province ids (docs/api/shipping.md, "Going live").
 */
export function viettelPostAdapter(settings: ViettelPostSettings): CarrierAdapter {
  let session: { token: string; expiresAt: number } | null = null
  const url = (path: string) => `${settings.baseUrl()}${path}`

  async function login(): Promise<string> {
    const body = objectOf(
      await carrierFetch(url('/v2/user/Login'), { method: 'POST', json: { USERNAME: settings.username, PASSWORD: settings.password } }),
    )
    const data = body.data as Record<string, unknown> | undefined
    const token = str(data?.token)
    if (body.error === true || !token)
      throw new AppError('CARRIER_UNAVAILABLE', { cause: new Error(`Viettel Post login: ${str(body.message)}`) })
    // `expired` is a unix time in ms; renew a minute early, and at least hourly
    const expired = num(data?.expired, Date.now() + 3600_000)
    session = { token, expiresAt: Math.min(expired, Date.now() + 3600_000) - 60_000 }
    return token
  }

  const refused = (status: number, body: Record<string, unknown> | null) =>
    status === 401 || num(body?.status) === 401 || (body?.error === true && /token/i.test(str(body.message)))

  /** A call with the session token; a refused token is renewed once. */
  async function call(path: string, json: unknown) {
    for (let attempt = 0; ; attempt++) {
      const token = session && session.expiresAt > Date.now() ? session.token : await login()
      const res = await carrierFetch(url(path), { method: 'POST', headers: { Token: token }, json })
      const body = res.json && !Array.isArray(res.json) ? res.json : null
      if (attempt === 0 && refused(res.status, body)) {
        session = null
        continue
      }
      return res
    }
  }

  /** One printing code for many parcels (`/v2/order/printing-code` takes a list): one page prints every label. */
  async function printPage(labels: string[]) {
    const body = objectOf(await call('/v2/order/printing-code', { EXPIRY_TIME: Date.now() + 7 * 86400_000, ORDER_ARRAY: labels }))
    const code = str(body.message)
    if (body.error === true || !code) throw new AppError('SHIPMENT_NOT_FOUND')
    const params = new URLSearchParams({ type: '1', bill: code, showPostage: '1' })
    return { code, url: `${settings.printUrl()}/DigitalizePrint/report.do?${params}` }
  }

  return {
    carrier: 'VIETTEL_POST',
    simulated: settings.simulated,

    async quote(q: FeeQuery) {
      // express is GHTK's service on this marketplace
      if (q.express) return null
      const res = await call('/v2/order/getPriceAll', {
        SENDER_PROVINCE: Number(q.from.province_code),
        SENDER_DISTRICT: 0,
        RECEIVER_PROVINCE: Number(q.to.province_code),
        RECEIVER_DISTRICT: 0,
        PRODUCT_TYPE: 'HH',
        PRODUCT_WEIGHT: Math.ceil(q.weightGrams),
        PRODUCT_PRICE: q.value,
        MONEY_COLLECTION: 0,
        TYPE: 1,
      })
      if (res.status >= 500) throw new AppError('CARRIER_UNAVAILABLE')
      // getPriceAll answers a bare list of services
      const services = Array.isArray(res.json) ? (res.json as Array<Record<string, unknown>>) : []
      const service = services.find((s) => str(s.MA_DV_CHINH) === VTP_SERVICE)
      if (!service) return null
      const hours = num(/\d+/.exec(str(service.THOI_GIAN))?.[0], 48)
      const days = Math.max(1, Math.ceil(hours / 24))
      return { fee: num(service.GIA_CUOC), eta_days: [days, days + 1] }
    },

    async create(p: NewParcel) {
      const res = await call('/v2/order/createOrder', {
        ORDER_NUMBER: p.partnerId,
        SENDER_FULLNAME: p.pickup.name,
        SENDER_ADDRESS: address(p.pickup),
        SENDER_PHONE: p.pickup.phone,
        SENDER_WARD: 0,
        SENDER_DISTRICT: 0,
        SENDER_PROVINCE: Number(p.pickup.province_code),
        RECEIVER_FULLNAME: p.receiver.name,
        RECEIVER_ADDRESS: address(p.receiver),
        RECEIVER_PHONE: p.receiver.phone,
        RECEIVER_WARD: 0,
        RECEIVER_DISTRICT: 0,
        RECEIVER_PROVINCE: Number(p.receiver.province_code),
        PRODUCT_NAME: p.items
          .map((i) => `${i.name} x${i.quantity}`)
          .join('; ')
          .slice(0, 500),
        PRODUCT_QUANTITY: p.items.reduce((n, i) => n + i.quantity, 0),
        PRODUCT_PRICE: p.value,
        PRODUCT_WEIGHT: p.weightGrams,
        PRODUCT_TYPE: 'HH',
        // 3 = collect the goods' money only (the buyer paid shipping at checkout), 1 = collect nothing
        ORDER_PAYMENT: p.codAmount > 0 ? 3 : 1,
        ORDER_SERVICE: VTP_SERVICE,
        ORDER_SERVICE_ADD: '',
        ORDER_NOTE: p.note ?? '',
        MONEY_COLLECTION: p.codAmount,
        LIST_ITEM: p.items.map((i) => ({
          PRODUCT_NAME: i.name,
          PRODUCT_QUANTITY: i.quantity,
          PRODUCT_WEIGHT: i.weightGrams,
        })),
      })
      const body = objectOf(res)
      const data = body.data as Record<string, unknown> | undefined
      if (body.error === true || !str(data?.ORDER_NUMBER)) {
        throw new AppError('CARRIER_UNAVAILABLE', { cause: new Error(`Viettel Post refused the order: ${str(body.message)}`) })
      }
      return { label: str(data!.ORDER_NUMBER), fee: num(data!.MONEY_TOTAL), statusCode: num(data!.ORDER_STATUS, 102) }
    },

    async cancel(label: string) {
      const body = objectOf(
        await call('/v2/order/UpdateOrder', { TYPE: 4, ORDER_NUMBER: label, NOTE: 'Huỷ đơn theo yêu cầu của người bán' }),
      )
      if (body.error === true) throw new AppError('SHIPMENT_NOT_CANCELLABLE', { cause: new Error(str(body.message)) })
    },

    async label(label: string) {
      return printPage([label])
    },

    printPage,

    parseWebhook(req: WebhookRequest): CarrierReport {
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>
      const auth = headerOf(req.headers, 'authorization').replace(/^Bearer\s+/i, '')
      if (!sameSecret(str(body.TOKEN), settings.webhookSecret) && !sameSecret(auth, settings.webhookSecret)) {
        throw new AppError('WEBHOOK_UNAUTHORIZED')
      }
      const parsed = ZVtpWebhook.safeParse(body)
      if (!parsed.success) throw new AppError('VALIDATION_FAILED')
      const d = parsed.data.DATA
      const actionAt = parseCarrierTime(d.ORDER_STATUSDATE)
      if (!actionAt) throw new AppError('VALIDATION_FAILED')
      const { TOKEN: _secret, ...payload } = body
      return { label: d.ORDER_NUMBER, statusCode: d.ORDER_STATUS, actionAt, reason: d.NOTE?.trim() || null, payload }
    },
  }
}
