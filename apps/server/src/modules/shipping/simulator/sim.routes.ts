import { type Carrier, type CarrierSimTarget, SHIPPING_SUB_STATUS_LABELS, ZCarrierSimAdvanceInput } from '@xinh/contracts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { requireRole } from '#server/platform/auth/actor.ts'
import type { App } from '#server/platform/server.ts'
import { formatIsoVn } from '../carriers/http.ts'
import { SIM_PREFIX } from '../carriers/setup.ts'
import { mapStatus } from '../status-map.ts'
import { labelPdf } from './pdf.ts'
import { type CarrierSimulator, provinceCodeOf } from './sim.service.ts'

/**
 * The carrier simulator's HTTP face: GHTK's and Viettel Post's API paths under
 * /dev-gateway/{ghtk,viettelpost} (their protocol, not our envelope), and the dev page
 * /dev-gateway/carrier that moves parcels along. Mounted only when a carrier runs without
 * credentials or outside production (docs/api/shipping.md).
 */
export async function carrierSimulatorRoutes(app: App, { sim, production }: { sim: CarrierSimulator; production: boolean }) {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
  }
  const hide = { schema: { hide: true } }
  ghtkRoutes(app, sim, hide)
  viettelPostRoutes(app, sim, hide)
  devPage(app, sim, production, hide)
}

const anyRecord = z.record(z.string(), z.unknown())
const weightOf = (v: unknown, kg = false) => {
  const n = Number(v)
  return Number.isFinite(n) && n > 0 ? Math.round(kg ? n * 1000 : n) : 0
}

// ----- GHTK ---------------------------------------------------------------------------------

