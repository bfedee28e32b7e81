import { Check, X } from 'lucide-react'
import { useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { type AdminKey, useAdminT } from '#web/features/admin/i18n/index.ts'
import { DecisionBar } from '#web/features/admin/queue/decision-bar.tsx'
import { BackLink, DecidedLine, DetailSection, HistoryList } from '#web/features/admin/queue/detail.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/application.ts'
import type { loader as detailLoader } from './application.server.ts'

export { loader } from './application.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.shop_applications' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/** One seller application: every registration field, the private photos, prerequisites, decide with reason. */
export default function ShopApplicationPage() {
  const { application: a, now } = useLoaderData<typeof detailLoader>()
  const t = useAdminT()
  const waiting = a.status === 'waiting_approval'
  const fields: Array<[AdminKey, string | null]> = [
    ['ad.apps.field.owner_name', a.owner_name],
    ['ad.apps.field.birth_date', a.birth_date],
    ['ad.apps.field.phone', a.phone],
    ['ad.apps.field.email', a.email],
    ['ad.apps.field.id_number', a.id_number],
    ['ad.apps.field.tax_code', a.tax_code],
    ['ad.apps.field.bank', [a.bank_name, a.bank_account, a.bank_branch].filter(Boolean).join(' · ')],
    ['ad.apps.field.store_name', a.store_name],
    ['ad.apps.field.industry', a.industry],
    ['ad.apps.field.business_type', a.business_type],
    ['ad.apps.field.platforms', a.platforms.join(', ')],
    ['ad.apps.field.shop_link', a.shop_link],
    ['ad.apps.field.description', a.description],
    ['ad.apps.field.address', [a.street, a.ward_code, a.province_code].filter(Boolean).join(', ')],
  ]
  const check = (ok: boolean) =>
    ok ? (
      <Check aria-label={t('ad.apps.yes')} className="size-4 text-green-700" />
    ) : (
      <X aria-label={t('ad.apps.no')} className="size-4 text-red-700" />
    )
  const late = waiting && a.review_deadline && Date.parse(a.review_deadline) < now
  return (
    <>
      <BackLink to="/admin/dang-ky-ban-hang" />
      <PageHeader
        title={a.store_name ?? '—'}
        description={`${a.owner_name ?? a.user.userName} · ${a.user.email ?? ''}`}
        actions={
          <StatusBadge tone={waiting ? (late ? 'danger' : 'info') : a.status === 'approved' ? 'success' : 'danger'}>
            {waiting && a.review_deadline
              ? late
                ? t('ad.q.overdue')
                : t('ad.q.deadline', { date: formatDateTime(a.review_deadline, t.lang) })
              : t(`ad.q.status.${a.status === 'draft' ? 'pending' : a.status}`)}
          </StatusBadge>
        }
      />
      <DecidedLine
        decided={a.decided}
        reason={a.status === 'rejected' ? a.history.findLast((h) => h.action === 'rejected')?.reason : null}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <DetailSection title={t('ad.apps.fields')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {fields.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="text-neutral-700">{t(key)}</dt>
                <dd className="break-words text-neutral-900">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </DetailSection>
        <div className="flex flex-col gap-4">
          <DetailSection title={t('ad.apps.prerequisites')}>
            <ul className="flex flex-col gap-1 text-sm">
              <li className="flex items-center gap-2">
                {check(a.user.phone_verified)} {t('ad.apps.phone_verified')}
              </li>
              <li className="flex items-center gap-2">
                {check(a.user.email_verified)} {t('ad.apps.email_verified')}
              </li>
              <li className="flex items-center gap-2">
                {check(a.user.identity_status === 'approved' || a.user.identity_status === 'pending')}
                {t('ad.apps.identity', {
                  status: t(`ad.q.status.${a.user.identity_status === 'none' ? 'pending' : a.user.identity_status}`),
                })}
              </li>
            </ul>
          </DetailSection>
          <DetailSection title={t('ad.apps.photos')}>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {(['id_front', 'id_back', 'licence'] as const).map((kind) =>
                a.photo_urls[kind] ? (
                  <a key={kind} href={a.photo_urls[kind] ?? '#'} target="_blank" rel="noreferrer" className="block">
                    <img
                      src={a.photo_urls[kind] ?? ''}
                      alt={t(`ad.apps.photo.${kind}`)}
                      className="aspect-[4/3] w-full rounded-lg object-cover ring-1 ring-neutral-200"
                    />
                    <span className="mt-1 block text-xs text-neutral-700">{t(`ad.apps.photo.${kind}`)}</span>
                  </a>
                ) : null,
              )}
            </div>
          </DetailSection>
          <DetailSection title={t('ad.q.history')}>
            <HistoryList
              entries={a.history.map((h) => ({
                label: t(`ad.q.status.${h.action === 'submitted' ? 'pending' : h.action}`),
                reason: h.reason,
                at: h.at,
              }))}
            />
          </DetailSection>
        </div>
      </div>
      <DecisionBar
        base={`/api/v1/admin/seller-applications/${a._id}`}
        canApprove={waiting}
        canReject={waiting}
        approveLabel={t('ad.apps.approve')}
      />
    </>
  )
}
