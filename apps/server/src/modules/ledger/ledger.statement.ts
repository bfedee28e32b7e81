import ExcelJS from 'exceljs'
import {
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  type Lang,
  LEDGER_STATUSES,
  type LedgerStatus,
  ledgerMemoText,
  type TLedgerStatement,
} from '@xinh/contracts'
import type { EntryRow } from './ledger.repo.ts'

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const WORDS: Record<Lang, Record<string, string>> = {
  vi: {
    summary: 'Tổng hợp',
    lines: 'Chi tiết',
    title: 'Sao kê tháng {month}',
    item: 'Khoản',
    amount: 'Số tiền (VND)',
    net: 'Thu nhập thuần của tháng (không gồm tiền đã chuyển)',
    orders: 'Số đơn ghi nhận',
    date: 'Thời gian (giờ Việt Nam)',
    order: 'Mã đơn',
    kind: 'Loại',
    status: 'Trạng thái',
    available: 'Khả dụng từ',
    memo: 'Ghi chú',
    pending: 'Đang chờ (trong thời hạn trả hàng)',
    available_status: 'Khả dụng',
    paid_out: 'Đã chuyển',
  },
  en: {
    summary: 'Summary',
    lines: 'Lines',
    title: 'Statement for {month}',
    item: 'Item',
    amount: 'Amount (VND)',
    net: "The month's net earnings (payouts left out)",
    orders: 'Orders booked',
    date: 'Time (Vietnam)',
    order: 'Order',
    kind: 'Kind',
    status: 'Status',
    available: 'Available from',
    memo: 'Note',
    pending: 'Pending (return window open)',
    available_status: 'Available',
    paid_out: 'Paid out',
  },
  ko: {
    summary: '요약',
    lines: '내역',
    title: '{month} 정산서',
    item: '항목',
    amount: '금액 (VND)',
    net: '이번 달 순수익 (정산 이체 제외)',
    orders: '반영된 주문 수',
    date: '시간 (베트남)',
    order: '주문 번호',
    kind: '유형',
    status: '상태',
    available: '정산 가능일',
    memo: '메모',
    pending: '대기 (반품 기간)',
    available_status: '정산 가능',
    paid_out: '이체 완료',
  },
}

const statusWord = (s: LedgerStatus) => (s === 'available' ? 'available_status' : s)
/** Vietnam time (UTC+7, no daylight saving) as a naive date Excel shows as it is. */
const vnTime = (d: Date) => new Date(d.getTime() + 7 * 3600 * 1000)

/**
 * A month's statement: a summary sheet (every kind's total, fee and tax lines included, the net
 * and the orders booked) and every line of the month with its order, kind, status and note.
 */
export async function statementXlsx(opts: {
  month: string
  lang: Lang
  statement: TLedgerStatement
  lines: Array<{ entry: EntryRow; orderCode: string | null }>
}): Promise<Buffer> {
  const w = WORDS[opts.lang]
  const wb = new ExcelJS.Workbook()
  wb.creator = 'Xinh'
  wb.created = new Date(0)
  const money = '#,##0;-#,##0;0'

  const summary = wb.addWorksheet(w.summary as string)
  summary.columns = [
    { key: 'item', width: 52 },
    { key: 'amount', width: 18, style: { numFmt: money } },
  ]
  summary.addRow([(w.title as string).replace('{month}', opts.month)]).font = { bold: true, size: 14 }
  summary.addRow([])
  summary.addRow([w.item, w.amount]).font = { bold: true }
  for (const kind of LEDGER_KINDS) summary.addRow([LEDGER_KIND_LABELS[kind][opts.lang], opts.statement.totals[kind] ?? 0])
  summary.addRow([w.net, opts.statement.net]).font = { bold: true }
  summary.addRow([w.orders, opts.statement.orders])

  const sheet = wb.addWorksheet(w.lines as string)
  sheet.columns = [
    { header: w.date, key: 'date', width: 20, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
    { header: w.order, key: 'order', width: 16 },
    { header: w.kind, key: 'kind', width: 40 },
    { header: w.amount, key: 'amount', width: 16, style: { numFmt: money } },
    { header: w.status, key: 'status', width: 30 },
    { header: w.available, key: 'available', width: 20, style: { numFmt: 'dd/mm/yyyy hh:mm' } },
    { header: w.memo, key: 'memo', width: 50 },
  ]
  sheet.getRow(1).font = { bold: true }
  for (const { entry: e, orderCode } of opts.lines)
    sheet.addRow({
      date: vnTime(e.createdAt),
      order: orderCode ?? '',
      kind: LEDGER_KIND_LABELS[e.kind][opts.lang],
      amount: e.amount,
      status: LEDGER_STATUSES.includes(e.status) ? w[statusWord(e.status)] : e.status,
      available: e.availableAt ? vnTime(e.availableAt) : null,
      memo: ledgerMemoText(e.memo, opts.lang) ?? '',
    })
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return Buffer.from(await wb.xlsx.writeBuffer())
}