function ghtkRoutes(app: App, sim: CarrierSimulator, opts: { schema: { hide: boolean } }) {
  const base = `${SIM_PREFIX}/ghtk`
  const authorised = (req: FastifyRequest, reply: FastifyReply) => {
    const h = (n: string) => String(req.headers[n] ?? '')
    if (sim.ghtkAuthorised(h('token'), h('x-client-source'))) return true
    void reply.status(401).send({ success: false, message: 'Token không hợp lệ' })
    return false
  }
  const notFound = { success: false, message: 'Không tìm thấy đơn hàng' }

  app.get(`${base}/services/shipment/fee`, opts, async (req, reply) => {
    if (!authorised(req, reply)) return reply
    const q = anyRecord.parse(req.query ?? {})
    const from = provinceCodeOf(q.pick_province)
    const to = provinceCodeOf(q.province)
    if (!from || !to) return { success: false, message: 'Địa chỉ không hợp lệ' }
    const express = q.deliver_option === 'xteam'
    const rate = sim.rate(express ? 'EXPRESS' : 'GHTK', from, to, weightOf(q.weight))
    return {
      success: true,
      message: '',
      fee: { name: express ? 'xteam' : 'area1', fee: rate?.fee ?? 0, insurance_fee: 0, include_vat: 0, delivery: Boolean(rate) },
    }
  })

  const ZCreate = z.object({
    products: z.array(z.object({ name: z.string(), quantity: z.coerce.number().int().min(1), weight: z.coerce.number().min(0) })).min(1),
    order: z.looseObject({
      id: z.string().min(1),
      pick_name: z.string().min(1),
      pick_province: z.string().min(1),
      pick_tel: z.string().optional(),
      name: z.string().min(1),
      tel: z.string().min(1),
      address: z.string().min(1),
      province: z.string().min(1),
      pick_money: z.coerce.number().int().min(0),
      value: z.coerce.number().min(0).optional(),
      deliver_option: z.string().optional(),
      total_weight: z.coerce.number().min(0).optional(),
    }),
  })
  app.post(`${base}/services/shipment/order`, opts, async (req, reply) => {
    if (!authorised(req, reply)) return reply
    const parsed = ZCreate.safeParse(req.body)
    if (!parsed.success) return { success: false, message: 'Dữ liệu đơn hàng không hợp lệ' }
    const { order, products } = parsed.data
    const from = provinceCodeOf(order.pick_province)
    const to = provinceCodeOf(order.province)
    if (!from || !to) return { success: false, message: 'Địa chỉ không hợp lệ' }
    const express = order.deliver_option === 'xteam'
    const weight = weightOf(order.total_weight, true) || products.reduce((w, p) => w + weightOf(p.weight, true) * p.quantity, 0)
    const rate = sim.rate(express ? 'EXPRESS' : 'GHTK', from, to, weight)
    if (!rate) return { success: false, message: express ? 'Tuyến này không hỗ trợ giao XTEAM' : 'Khối lượng vượt quá giới hạn' }
    const { parcel, existed } = await sim.book('GHTK', order.id, rate.fee, {
      cod: order.pick_money,
      weight,
      express,
      from,
      to,
      order,
      products,
    })
    if (existed) {
      return {
        success: false,
        message: 'Mã đơn hàng đã tồn tại',
        error: {
          code: 'ORDER_ID_EXIST',
          partner_id: parcel.partnerId,
          ghtk_label: parcel.label,
          created: formatIsoVn(parcel.createdAt),
          status: parcel.statusCode,
        },
      }
    }
    const tracking = Number(parcel.label.split('.').at(-1))
    return {
      success: true,
      message: 'Các đơn hàng đã được add thành công',
      order: {
        partner_id: parcel.partnerId,
        label: parcel.label,
        area: '1',
        fee: parcel.fee,
        insurance_fee: 0,
        estimated_pick_time: 'Sáng mai',
        estimated_deliver_time: `${rate.eta_days[1]} ngày`,
        products: [],
        status_id: parcel.statusCode,
        tracking_id: tracking,
        sorting_code: `${from}.${to}`,
      },
    }
  })

  app.get(`${base}/services/shipment/v2/:label`, opts, async (req, reply) => {
    if (!authorised(req, reply)) return reply
    const { label } = req.params as { label: string }
    const p = await sim.find('GHTK', label)
    if (!p) return notFound
    const request = p.request as { cod?: number; weight?: number }
    return {
      success: true,
      message: '',
      order: {
        label_id: p.label,
        partner_id: p.partnerId,
        status: String(p.statusCode),
        status_text: sim.describe(p).name,
        created: formatIsoVn(p.createdAt),
        modified: formatIsoVn(p.updatedAt),
        pick_money: request.cod ?? 0,
        ship_money: p.fee,
        weight: request.weight ?? 0,
      },
    }
  })

  app.post(`${base}/services/shipment/cancel/:label`, opts, async (req, reply) => {
    if (!authorised(req, reply)) return reply
    const { label } = req.params as { label: string }
    const done = await sim.cancel('GHTK', label)
    if (done === 'ok') return { success: true, message: '', log_id: `sim-${Date.now()}` }
    if (done === 'not_found') return notFound
    if (done === 'cancelled') return { success: false, message: 'Đơn hàng đã bị hủy' }
    return { success: false, message: 'Đơn hàng đã lấy hàng, không thể hủy' }
  })

  app.get(`${base}/services/label/:label`, opts, async (req, reply) => {
    if (!authorised(req, reply)) return reply
    const { label } = req.params as { label: string }
    const p = await sim.find('GHTK', label)
    if (!p) return reply.status(404).send(notFound)
    const request = p.request as { cod?: number; order?: Record<string, string> }
    const pdf = labelPdf([
      `GHTK ${p.label}`,
      `Ma don: ${p.partnerId}`,
      `Nguoi nhan: ${request.order?.name ?? ''} ${request.order?.tel ?? ''}`,
      `Dia chi: ${request.order?.address ?? ''}, ${request.order?.ward ?? ''}, ${request.order?.province ?? ''}`,
      `Thu ho: ${request.cod ?? 0} VND`,
      'Nhan in tu trinh mo phong (khong co gia tri van chuyen)',
    ])
    return reply.type('application/pdf').send(Buffer.from(pdf))
  })
}

// ----- Viettel Post -------------------------------------------------------------------------

