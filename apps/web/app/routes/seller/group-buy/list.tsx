import type { TGroupBuyDeal } from '@xinh/contracts'
import { Plus, Users } from 'lucide-react'
import { useState } from 'react'
import { Link, useLoaderData, useRevalidator } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { useToast } from '#web/ui/toast.tsx'
import type { Route } from './+types/list.ts'
import type { loader as dealsLoader } from './list.server.ts'

export { loader } from './list.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.nav.group_buy' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

/** The shop's group-buy deals: product, prices, group size, deadline, rooms by state; end one early. */
export default function SellerGroupBuyPage() {
  const { items, meta } = useLoaderData<typeof dealsLoader>()
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const reloading = useReloading()
  const revalidator = useRevalidator()
  const [ending, setEnding] = useState<TGroupBuyDeal | null>(null)
  const create = (
    <Link
      to="/ban-hang/mua-chung/tao"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
    >
      <Plus aria-hidden className="size-4" />
      {t('sc.gb.create')}
    </Link>
  )
  return (
    <div>
      <PageHeader title={t('sc.nav.group_buy')} description={t('sc.gb.description')} actions={create} />
      {reloading ? (
        <ListSkeleton label={t('sc.gb.loading')} />
      ) : items.length === 0 ? (
        <EmptyState icon={Users} title={t('sc.gb.empty_title')} body={t('sc.gb.empty_body')} action={create} />
      ) : (
        <ul className="flex flex-col gap-3" data-testid="seller-group-buy-deals">
          {items.map((d) => (
            <li
              key={d._id}
              className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 ring-1 ring-neutral-200"
              data-testid="seller-group-buy-deal"
            >
              {d.image && (
                <img src={d.image} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-lg object-cover" />
              )}
              <div className="flex min-w-0 flex-1 basis-56 flex-col gap-0.5 text-sm">
                <p className="flex items-center gap-2">
                  <span className="truncate font-semibold">{d.product_name}</span>
                  <StatusBadge tone={d.status === 'active' ? 'success' : 'neutral'}>{t(`sc.gb.status_${d.status}`)}</StatusBadge>
                </p>
                {d.options.length > 0 && <p className="text-neutral-600">{d.options.join(' · ')}</p>}
                <p>
                  <span className="font-semibold text-brand-700">{formatVnd(d.group_price)}</span>{' '}
                  <s className="text-neutral-600">{formatVnd(d.price)}</s> · {t('sc.gb.size', { size: d.group_size })} ·{' '}
                  {t('sc.gb.ends', { date: formatDateTime(d.ends_at, t.lang) })}
                </p>
                <p className="text-neutral-600">{t('sc.gb.rooms', d.rooms)}</p>
              </div>
              <div className="flex gap-2">
                <Link
                  to={`/mua-chung/chuong-trinh/${d._id}`}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t('sc.gb.view')}
                </Link>
                {d.status === 'active' && (
                  <Button type="button" variant="secondary" onClick={() => setEnding(d)}>
                    {t('sc.gb.end')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination meta={meta} />
      <ConfirmDialog
        open={ending !== null}
        onClose={() => setEnding(null)}
        title={t('sc.gb.end')}
        body={t('sc.gb.end_confirm')}
        confirmLabel={t('sc.gb.end')}
        tone="danger"
        onConfirm={async () => {
          await api.post(`/api/v1/seller/group-buy/deals/${ending!._id}/end`)
          toast(t('sc.gb.ended'), 'success')
          await revalidator.revalidate()
        }}
      />
    </div>
  )
}
