import { BadgePercent } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { VoucherTicket } from '#web/features/pricing/voucher-ticket.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import type { Route } from './+types/vouchers.ts'
import type { loader as vouchersLoader } from './vouchers.server.ts'

export { loader } from './vouchers.server.ts'

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

export const ErrorBoundary = CatalogError

const TABS = [
  { kind: null, key: 'vouchers.tab_all' },
  { kind: 'platform', key: 'vouchers.tab_platform' },
  { kind: 'shop', key: 'vouchers.tab_shop' },
] as const

/** spec §2 `/khuyen-mai`: vouchers to save. */
export default function VouchersPage() {
  const { vouchers, total, page, kind, maxPages, now, jsonLd } = useLoaderData<typeof vouchersLoader>()
  const t = useT()
  const more = vouchers.length < total && page < maxPages
  const href = (k: string | null, p?: number) => {
    const sp = new URLSearchParams()
    if (k) sp.set('kind', k)
    if (p && p > 1) sp.set('page', String(p))
    const s = sp.toString()
    return `/khuyen-mai${s ? `?${s}` : ''}`
  }
  return (
    <div className="flex flex-col gap-4">
      <JsonLd data={jsonLd} />
      <Breadcrumb items={[{ name: t('vouchers.title') }]} />
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <BadgePercent aria-hidden className="size-7 text-brand-600" />
          {t('vouchers.title')}
        </h1>
        <p className="text-sm text-neutral-700">{t('vouchers.description')}</p>
      </header>
      <nav aria-label={t('vouchers.tabs')} className="-mx-3 overflow-x-auto border-b border-neutral-200 px-3 sm:mx-0 sm:px-0">
        <ul className="flex">
          {TABS.map((tab) => (
            <li key={tab.key}>
              <Link
                to={href(tab.kind)}
                aria-current={kind === tab.kind ? 'page' : undefined}
                className={`flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap ${kind === tab.kind ? 'border-brand-600 text-brand-700' : 'border-transparent text-neutral-700 hover:text-neutral-900'}`}
              >
                {t(tab.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {vouchers.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-neutral-700 ring-1 ring-neutral-200">{t('vouchers.empty')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="voucher-list">
          {vouchers.map((v) => (
            <VoucherTicket key={v._id} v={v} now={now} headingLevel={2} />
          ))}
        </ul>
      )}
      <div className="flex flex-col items-center gap-2">
        <p className="text-sm text-neutral-600" aria-live="polite">
          {t('vouchers.count', { shown: vouchers.length, total })}
        </p>
        {more && (
          <Link
            to={href(kind, page + 1)}
            preventScrollReset
            replace
            className="rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
          >
            {t('vouchers.load_more')}
          </Link>
        )}
        <Link to="/uu-dai" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('vouchers.to_promotions')}
        </Link>
      </div>
    </div>
  )
}
