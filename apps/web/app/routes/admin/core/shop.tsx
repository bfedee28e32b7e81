import type { TAdminShopDetail } from '@xinh/contracts'
import { Ban, Pause, Play } from 'lucide-react'
import { useState } from 'react'
import { Link, useLoaderData, useRevalidator } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { AuditEntryCard } from '#web/features/admin/core/audit-entry.tsx'
import { Section } from '#web/features/admin/core/section.tsx'
import { SHOP_STATE_TONE, shopStateKey } from '#web/features/admin/core/labels.ts'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { ReasonDialog } from '#web/features/admin/reason-dialog.tsx'
import { formatNumber, formatVnd } from '#web/features/catalog/format.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { Button } from '#web/ui/button.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { useToast } from '#web/ui/toast.tsx'
import type { Route } from './+types/shop.ts'
import type { loader as shopLoader } from './shop.server.ts'

export { loader } from './shop.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.shops' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

type Action = 'pause' | 'resume' | 'close'

/** `/admin/cua-hang/:id` (issue 14): performance, pause state, force-pause, resume or close with a reason. */
export default function ShopPage() {
  const { shop, history } = useLoaderData<typeof shopLoader>()
  const t = useAdminT()
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [action, setAction] = useState<Action | null>(null)
  const p = shop.performance
  const closed = shop.state === 'closed'
  const figures: Array<[string, string]> = [
    [t('ad.shop.products'), formatNumber(p.product_count, t.lang)],
    [t('ad.shop.orders'), formatNumber(p.orders_30d, t.lang)],
    [t('ad.shop.completed'), formatNumber(p.completed_30d, t.lang)],
    [t('ad.shop.cancelled'), formatNumber(p.cancelled_30d, t.lang)],
    [t('ad.shop.gmv'), formatVnd(p.gmv_30d)],
    [t('ad.shop.returns'), formatNumber(p.returns_30d, t.lang)],
    [t('ad.shop.rating'), shop.rating.toFixed(1)],
    [t('ad.shop.followers'), formatNumber(shop.follower_count, t.lang)],
  ]
  const dialogs: Record<Action, { title: string; body: string; toast: string; tone: 'primary' | 'danger' }> = {
    pause: { title: t('ad.shop.pause'), body: t('ad.shop.pause_body'), toast: t('ad.shop.paused_toast'), tone: 'danger' },
    resume: { title: t('ad.shop.resume'), body: t('ad.shop.resume_body'), toast: t('ad.shop.resumed_toast'), tone: 'primary' },
    close: { title: t('ad.shop.close'), body: t('ad.shop.close_body'), toast: t('ad.shop.closed_toast'), tone: 'danger' },
  }
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={shop.name}
        description={`${t('ad.shops.owner', { name: shop.owner.user_name })}${shop.owner.email ? ` · ${shop.owner.email}` : ''}`}
        actions={
          closed ? null : (
            <div className="flex flex-wrap gap-2">
              {shop.state === 'admin_paused' ? (
                <Button variant="secondary" onClick={() => setAction('resume')}>
                  <Play aria-hidden className="size-4" />
                  {t('ad.shop.resume')}
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => setAction('pause')}>
                  <Pause aria-hidden className="size-4" />
                  {t('ad.shop.pause')}
                </Button>
              )}
              <Button variant="danger" onClick={() => setAction('close')}>
                <Ban aria-hidden className="size-4" />
                {t('ad.shop.close')}
              </Button>
            </div>
          )
        }
      />
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge tone={SHOP_STATE_TONE[shop.state]}>{t(shopStateKey(shop.state))}</StatusBadge>
        <Link to={`/admin/nguoi-dung/${shop.owner._id}`} className="font-semibold text-brand-700 underline">
          {t('ad.shop.owner_link')}
        </Link>
        {shop.state === 'open' && (
          <Link to={`/nguoi-ban/${shop._id}`} className="font-semibold text-brand-700 underline">
            {t('ad.shop.public_link')}
          </Link>
        )}
      </p>
      {shop.admin_paused_at && !closed && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="paused-banner"
        >
          {t('ad.shop.paused_banner', { date: formatDateTime(shop.admin_paused_at, t.lang), reason: shop.admin_pause_reason ?? '' })}
        </p>
      )}
      {shop.closed_at && (
        <p role="status" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200" data-testid="closed-banner">
          {t('ad.shop.closed_banner', { date: formatDateTime(shop.closed_at, t.lang), reason: shop.closed_reason ?? '' })}
        </p>
      )}
      {shop.deletion_scheduled_at && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('ad.shop.deletion_banner', { date: formatDateTime(shop.deletion_scheduled_at, t.lang) })}
        </p>
      )}
      <Section title={t('ad.shop.performance')}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-neutral-50 p-3">
              <dt className="text-xs text-neutral-600">{label}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section
        title={t('ad.user.history')}
        action={
          <Link to={`/admin/nhat-ky?target_type=shop&target_id=${shop._id}`} className="text-sm font-semibold text-brand-700 underline">
            {t('ad.user.history_link')}
          </Link>
        }
      >
        {history.length === 0 ? (
          <p className="text-sm text-neutral-600">{t('ad.core.none')}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {history.map((e) => (
              <li key={e._id}>
                <AuditEntryCard entry={e} />
              </li>
            ))}
          </ol>
        )}
      </Section>
      {action && (
        <ReasonDialog
          open
          onClose={() => setAction(null)}
          title={dialogs[action].title}
          body={dialogs[action].body}
          confirmLabel={dialogs[action].title}
          tone={dialogs[action].tone}
          onConfirm={async (reason) => {
            await api.post<TAdminShopDetail>(`/api/v1/admin/shops/${shop._id}/${action}`, { reason })
            toast(dialogs[action].toast, 'success')
            void revalidator.revalidate()
          }}
          testId="decision-confirm"
        />
      )}
    </div>
  )
}
