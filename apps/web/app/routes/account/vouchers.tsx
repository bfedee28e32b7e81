import type { TVoucher, WalletTab } from '@xinh/contracts'
import { Check, TicketPercent } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { WALLET_TAB_SLUGS, walletUseHref } from '#web/features/account-areas/wallet.ts'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { VoucherTicket } from '#web/features/pricing/voucher-ticket.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import type { Route } from './+types/vouchers.ts'
import type { loader as vouchersLoader } from './vouchers.server.ts'

export { loader } from './vouchers.server.ts'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]
export const ErrorBoundary = CatalogError

/** My vouchers: the wallet's usable / used / expired tabs (in the URL); "Use now" leads to where it applies. */
export default function VouchersPage() {
  const { tab, items, meta, counts, now } = useLoaderData<typeof vouchersLoader>()
  const t = useT()
  const reloading = useReloading()
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t('acct.v_title')}</h1>
      <TabLinks
        label={t('acct.v_tabs')}
        active={WALLET_TAB_SLUGS[tab]}
        tabs={[
          { id: WALLET_TAB_SLUGS.usable, label: t('acct.v_tab_usable'), count: counts.usable },
          { id: WALLET_TAB_SLUGS.used, label: t('acct.v_tab_used'), count: counts.used },
          { id: WALLET_TAB_SLUGS.expired, label: t('acct.v_tab_expired'), count: counts.expired },
        ]}
      />
      {reloading ? (
        <ListSkeleton label={t('common.loading')} />
      ) : items.length === 0 ? (
        tab === 'usable' ? (
          <EmptyState
            icon={TicketPercent}
            title={t('acct.v_empty_usable_title')}
            body={t('acct.v_empty_usable_body')}
            action={
              <Link
                to="/khuyen-mai"
                className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t('acct.v_go_vouchers')}
              </Link>
            }
          />
        ) : (
          <EmptyState icon={TicketPercent} title={t(tab === 'used' ? 'acct.v_empty_used' : 'acct.v_empty_expired')} />
        )
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" data-testid="wallet">
          {items.map((v) => (
            <VoucherTicket
              key={v._id}
              v={v}
              now={now}
              headingLevel={2}
              muted={tab !== 'usable'}
              action={<WalletAction v={v} tab={tab} />}
            />
          ))}
        </ul>
      )}
      <Pagination meta={meta} />
    </div>
  )
}

/** The wallet's action: "Use now" where the voucher applies, else what became of it. */
function WalletAction({ v, tab }: { v: TVoucher; tab: WalletTab }) {
  const t = useT()
  if (tab !== 'usable')
    return (
      <span className="rounded-lg bg-neutral-100 px-3 py-2 text-sm font-semibold text-neutral-700" data-testid="voucher-state">
        {t(tab === 'used' ? 'acct.v_used_badge' : 'acct.v_expired_badge')}
      </span>
    )
  return (
    <span className="flex flex-col items-center gap-1">
      <span className="flex items-center gap-1 text-xs font-semibold text-emerald-700" data-testid="voucher-saved">
        <Check aria-hidden className="size-4" />
        {t('vouchers.saved')}
      </span>
      {/* an upcoming voucher cannot be used yet: its start date is on the ticket */}
      {v.available && (
        <Link
          to={walletUseHref(v)}
          className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          data-testid="voucher-use"
        >
          {t('vouchers.use_now')}
        </Link>
      )}
    </span>
  )
}
