import { PassThrough } from 'node:stream'
import type { Lang, OrderStatus, PaymentMethod } from '@xinh/contracts'
import ExcelJS from 'exceljs'
import { type Period, VN_OFFSET_MS } from './dashboard.period.ts'

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

type Words = {
  summary: string
  chart: string
  products: string
  orders: string
  title: string
  period: string
  revenue: string
  orders_count: string
  buyers: string
  aov: string
  cancelled: string
  revenue_note: string
  time: string
  product: string
  units: string
  item_revenue: string
  code: string
  placed_at: string
  status: string
  payment: string
  subtotal: string
  shop_voucher: string
  platform_voucher: string
  shipping: string
  total: string
  status_names: Record<OrderStatus, string>
  payment_names: Record<PaymentMethod, string>
}

const WORDS: Record<Lang, Words> = {
  vi: {
    summary: 'Tổng quan',
    chart: 'Theo thời gian',
    products: 'Sản phẩm',
    orders: 'Đơn hàng',
    title: 'Báo cáo bán hàng',
    period: 'Thời gian (giờ Việt Nam)',
    revenue: 'Doanh số (VND)',
    orders_count: 'Số đơn hàng',
    buyers: 'Số người mua',
    aov: 'Giá trị đơn trung bình (VND)',
    cancelled: 'Đơn đã huỷ',
    revenue_note: 'Doanh số = tiền hàng sau voucher của shop, của các đơn đã đặt (không gồm đơn huỷ và đơn chưa thanh toán).',
    time: 'Thời điểm',
    product: 'Sản phẩm',
    units: 'Số lượng bán',
    item_revenue: 'Doanh số trước voucher (VND)',
    code: 'Mã đơn',
    placed_at: 'Thời gian đặt',
    status: 'Trạng thái',
    payment: 'Thanh toán',
    subtotal: 'Tiền hàng',
    shop_voucher: 'Voucher của shop',
    platform_voucher: 'Voucher Xinh',
    shipping: 'Phí vận chuyển',
    total: 'Người mua trả',
    status_names: {
      pending: 'Chờ thanh toán',
      waiting_approval: 'Chờ hệ thống duyệt',
      awaiting_confirmation: 'Chờ xác nhận',
      preparing: 'Đang chuẩn bị',
      to_ship: 'Chờ lấy hàng',
      shipping: 'Đang giao',
      delivered: 'Đã giao',
      cancel_pending: 'Chờ huỷ',
      cancelled: 'Đã huỷ',
      completed: 'Hoàn thành',
      return_refund: 'Trả hàng/Hoàn tiền',
    },
    payment_names: { COD: 'Thanh toán khi nhận hàng', MOMO: 'MoMo', VNPAY: 'VNPay', VISA: 'Thẻ quốc tế', BANK_CARD: 'Thẻ ATM nội địa' },
  },
  en: {
    summary: 'Summary',
    chart: 'Over time',
    products: 'Products',
    orders: 'Orders',
    title: 'Sales report',
    period: 'Period (Vietnam time)',
    revenue: 'Sales (VND)',
    orders_count: 'Orders',
    buyers: 'Buyers',
    aov: 'Average order value (VND)',
    cancelled: 'Cancelled orders',
    revenue_note: "Sales = goods after the shop's voucher, of the orders placed (cancelled and unpaid orders left out).",
    time: 'Time',
    product: 'Product',
    units: 'Units sold',
    item_revenue: 'Sales before vouchers (VND)',
    code: 'Order',
    placed_at: 'Placed at',
    status: 'Status',
    payment: 'Payment',
    subtotal: 'Goods',
    shop_voucher: 'Shop voucher',
    platform_voucher: 'Xinh voucher',
    shipping: 'Shipping fee',
    total: 'Buyer paid',
    status_names: {
      pending: 'Awaiting payment',
      waiting_approval: 'Awaiting system check',
      awaiting_confirmation: 'Awaiting confirmation',
      preparing: 'Preparing',
      to_ship: 'Awaiting pickup',
      shipping: 'Shipping',
      delivered: 'Delivered',
      cancel_pending: 'Cancel requested',
      cancelled: 'Cancelled',
      completed: 'Completed',
      return_refund: 'Return/refund',
    },
    payment_names: { COD: 'Cash on delivery', MOMO: 'MoMo', VNPAY: 'VNPay', VISA: 'International card', BANK_CARD: 'Domestic card' },
  },
  ko: {
    summary: '요약',
    chart: '기간별',
    products: '상품',
    orders: '주문',
    title: '판매 보고서',
    period: '기간 (베트남 시간)',
    revenue: '매출 (VND)',
    orders_count: '주문 수',
    buyers: '구매자 수',
    aov: '평균 주문 금액 (VND)',
    cancelled: '취소된 주문',
    revenue_note: '매출 = 상점 바우처 적용 후 상품 금액 (취소 및 미결제 주문 제외).',
    time: '시간',
    product: '상품',
    units: '판매 수량',
    item_revenue: '바우처 전 매출 (VND)',
    code: '주문 번호',
    placed_at: '주문 시간',
    status: '상태',
    payment: '결제',
    subtotal: '상품 금액',
    shop_voucher: '상점 바우처',
    platform_voucher: 'Xinh 바우처',
    shipping: '배송비',
    total: '구매자 결제액',
    status_names: {
      pending: '결제 대기',
      waiting_approval: '시스템 확인 대기',
      awaiting_confirmation: '확인 대기',
      preparing: '준비 중',
      to_ship: '픽업 대기',
      shipping: '배송 중',
      delivered: '배송 완료',
      cancel_pending: '취소 요청',
      cancelled: '취소됨',
      completed: '완료',
      return_refund: '반품/환불',
    },
    payment_names: { COD: '착불 결제', MOMO: 'MoMo', VNPAY: 'VNPay', VISA: '해외 카드', BANK_CARD: '국내 카드' },
  },
}

