import { useLoaderData } from 'react-router'
import { BlookComposer } from '#web/features/blog/blook-composer.tsx'
import { Breadcrumb } from '#web/features/catalog/breadcrumb.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import type { loader } from './compose.server.ts'

export { loader } from './compose.server.ts'
export const meta = () => [{ title: 'Blook – Xinh' }, { name: 'robots', content: 'noindex' }]

export default function ComposeBlook() {
  const { tree, canPostAsShop } = useLoaderData<typeof loader>()
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <Breadcrumb items={[{ name: t('blook.title'), to: '/blook' }, { name: t('blook.compose_title') }]} />
      <h1 className="text-2xl font-bold">{t('blook.compose_title')}</h1>
      <BlookComposer tree={tree} canPostAsShop={canPostAsShop} />
    </div>
  )
}
