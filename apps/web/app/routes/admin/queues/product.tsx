import { useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { type AdminKey, useAdminT } from '#web/features/admin/i18n/index.ts'
import { SystemCheckPanel } from '#web/features/admin/queue/check.tsx'
import { DecisionBar } from '#web/features/admin/queue/decision-bar.tsx'
import { BackLink, DecidedLine, DetailSection, HistoryList } from '#web/features/admin/queue/detail.tsx'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/product.ts'
import type { loader as detailLoader } from './product.server.ts'

export { loader } from './product.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.products' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

const statusKey = (s: string) => `ad.q.status.${s}` as AdminKey

/** One queued product: pictures, text, variants, the system check, the diff of an update, decide with reason. */
export default function ProductReviewPage() {
  const { product: p } = useLoaderData<typeof detailLoader>()
  const t = useAdminT()
  const pending = p.status === 'pending'
  return (
    <>
      <BackLink to="/admin/duyet-san-pham" />
      <PageHeader
        title={p.name}
        description={`${t('ad.products.shop')}: ${p.shop.name} · ${p.category?.name ?? '—'}`}
        actions={
          <StatusBadge tone={pending ? 'info' : p.status === 'rejected' ? 'danger' : 'success'}>{t(statusKey(p.status))}</StatusBadge>
        }
      />
      <DecidedLine decided={p.decided} reason={p.rejection_reason} />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <DetailSection title={t('ad.products.check')}>
            <SystemCheckPanel check={p.check} />
          </DetailSection>
          <DetailSection title={t('ad.products.diff')}>
            {p.diff === null ? (
              <p className="text-sm text-neutral-700">{t('ad.products.first_review')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[28rem] table-fixed text-left text-sm" data-testid="product-diff">
                  <thead>
                    <tr className="text-neutral-700">
                      <th scope="col" className="w-28 py-1 pr-2 font-medium" />
                      <th scope="col" className="py-1 pr-2 font-medium">
                        {t('ad.products.diff_before')}
                      </th>
                      <th scope="col" className="py-1 font-medium">
                        {t('ad.products.diff_after')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.diff.map((line) => (
                      <tr key={line.field} className="border-t border-neutral-200 align-top">
                        <th scope="row" className="py-2 pr-2 font-medium">
                          {t(`ad.products.field.${line.field}` as AdminKey)}
                        </th>
                        <td className="bg-red-50 py-2 pr-2 break-words whitespace-pre-line text-red-900">{line.before || '—'}</td>
                        <td className="bg-green-50 py-2 break-words whitespace-pre-line text-green-900">{line.after || '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </DetailSection>
          <DetailSection title={t('ad.q.history')}>
            <HistoryList
              entries={p.history.map((h) => ({
                label: t(statusKey(h.to === 'draft' ? 'pending' : h.to)),
                by: h.by,
                reason: h.reason,
                at: h.at,
              }))}
            />
          </DetailSection>
        </div>
        <div className="flex flex-col gap-4">
          <DetailSection title={t('ad.products.field.images')}>
            <div className="grid grid-cols-3 gap-2">
              {p.images.map((src, i) => (
                <img
                  // biome-ignore lint/suspicious/noArrayIndexKey: a picture may repeat (the system check counts repeats)
                  key={`${src}-${i}`}
                  src={src}
                  alt={`${p.name} ${i + 1}`}
                  className="aspect-square w-full rounded-lg object-cover ring-1 ring-neutral-200"
                  loading="lazy"
                />
              ))}
            </div>
          </DetailSection>
          <DetailSection title={t('ad.products.field.description')}>
            <p className="text-sm whitespace-pre-line text-neutral-900">{p.description}</p>
          </DetailSection>
          <DetailSection title={t('ad.products.variants')}>
            <ul className="flex flex-col gap-1 text-sm">
              {p.variants.map((v) => (
                <li key={v._id} className="flex justify-between gap-2">
                  <span>{v.options.join(' / ') || '—'}</span>
                  <span className="font-semibold">{formatVnd(v.sale_price)}</span>
                </li>
              ))}
            </ul>
          </DetailSection>
        </div>
      </div>
      <DecisionBar base={`/api/v1/admin/products/${p._id}`} approvePath="accept" canApprove={pending} canReject={pending} />
    </>
  )
}
