import { useLoaderData } from 'react-router'
import { BlookComposer } from '#web/features/blog/blook-composer.tsx'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { CatalogError } from '#web/features/catalog/route-error.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import type { loader } from './edit.server.ts'

export { loader } from './edit.server.ts'
export const meta = () => [{ title: 'Blook – Xinh' }, { name: 'robots', content: 'noindex' }]
export const ErrorBoundary = CatalogError

/** n16: the author edits a blook (title, captions, photos, hotspots, category). */
export default function EditBlook() {
  const { blook, tree } = useLoaderData<typeof loader>()
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <Breadcrumb
        items={[{ name: t('blook.title'), to: '/blook' }, { name: blook.title, to: blook.url }, { name: t('blook.edit_title') }]}
      />
      <h1 className="text-2xl font-bold">{t('blook.edit_title')}</h1>
      <BlookComposer tree={tree} canPostAsShop={false} initial={blook} />
    </div>
  )
}
