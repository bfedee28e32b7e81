import { Link, useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { type AdminKey, useAdminT } from '#web/features/admin/i18n/index.ts'
import { DecisionBar } from '#web/features/admin/queue/decision-bar.tsx'
import { BackLink, DecidedLine, DetailSection } from '#web/features/admin/queue/detail.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/identity-card.ts'
import type { loader as detailLoader } from './identity-card.server.ts'

export { loader } from './identity-card.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.identity_cards' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

/**
 * One identity card (the queue pattern's detail): both photos large (served only to admins through
 * `/api/v1/admin/identity-cards/{id}/{front|back}`), the facts to compare them with, the account,
 * who decided and why, and the decision — the user's verification status follows it.
 */
export default function IdentityCardReviewPage() {
  const { card: c } = useLoaderData<typeof detailLoader>()
  const t = useAdminT()
  const pending = c.status === 'pending'
  const photos = [
    [c.front_url, t('ad.cards.front')],
    [c.back_url, t('ad.cards.back')],
  ] as const
  return (
    <>
      <BackLink to="/admin/xac-minh-cccd" />
      <PageHeader
        title={t('ad.cards.detail_title', { name: c.user.userName })}
        description={c.id_number}
        actions={
          <StatusBadge tone={pending ? 'info' : c.status === 'rejected' ? 'danger' : 'success'}>
            {t(`ad.q.status.${c.status}` as AdminKey)}
          </StatusBadge>
        }
      />
      <DecidedLine decided={c.decided} reason={c.review_note} />
      <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
        <DetailSection title={t('ad.cards.facts')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-neutral-700">{t('ad.cards.id_number')}</dt>
            <dd className="font-mono text-neutral-900">{c.id_number}</dd>
            <dt className="text-neutral-700">{t('ad.cards.account')}</dt>
            <dd>
              <Link to={`/admin/nguoi-dung/${c.user._id}`} className="text-brand-700 underline">
                {c.user.userName}
              </Link>
            </dd>
            <dt className="text-neutral-700">{t('ad.cards.contact')}</dt>
            <dd className="break-words">{[c.user.email, c.user.phoneNumber].filter(Boolean).join(' · ') || '—'}</dd>
            <dt className="text-neutral-700">{t('ad.cards.submitted_at')}</dt>
            <dd>{formatDateTime(c.created_at, t.lang)}</dd>
          </dl>
        </DetailSection>
        <DetailSection title={t('ad.cards.photos')}>
          <div className="grid gap-3 sm:grid-cols-2">
            {photos.map(([src, label]) => (
              <a key={label} href={src} target="_blank" rel="noreferrer" className="block">
                <img
                  src={src}
                  alt={`${label} · ${c.user.userName}`}
                  className="aspect-[8/5] w-full rounded-lg bg-neutral-100 object-contain ring-1 ring-neutral-200"
                />
                <span className="mt-1 block text-xs text-neutral-700">{label}</span>
              </a>
            ))}
          </div>
        </DetailSection>
      </div>
      <DecisionBar base={`/api/v1/admin/identity-cards/${c._id}`} canApprove={pending} canReject={pending} />
    </>
  )
}
