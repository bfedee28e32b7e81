import { LEDGER_STATUSES, type LedgerStatus } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

const pageOf = (v: string | null) => Math.min(1000, Math.max(1, Number.parseInt(v ?? '1', 10) || 1))

/** `/ban-hang/tai-chinh?status=&page=&ppage=`: balance, the bank account, 12 monthly statements, transactions and payouts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const url = new URL(request.url)
  const raw = url.searchParams.get('status')
  const status = LEDGER_STATUSES.includes(raw as LedgerStatus) ? (raw as LedgerStatus) : undefined
  const finance = info.data.seller.finance
  const [balance, account, statements, entries, payouts] = await Promise.all([
    finance.balance(),
    finance.account(),
    finance.statements(),
    finance.entries({ status, page: pageOf(url.searchParams.get('page')), limit: 20 }),
    finance.payouts({ page: pageOf(url.searchParams.get('ppage')), limit: 10 }),
  ])
  return { balance, account, statements, entries, payouts, status: status ?? 'all' }
}
