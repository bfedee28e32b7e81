import type { TReason } from '@xinh/contracts'
import { Flag, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router'
import { BlookPages } from '#web/features/blog/blook-pages.tsx'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { JsonLd } from '#web/features/catalog/json-ld.tsx'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { imageSources } from '#web/ui/image.ts'
import { useToast } from '#web/ui/toast.tsx'
import type { Route } from './+types/detail.ts'
import type { loader as detailLoader } from './detail.server.ts'

export { loader } from './detail.server.ts'
export { publicPageHeaders as headers } from '#web/lib/cache-headers.ts'
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)
export const ErrorBoundary = CatalogError

/**
 * "Báo cáo" (n16): a native disclosure holding a plain form (no JavaScript for it) posting to
 * routes/blook/report.ts; the outcome comes back in the URL (`?reported=1` / `?report_failed=1`).
 */
function ReportBlook({ action, reasons }: { action: string; reasons: TReason[] }) {
  const t = useT()
  const [params] = useSearchParams()
  return (
    <div id="blook-report" className="flex flex-col gap-1">
      <details className="text-sm" data-testid="blook-report">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg px-2 text-neutral-700 hover:bg-neutral-100">
          <Flag aria-hidden className="size-4" />
          {t('blook.report')}
        </summary>
        <form
          method="post"
          action={action}
          className="mt-2 flex w-72 max-w-full flex-col gap-2 rounded-lg bg-neutral-50 p-3 ring-1 ring-neutral-200"
        >
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-semibold">{t('blook.report_title')}</legend>
            {reasons.map((reason, i) => (
              <label key={reason._id} className="flex min-h-10 items-center gap-2">
                <input type="radio" name="reason" value={reason._id} required defaultChecked={i === 0} className="size-4" />
                {reason.name}
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1">
            {t('rv.report_note')}
            <textarea name="note" maxLength={300} rows={2} className="rounded-lg border border-neutral-300 p-2" />
          </label>
          <button type="submit" className="min-h-10 self-start rounded-lg bg-brand-600 px-3 font-medium text-white hover:bg-brand-700">
            {t('rv.report_send')}
          </button>
        </form>
      </details>
      {params.get('reported') === '1' && (
        <p role="status" className="text-sm text-green-800" data-testid="blook-report-done">
          {t('blook.report_done')}
        </p>
      )}
      {params.get('report_failed') === '1' && (
        <p role="alert" className="text-sm text-red-700">
          {t('blook.report_failed')}
        </p>
      )}
    </div>
  )
}

export default function BlookPage() {
  const { blook, jsonLd, reportReasons } = useLoaderData<typeof detailLoader>()
  const t = useT()
  const { user, api } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  // the shared render is anonymous: the author's delete shows once the browser knows who is here
  const mine = Boolean(user && user._id === blook.author._id)
  const by = blook.shop ?? null
  // a failure stays in the dialog with the server's message
  async function remove() {
    await api.delete(`/community/v1/blooks/${blook._id}`)
    toast(t('blook.deleted'), 'success')
    navigate('/blook')
  }
  return (
    <article className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <JsonLd data={jsonLd} />
      <Breadcrumb
        items={[
          { name: t('blook.title'), to: '/blook' },
          { name: blook.sub_category.name, to: `/blook/sub-category/${blook.sub_category._id}` },
          { name: blook.title },
        ]}
      />
      <header className="flex flex-col gap-3 md:flex-row md:items-end">
        <img
          {...imageSources(blook.cover, '(min-width: 768px) 240px, 100vw')}
          alt=""
          width={240}
          height={320}
          fetchPriority="high"
          className="aspect-[3/4] w-full rounded-2xl bg-neutral-100 object-cover md:w-60"
        />
        <div className="flex flex-1 flex-col gap-1">
          <Link to={`/blook/category/${blook.category._id}`} className="text-xs font-semibold uppercase tracking-wide text-brand-700">
            {blook.category.name} · {blook.sub_category.name}
          </Link>
          <h1 className="text-2xl font-bold" data-testid="blook-title">
            {blook.title}
          </h1>
          {blook.caption && (
            <p className="whitespace-pre-line text-neutral-800" data-testid="blook-caption">
              {blook.caption}
            </p>
          )}
          <p className="text-sm text-neutral-700">
            {by ? (
              <Link to={`/nguoi-ban/${by._id}`} className="font-semibold underline">
                {by.name}
              </Link>
            ) : (
              <span className="font-semibold">{blook.author.userName}</span>
            )}{' '}
            · {t('blook.pages', { n: blook.page_count })}
          </p>
          {!mine && <ReportBlook action={`/blook/${blook.author._id}/${blook._id}/bao-cao`} reasons={reportReasons} />}
          {mine && (
            <Link
              to={`/blook/${blook.author._id}/${blook._id}/sua`}
              className="mt-2 inline-flex min-h-11 items-center gap-2 self-start rounded-full px-3 text-sm font-semibold text-neutral-800 ring-1 ring-neutral-300 hover:bg-neutral-50"
              data-testid="blook-edit"
            >
              <Pencil aria-hidden className="size-4" />
              {t('blook.edit')}
            </Link>
          )}
          {mine && (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className="mt-2 inline-flex min-h-11 items-center gap-2 self-start rounded-full px-3 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
            >
              <Trash2 aria-hidden className="size-4" />
              {t('blook.delete')}
            </button>
          )}
        </div>
      </header>
      {blook.is_hidden && (
        <p
          role="status"
          className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="blook-hidden"
        >
          {t('blook.hidden_notice')}
        </p>
      )}
      <BlookPages blook={blook} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('blook.delete')}
        body={t('blook.delete_confirm')}
        tone="danger"
        confirmLabel={t('blook.delete')}
        onConfirm={remove}
      />
    </article>
  )
}
