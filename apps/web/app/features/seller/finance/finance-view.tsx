import type { TLedgerBalance, TLedgerEntry, TLedgerPayout, TLedgerStatement, TSellerAccount } from '@xinh/contracts'
import { Banknote, Download, Landmark, ReceiptText } from 'lucide-react'
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { StatusBadge, type Tone } from '#web/ui/status-badge.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useSellerT } from '../i18n/index.ts'

type Paged<T> = { items: T[]; meta: { page: number; limit: number; total: number } }
type Props = {
  balance: TLedgerBalance
  account: TSellerAccount
  statements: TLedgerStatement[]
  entries: Paged<TLedgerEntry>
  payouts: Paged<TLedgerPayout>
  status: string
}

const STATUS_TONE: Record<string, Tone> = { pending: 'warning', available: 'success', paid_out: 'neutral' }
const money = (n: number) => <span className={n < 0 ? 'text-red-800' : undefined}>{formatVnd(n)}</span>

/** Pays the available balance now (POST /api/v1/seller/finance/payouts) after a confirmation. */
function PayoutButton({ balance, account }: { balance: TLedgerBalance; account: TSellerAccount }) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  if (!account.bank_account_number)
    return (
      <div className="flex flex-col items-start gap-2 text-sm text-neutral-800">
        <p>{t('sc.fin.payout.no_bank')}</p>
        <Link to="/ban-hang/cai-dat/thanh-toan" className="font-semibold text-brand-700 hover:underline">
          {t('sc.fin.payout.add_bank')}
        </Link>
      </div>
    )
  const amount = formatVnd(balance.available)
  async function payOut() {
    setBusy(true)
    try {
      const payout = await api.post<TLedgerPayout>('/api/v1/seller/finance/payouts')
      toast(t('sc.fin.payout.done', { amount: formatVnd(payout.amount) }), 'success')
      setOpen(false)
      await revalidator.revalidate()
    } catch (error) {
      toast(error instanceof ApiError && error.message ? error.message : t('sc.state.error_body'), 'error')
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm text-neutral-700">
        {t('sc.fin.bank', { bank: account.bank_name ?? '', account: account.bank_account_number })}
      </p>
      {balance.available > 0 ? (
        <Button onClick={() => setOpen(true)}>
          <Banknote aria-hidden className="size-4" />
          {t('sc.fin.payout.request')}
        </Button>
      ) : (
        <p className="text-sm text-neutral-700">{t('sc.fin.payout.nothing')}</p>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('sc.fin.payout.title', { amount })}
        description={t('sc.fin.payout.body', {
          bank: account.bank_name ?? '',
          account: account.bank_account_number,
          name: account.bank_account_name ?? '',
        })}
      >
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={() => setOpen(false)}>
            {t('sc.fin.payout.cancel')}
          </Button>
          <Button className="flex-1" loading={busy} onClick={payOut}>
            {t('sc.fin.payout.submit')}
          </Button>
        </div>
      </Dialog>
    </div>
  )
}

function Balance({ balance, account }: Pick<Props, 'balance' | 'account'>) {
  const t = useSellerT()
  const card = 'flex flex-col gap-1 rounded-xl bg-neutral-50 p-3 ring-1 ring-neutral-200'
  return (
    <section aria-label={t('sc.fin.available')} className="grid gap-3 lg:grid-cols-3">
      <div className={`${card} bg-brand-50 ring-brand-200 lg:row-span-2`}>
        <p className="text-sm text-neutral-800">{t('sc.fin.available')}</p>
        <p className="text-2xl font-bold" data-testid="finance-available">
          {formatVnd(balance.available)}
        </p>
        <p className="mb-2 text-xs text-neutral-700">{t('sc.fin.auto_payout')}</p>
        <PayoutButton balance={balance} account={account} />
      </div>
      <div className={card}>
        <p className="text-sm text-neutral-700">{t('sc.fin.pending')}</p>
        <p className="text-lg font-bold">{formatVnd(balance.pending)}</p>
        <p className="text-xs text-neutral-700">
          {balance.next_release_at
            ? t('sc.fin.pending_next', { date: formatDateTime(balance.next_release_at, t.lang) })
            : t('sc.fin.pending_none')}
        </p>
      </div>
      <div className={card}>
        <p className="text-sm text-neutral-700">{t('sc.fin.paid_out')}</p>
        <p className="text-lg font-bold">{formatVnd(balance.paid_out)}</p>
      </div>
      <div className={card}>
        <p className="text-sm text-neutral-700">{t('sc.fin.total_revenue')}</p>
        <p className="text-lg font-bold">{formatVnd(balance.total_revenue)}</p>
      </div>
    </section>
  )
}

/** Monthly statements with their fee and tax lines; each month downloads as Excel. */
function Statements({ statements }: { statements: TLedgerStatement[] }) {
  const t = useSellerT()
  const active = statements.filter((s) => s.orders > 0 || Object.values(s.totals).some((v) => v !== 0))
  return (
    <section aria-labelledby="fin-statements" className="flex flex-col gap-2">
      <h2 id="fin-statements" className="text-base font-bold">
        {t('sc.fin.statements')}
      </h2>
      <p className="text-xs text-neutral-700">{t('sc.fin.statements_hint')}</p>
      {active.length === 0 ? (
        <EmptyState icon={ReceiptText} title={t('sc.fin.statements_empty')} />
      ) : (
        // relative: the header's screen-reader-only text is placed inside the scrolling box, not past the page's edge
        <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <table className="w-full min-w-[760px] text-right text-sm whitespace-nowrap">
            <thead>
              <tr className="border-b border-neutral-200 text-xs text-neutral-700">
                <th scope="col" className="py-2 pr-2 text-left">
                  {t('sc.fin.month')}
                </th>
                <th scope="col" className="px-2">
                  {t('sc.fin.col.revenue')}
                </th>
                <th scope="col" className="px-2">
                  {t('sc.fin.col.cofunding')}
                </th>
                <th scope="col" className="px-2">
                  {t('sc.fin.col.platform_fee')}
                </th>
                <th scope="col" className="px-2">
                  {t('sc.fin.col.payment_fee')}
                </th>
                <th scope="col" className="px-2">
                  {t('sc.fin.col.tax')}
                </th>
                <th scope="col" className="px-2">
                  {t('sc.fin.col.refunds')}
                </th>
                <th scope="col" className="px-2">
                  {t('sc.fin.col.net')}
                </th>
                <th scope="col" className="px-2">
                  {t('sc.fin.col.orders')}
                </th>
                <th scope="col" className="pl-2">
                  <span className="sr-only">{t('sc.fin.download')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {active.map((s) => (
                <tr key={s.month} className="border-b border-neutral-100">
                  <th scope="row" className="py-2 pr-2 text-left font-semibold">
                    {s.month}
                  </th>
                  <td className="px-2">{money(s.totals.revenue ?? 0)}</td>
                  <td className="px-2">{money(s.totals.voucher_cofunding ?? 0)}</td>
                  <td className="px-2">{money(s.totals.platform_fee ?? 0)}</td>
                  <td className="px-2">{money(s.totals.payment_fee ?? 0)}</td>
                  <td className="px-2">{money((s.totals.tax_vat ?? 0) + (s.totals.tax_pit ?? 0))}</td>
                  <td className="px-2">{money((s.totals.refund ?? 0) + (s.totals.compensation ?? 0))}</td>
                  <td className="px-2 font-semibold">{money(s.net)}</td>
                  <td className="px-2">{s.orders}</td>
                  <td className="pl-2">
                    <a
                      href={`/api/v1/seller/finance/statements/download?month=${s.month}`}
                      download
                      aria-label={t('sc.fin.download_month', { month: s.month })}
                      className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
                    >
                      <Download aria-hidden className="size-4" />
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function Entries({ entries, status }: Pick<Props, 'entries' | 'status'>) {
  const t = useSellerT()
  const reloading = useReloading()
  return (
    <section aria-labelledby="fin-lines" className="flex flex-col gap-2">
      <h2 id="fin-lines" className="text-base font-bold">
        {t('sc.fin.lines')}
      </h2>
      <TabLinks
        param="status"
        active={status}
        label={t('sc.fin.lines_filter')}
        tabs={(['all', 'pending', 'available', 'paid_out'] as const).map((id) => ({ id, label: t(`sc.fin.status.${id}`) }))}
      />
      {reloading ? (
        <ListSkeleton rows={5} label={t('sc.state.loading')} />
      ) : entries.items.length === 0 ? (
        <p className="py-6 text-center text-sm text-neutral-700">{t('sc.fin.lines_empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-100">
          {entries.items.map((e) => (
            <li key={e._id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="text-sm font-medium">{e.kind_label}</p>
                <p className="text-xs text-neutral-700">
                  {e.order_code ? `${t('sc.fin.line.order', { code: e.order_code })} · ` : ''}
                  {formatDateTime(e.created_at, t.lang)}
                </p>
                {e.status === 'pending' && e.available_at && (
                  <p className="text-xs text-neutral-700">
                    {t('sc.fin.line.available_at', { date: formatDateTime(e.available_at, t.lang) })}
                  </p>
                )}
                {e.memo && <p className="text-xs text-neutral-600">{e.memo}</p>}
              </div>
              <div className="flex flex-col items-end gap-1">
                <span className="text-sm font-semibold">{money(e.amount)}</span>
                <StatusBadge tone={STATUS_TONE[e.status]}>{t(`sc.fin.status.${e.status}`)}</StatusBadge>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination meta={entries.meta} />
    </section>
  )
}

function Payouts({ payouts }: Pick<Props, 'payouts'>) {
  const t = useSellerT()
  return (
    <section aria-labelledby="fin-payouts" className="flex flex-col gap-2">
      <h2 id="fin-payouts" className="text-base font-bold">
        {t('sc.fin.payouts')}
      </h2>
      {payouts.items.length === 0 ? (
        <EmptyState icon={Landmark} title={t('sc.fin.payouts_empty')} />
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-100" data-testid="payout-list">
          {payouts.items.map((p) => (
            <li key={p._id} className="flex items-center justify-between gap-2 py-2">
              <div>
                <p className="text-sm font-medium">{formatDateTime(p.created_at, t.lang)}</p>
                <p className="text-xs text-neutral-700">{t('sc.fin.payout_entries', { count: p.entries })}</p>
              </div>
              <span className="text-sm font-semibold">{formatVnd(p.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <Pagination meta={payouts.meta} param="ppage" />
    </section>
  )
}

/** `/ban-hang/tai-chinh`: balance and payout, monthly statements, transactions, payouts. */
export function FinanceView(props: Props) {
  return (
    <div className="flex flex-col gap-8">
      <Balance balance={props.balance} account={props.account} />
      <Statements statements={props.statements} />
      <div className="grid gap-8 lg:grid-cols-2 [&>*]:min-w-0">
        <Entries entries={props.entries} status={props.status} />
        <Payouts payouts={props.payouts} />
      </div>
    </div>
  )
}