type OrderRow = {
  id: string
  code: string
  createdAt: Date
  status: OrderStatus
  paymentMethod: PaymentMethod
  subtotal: number
  shopVoucherDiscount: number
  platformVoucherDiscount: number
  shippingFee: number
  total: number
}

const vnTime = (d: Date) => new Date(d.getTime() + VN_OFFSET_MS)
const MONEY = '#,##0'
const PAGE = 5_000

/**
 * The sales report workbook, written as a stream (a year of a busy shop is ~100k order rows):
 * the period's totals, the chart's points, every product sold and every order placed, the
 * orders read a page at a time.
 */
export async function salesReportXlsx(opts: {
  lang: Lang
  period: Period
  totals: { revenue: number; orders: number; buyers: number; average_order_value: number; cancelled: number }
  series: Array<{ at: string; revenue: number; orders: number }>
  products: Array<{ name: string; units: number; revenue: number }>
  orders: (after: { at: Date; id: string } | null, limit: number) => Promise<OrderRow[]>
}): Promise<Buffer> {
  const w = WORDS[opts.lang]
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve)
    out.on('error', reject)
  })
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  wb.creator = 'Xinh'

  const summary = wb.addWorksheet(w.summary)
  summary.columns = [{ width: 36 }, { width: 24 }]
  summary.addRow([w.title]).commit()
  summary.addRow([w.period, `${opts.period.from} → ${opts.period.to}`]).commit()
  for (const [label, value] of [
    [w.revenue, opts.totals.revenue],
    [w.orders_count, opts.totals.orders],
    [w.buyers, opts.totals.buyers],
    [w.aov, opts.totals.average_order_value],
    [w.cancelled, opts.totals.cancelled],
  ] as const) {
    const row = summary.addRow([label, value])
    row.getCell(2).numFmt = MONEY
    row.commit()
  }
  summary.addRow([w.revenue_note]).commit()
  summary.commit()

  const chart = wb.addWorksheet(w.chart)
  chart.columns = [
    { header: w.time, width: 18 },
    { header: w.orders_count, width: 14 },
    { header: w.revenue, width: 18, style: { numFmt: MONEY } },
  ]
  for (const p of opts.series) chart.addRow([p.at.replace('T', ' '), p.orders, p.revenue]).commit()
  chart.commit()

  const products = wb.addWorksheet(w.products)
  products.columns = [
    { header: w.product, width: 60 },
    { header: w.units, width: 14 },
    { header: w.item_revenue, width: 24, style: { numFmt: MONEY } },
  ]
  for (const p of opts.products) products.addRow([p.name, p.units, p.revenue]).commit()
  products.commit()

  const orders = wb.addWorksheet(w.orders)
  orders.columns = [
    { header: w.code, width: 16 },
    { header: w.placed_at, width: 18, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
    { header: w.status, width: 22 },
    { header: w.payment, width: 24 },
    { header: w.subtotal, width: 14, style: { numFmt: MONEY } },
    { header: w.shop_voucher, width: 14, style: { numFmt: MONEY } },
    { header: w.platform_voucher, width: 14, style: { numFmt: MONEY } },
    { header: w.shipping, width: 14, style: { numFmt: MONEY } },
    { header: w.total, width: 14, style: { numFmt: MONEY } },
  ]
  let after: { at: Date; id: string } | null = null
  for (;;) {
    const page = await opts.orders(after, PAGE)
    for (const o of page)
      orders
        .addRow([
          o.code,
          vnTime(o.createdAt),
          w.status_names[o.status] ?? o.status,
          w.payment_names[o.paymentMethod] ?? o.paymentMethod,
          o.subtotal,
          o.shopVoucherDiscount,
          o.platformVoucherDiscount,
          o.shippingFee,
          o.total,
        ])
        .commit()
    const last = page.at(-1)
    if (!last || page.length < PAGE) break
    after = { at: last.createdAt, id: last.id }
  }
  orders.commit()
  await wb.commit()
  await done
  return Buffer.concat(chunks)
}
