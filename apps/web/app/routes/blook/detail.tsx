import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useLoaderData, useNavigate } from 'react-router'
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

export default function BlookPage() {
  const { blook, jsonLd } = useLoaderData<typeof detailLoader>()
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