function viettelPostRoutes(app: App, sim: CarrierSimulator, opts: { schema: { hide: boolean } }) {
  const base = `${SIM_PREFIX}/viettelpost`
  const authorised = (req: FastifyRequest, reply: FastifyReply) => {
    if (sim.vtpAuthorised(String(req.headers.token ?? ''))) return true
    void reply.status(401).send({ status: 401, error: true, message: 'Token không hợp lệ hoặc đã hết hạn' })
    return false
  }
  const body = (req: FastifyRequest) => anyRecord.safeParse(req.body).data ?? {}

  app.post(`${base}/v2/user/Login`, opts, async (req) => {
    const b = body(req)
    const session = sim.vtpLogin(String(b.USERNAME ?? ''), String(b.PASSWORD ?? ''))
    if (!session) return { status: 401, error: true, message: 'Sai tên đăng nhập hoặc mật khẩu', data: null }
    return {
      status: 200,
      error: false,
      message: 'OK',
      data: { userId: 1, token: session.token, partner: 1, phone: '', expired: session.expired, encrypted: '', source: 0 },
    }
  })

  app.post(`${base}/v2/order/getPriceAll`, opts, async (req, reply) => {
    if (!authorised(req, reply)) return reply
    const b = body(req)
    const from = provinceCodeOf(b.SENDER_PROVINCE)
    const to = provinceCodeOf(b.RECEIVER_PROVINCE)
    const rate = from && to ? sim.rate('VIETTEL_POST', from, to, weightOf(b.PRODUCT_WEIGHT)) : null
    if (!rate) return []
    return [
      {
        MA_DV_CHINH: 'VCN',
        TEN_DICHVU: 'Chuyển phát nhanh',
        GIA_CUOC: rate.fee,
        THOI_GIAN: `${rate.eta_days[0] * 24} giờ`,
        EXCHANGE_WEIGHT: 0,
      },
      {
        MA_DV_CHINH: 'VTK',
        TEN_DICHVU: 'Tiết kiệm',
        GIA_CUOC: Math.round((rate.fee * 0.85) / 500) * 500,
        THOI_GIAN: `${(rate.eta_days[1] + 1) * 24} giờ`,
        EXCHANGE_WEIGHT: 0,
      },
    ]
  })

  app.post(`${base}/v2/order/createOrder`, opts, async (req, reply) => {
    if (!authorised(req, reply)) return reply
    const b = body(req)
    const from = provinceCodeOf(b.SENDER_PROVINCE)
    const to = provinceCodeOf(b.RECEIVER_PROVINCE)
    const partnerId = String(b.ORDER_NUMBER ?? '')
    const weight = weightOf(b.PRODUCT_WEIGHT)
    if (!from || !to || !partnerId || !b.RECEIVER_FULLNAME || !b.RECEIVER_PHONE) {
      return { status: 204, error: true, message: 'Dữ liệu đơn hàng không hợp lệ', data: null }
    }
    const rate = sim.rate('VIETTEL_POST', from, to, weight)
    if (!rate) return { status: 204, error: true, message: 'Khối lượng vượt quá giới hạn', data: null }
    const cod = Math.max(0, Math.round(Number(b.MONEY_COLLECTION) || 0))
    // a second booking with the same ORDER_NUMBER returns the first (the simulator is idempotent here)
    const { parcel } = await sim.book('VIETTEL_POST', partnerId, rate.fee, { cod, weight, express: false, from, to, order: b })
    return {
      status: 200,
      error: false,
      message: 'OK',
      data: {
        ORDER_NUMBER: parcel.label,
        MONEY_COLLECTION: cod,
        EXCHANGE_WEIGHT: weight,
        MONEY_TOTAL: parcel.fee,
        MONEY_TOTAL_FEE: parcel.fee,
        MONEY_FEE: parcel.fee,
        MONEY_COLLECTION_FEE: 0,
        MONEY_FEE_VAT: 0,
        KPI_HT: rate.eta_days[1] * 24,
        ORDER_STATUS: parcel.statusCode,
      },
    }
  })

  app.post(`${base}/v2/order/UpdateOrder`, opts, async (req, reply) => {
    if (!authorised(req, reply)) return reply
    const b = body(req)
    if (Number(b.TYPE) !== 4) return { status: 204, error: true, message: 'Trình mô phỏng chỉ hỗ trợ TYPE 4 (huỷ đơn)' }
    const done = await sim.cancel('VIETTEL_POST', String(b.ORDER_NUMBER ?? ''))
    if (done === 'ok' || done === 'cancelled') return { status: 200, error: false, message: 'OK' }
    if (done === 'not_found') return { status: 204, error: true, message: 'Không tìm thấy vận đơn' }
    return { status: 204, error: true, message: 'Đơn hàng đã được bưu tá nhận, không thể huỷ' }
  })

  app.post(`${base}/v2/order/printing-code`, opts, async (req, reply) => {
    if (!authorised(req, reply)) return reply
    const b = body(req)
    const labels = Array.isArray(b.ORDER_ARRAY) ? b.ORDER_ARRAY.map(String) : []
    const found = await Promise.all(labels.map((l) => sim.find('VIETTEL_POST', l)))
    if (labels.length === 0 || found.some((p) => !p)) return { status: 204, error: true, message: 'Không tìm thấy vận đơn' }
    const expires = Number(b.EXPIRY_TIME) > Date.now() ? Number(b.EXPIRY_TIME) : Date.now() + 86400_000
    return { status: 200, error: false, message: sim.printCode(labels, expires) }
  })

  app.get(`${base}/DigitalizePrint/report.do`, opts, async (req, reply) => {
    const q = anyRecord.parse(req.query ?? {})
    const labels = sim.readPrintCode(String(q.bill ?? ''))
    if (!labels)
      return reply.status(404).type('text/html; charset=utf-8').send(page('Không tìm thấy', '<p>Mã in không hợp lệ hoặc đã hết hạn.</p>'))
    const parcels = (await Promise.all(labels.map((l) => sim.find('VIETTEL_POST', l)))).filter((p) => p !== undefined)
    const items = parcels
      .map((p) => {
        const o = (p.request as { order?: Record<string, unknown>; cod?: number }).order ?? {}
        return `<section class="label"><h2>Viettel Post ${esc(p.label)}</h2><p>Mã đơn: ${esc(p.partnerId)}</p><p>Người nhận: ${esc(String(o.RECEIVER_FULLNAME ?? ''))} — ${esc(String(o.RECEIVER_PHONE ?? ''))}</p><p>${esc(String(o.RECEIVER_ADDRESS ?? ''))}</p><p>Thu hộ: ${esc(String((p.request as { cod?: number }).cod ?? 0))} ₫</p></section>`
      })
      .join('')
    return reply.type('text/html; charset=utf-8').send(page('Nhãn vận đơn', items))
  })
}

