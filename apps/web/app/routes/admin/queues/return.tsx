import { useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { DecisionBar } from '#web/features/admin/queue/decision-bar.tsx'
import { BackLink, DetailSection, HistoryList } from '#web/features/admin/queue/detail.tsx'
import { RefundsPanel } from '#web/features/admin/queue/refunds.tsx'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/return.ts'
import type { loader as detailLoader } from './return.server.ts'

export { loader } from './return.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.returns' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

const isVideo = (url: string) => /\.(mp4|webm|mov)$/i.test(url)

/** One return request for the admin's decision: approve (the refund runs through payments) or reject with a reason. */
export default function ReturnReviewPage() {
  const { request: r } = useLoaderData<typeof detailLoader>()
  const t = useAdminT()
  const evidence = [...new Set([...r.media, ...r.timeline.flatMap((e) => e.media)])]
  return (
    <>
      <BackLink to="/admin/tra-hang" />
      <PageHeader
        title={t('ad.returns.order', { code: r.order_code, shop: r.shop.name })}
        description={`${r.buyer?.userName ?? ''} · ${t('ad.returns.reason', { reason: r.reason.name })}`}
        actions={<StatusBadge tone={r.status === 'awaiting_admin' ? 'info' : 'neutral'}>{r.status_label}</StatusBadge>}
      />
      <p className="mb-3 text-lg font-bold">{t('ad.returns.refund', { amount: formatVnd(r.refund_amount) })}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          {r.description && (
            <DetailSection title={t('ad.returns.reason', { reason: r.reason.name })}>
              <p className="text-sm whitespace-pre-line">{r.description}</p>
            </DetailSection>
          )}
          <DetailSection title={t('ad.returns.items')}>
            <ul className="flex flex-col gap-2 text-sm">
              {r.items.map((i) => (
                <li key={i.order_item_id} className="flex items-center gap-2">
                  {i.image && <img src={i.image} alt="" className="size-12 rounded object-cover" />}
                  <span className="min-w-0 flex-1">
                    {i.name} {i.options.length ? `(${i.options.join(' / ')})` : ''} × {i.quantity}
                  </span>
                  <span className="font-semibold">{formatVnd(i.amount)}</span>
                </li>
              ))}
            </ul>
          </DetailSection>
          <DetailSection title={t('ad.returns.evidence')}>
            <div className="grid grid-cols-3 gap-2">
              {evidence.map((url, i) =>
                isVideo(url) ? (
                  // biome-ignore lint/a11y/useMediaCaption: buyers' evidence videos have no captions
                  <video key={url} src={url} controls className="aspect-square w-full rounded-lg bg-black" />
                ) : (
                  <a key={url} href={url} target="_blank" rel="noreferrer">
                    <img
                      src={url}
                      alt={`${t('ad.returns.evidence')} ${i + 1}`}
                      className="aspect-square w-full rounded-lg object-cover ring-1 ring-neutral-200"
                    />
                  </a>
                ),
              )}
            </div>
          </DetailSection>
        </div>
        <div className="flex flex-col gap-4">
          <RefundsPanel refunds={r.refunds} />
          {/* acct (issue 16): where the bank transfer of a COD order's refund goes, as the buyer gave it */}
          {r.refund_bank && (
            <DetailSection title={t('acct.return_bank_title')}>
              <p className="text-sm" data-testid="return-refund-bank">
                <span className="block font-semibold">{r.refund_bank.bank_name}</span>
                <span className="font-mono">{r.refund_bank.account_number}</span> · {r.refund_bank.holder_name}
              </p>
            </DetailSection>
          )}
          <DetailSection title={t('ad.returns.timeline')}>
            <div data-testid="return-admin-timeline">
              <HistoryList
                entries={r.timeline.map((e) => ({ label: `${e.action_label} · ${e.status_label}`, reason: e.note, at: e.at }))}
              />
            </div>
          </DetailSection>
        </div>
      </div>
      <DecisionBar
        base={`/api/v1/admin/returns/${r._id}`}
        reasonField="note"
        canApprove={r.actions.includes('approve')}
        canReject={r.actions.includes('reject')}
        approveLabel={t('ad.returns.approve')}
      />
    </>
  )
}
