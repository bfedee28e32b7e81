import { FolderTree, Plus } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import { CategoryList } from '#web/features/seller/marketing/category-list.tsx'
import { KeywordSearch, ListRegion, MARKETING } from '#web/features/seller/marketing/common.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { TabLinks } from '#web/ui/tab-links.tsx'
import type { Route } from './+types/list.ts'
import type { loader as listLoader } from './list.server.ts'

export { loader } from './list.server.ts'
export { SellerRouteError as ErrorBoundary } from '../../layout.tsx'
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }]

const { path } = MARKETING.categories
export const createLink =
  'inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700'

/** `/ban-hang/quan-ly-danh-muc`: the shop's categories, shown or hidden, in the shop page's order. */
export default function CategoriesPage() {
  const { categories, counts, tab, keyword } = useLoaderData<typeof listLoader>()
  const t = useSellerT()
  const filtered = tab !== 'all' || Boolean(keyword)
  return (
    <>
      <PageHeader
        title={t('sc.nav.categories')}
        description={t('sc.marketing.cat.intro')}
        actions={
          <Link to={`${path}/tao`} className={createLink}>
            <Plus aria-hidden className="size-4" />
            {t('sc.marketing.cat.create')}
          </Link>
        }
      />
      <div className="flex flex-col gap-3">
        <TabLinks
          tabs={[
            { id: 'all', label: t('sc.marketing.tab.all'), count: counts.all },
            { id: 'visible', label: t('sc.marketing.cat.tab_visible'), count: counts.visible },
            { id: 'hidden', label: t('sc.marketing.cat.tab_hidden'), count: counts.hidden },
          ]}
          active={tab}
          label={t('sc.marketing.tabs_label')}
        />
        <KeywordSearch placeholder={t('sc.marketing.cat.search')} />
        <ListRegion>
          {categories.length === 0 ? (
            filtered ? (
              <EmptyState icon={FolderTree} title={t('sc.marketing.empty_filtered')} body={t('sc.marketing.empty_filtered_body')} />
            ) : (
              <EmptyState
                icon={FolderTree}
                title={t('sc.marketing.cat.empty')}
                body={t('sc.marketing.cat.empty_body')}
                action={
                  <Link to={`${path}/tao`} className={createLink}>
                    {t('sc.marketing.cat.create')}
                  </Link>
                }
              />
            )
          ) : (
            <>
              <p className="text-sm text-neutral-700">{t(filtered ? 'sc.marketing.cat.order_filtered' : 'sc.marketing.cat.order_hint')}</p>
              <CategoryList categories={categories} sortable={!filtered} />
            </>
          )}
        </ListRegion>
      </div>
    </>
  )
}