// ----- dev page -----------------------------------------------------------------------------

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, body: string) {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#111}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem .5rem;text-align:left;vertical-align:top}caption{text-align:left;font-weight:600;margin-bottom:.5rem}form{display:inline}button{margin:.1rem;padding:.3rem .6rem;cursor:pointer}.label{border:1px dashed #333;padding:1rem;margin-bottom:1rem;max-width:24rem}</style></head><body>${body}</body></html>`
}

const ADVANCE_MESSAGES: Record<string, string> = {
  cancelled: 'Vận đơn đã bị huỷ',
  finished: 'Vận đơn đã ở trạng thái cuối',
  not_deliverable: 'Vận đơn đang được hoàn về, không thể giao',
  already_delivered: 'Vận đơn đã giao thành công, không thể hoàn',
  not_cancellable: 'Không thể huỷ ở trạng thái này',
}

function devPage(app: App, sim: CarrierSimulator, production: boolean, opts: { schema: { hide: boolean } }) {
  // a production deployment without carrier credentials plays the carrier with this page: admins only
  const guard = (req: FastifyRequest) => {
    if (production) requireRole(req.actor, 'admin')
  }

  app.get(`${SIM_PREFIX}/carrier`, opts, async (req, reply) => {
    guard(req)
    const parcels = await sim.recent(100)
    const rows = parcels
      .map((p) => {
        const carrier = p.carrier as Carrier
        const { name, subStatus } = sim.describe(p)
        const action = `${SIM_PREFIX}/carrier/parcels/${encodeURIComponent(p.label)}/advance`
        const button = (to: CarrierSimTarget | '', text: string) =>
          `<form method="post" action="${action}"><input type="hidden" name="to" value="${to}"><button type="submit" aria-label="${esc(`${text}: ${p.label}`)}">${esc(text)}</button></form>`
        return `<tr><th scope="row"><code>${esc(p.label)}</code></th><td>${carrier === 'GHTK' ? 'GHTK' : 'Viettel Post'}</td><td><code>${esc(p.partnerId)}</code></td><td>${p.statusCode} — ${esc(name)}<br><small>${esc(subStatus)}</small></td><td>${p.script.map((c, i) => (i === p.step ? `<strong>${c}</strong>` : String(c))).join(' → ')}</td><td>${p.nextAt ? `<time datetime="${p.nextAt.toISOString()}">${esc(formatIsoVn(p.nextAt))}</time>` : '—'}</td><td>${button('', 'Trạng thái tiếp')}${button('picked_up', 'Đã lấy hàng')}${button('delivered', 'Giao thành công')}${button('returned', 'Giao thất bại & hoàn')}</td></tr>`
      })
      .join('')
    const notice =
      typeof (req.query as Record<string, unknown>)?.msg === 'string'
        ? `<p role="status">${esc(String((req.query as Record<string, string>).msg))}</p>`
        : ''
    const body = `<h1>Trình mô phỏng đơn vị vận chuyển</h1>
<p>GHTK và Viettel Post mô phỏng. Mỗi bước gửi webhook có chữ ký về máy chủ như đơn vị thật. JSON: <code>POST ${SIM_PREFIX}/carrier/parcels/{label}/advance</code> với <code>{"to":"picked_up"|"delivered"|"returned"}</code>.</p>${notice}
<table><caption>Vận đơn gần đây (${parcels.length})</caption><thead><tr><th scope="col">Mã vận đơn</th><th scope="col">Đơn vị</th><th scope="col">Mã đơn đối tác</th><th scope="col">Trạng thái</th><th scope="col">Kịch bản</th><th scope="col">Bước tiếp theo lúc</th><th scope="col">Thao tác</th></tr></thead><tbody>${rows || '<tr><td colspan="7">Chưa có vận đơn nào.</td></tr>'}</tbody></table>`
    return reply.type('text/html; charset=utf-8').send(page('Trình mô phỏng vận chuyển', body))
  })

  app.post(`${SIM_PREFIX}/carrier/parcels/:label/advance`, opts, async (req, reply) => {
    guard(req)
    const { label } = req.params as { label: string }
    const fromForm = String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
    const raw = anyRecord.safeParse(req.body ?? {}).data ?? {}
    const parsed = ZCarrierSimAdvanceInput.safeParse(fromForm && raw.to === '' ? {} : raw)
    if (!parsed.success)
      return reply
        .status(400)
        .send({ success: false, error: { code: 'VALIDATION_FAILED', message: 'to: picked_up | delivered | returned' } })
    const result = await sim.advance(label, parsed.data.to)
    const back = (msg: string) => reply.redirect(`${SIM_PREFIX}/carrier?msg=${encodeURIComponent(msg)}`, 303)
    if (result === 'not_found') {
      if (fromForm) return back(`Không tìm thấy ${label}`)
      return reply.status(404).send({ success: false, error: { code: 'SHIPMENT_NOT_FOUND', message: `no parcel ${label}` } })
    }
    if (typeof result === 'string') {
      if (fromForm) return back(ADVANCE_MESSAGES[result] ?? result)
      return reply.status(409).send({ success: false, error: { code: result, message: ADVANCE_MESSAGES[result] ?? result } })
    }
    const data = {
      ...result,
      sub_status: mapStatus(result.carrier, result.status_code)?.subStatus ?? null,
    }
    if (fromForm) {
      const label2 = data.sub_status ? SHIPPING_SUB_STATUS_LABELS[data.sub_status].vi : String(data.status_code)
      return back(`${label}: ${label2} (${result.webhooks.filter((w) => w.delivered).length}/${result.webhooks.length} webhook)`)
    }
    return { success: true, data }
  })
}
