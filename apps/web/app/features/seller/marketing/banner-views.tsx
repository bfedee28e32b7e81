import type { TCountedPage, TSellerBanner, TSellerBannerDetail } from '@xinh/contracts'
import { ExternalLink, Image as ImageIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { useSellerT } from '../i18n/index.ts'
import { Fact, MarketingStatus, MARKETING, Period, Section } from './common.tsx'
import { actionLinkClass, LifecycleActions } from './lifecycle-actions.tsx'
import { ShopProductsList } from './shop-products-list.tsx'
import { useSellerShop } from './use-shop.ts'

const { path, api } = MARKETING.banners
export const createLinkClass =
  'inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700'

/** A page of the shop's banners: picture, title, type, state and period, with their actions. */
export function BannerList({ page, filtered }: { page: TCountedPage<TSellerBanner>; filtered: boolean }) {
  const t = useSellerT()
  if (!page.data.length)
    return filtered ? (
      <EmptyState icon={ImageIcon} title={t('sc.marketing.empty_filtered')} body={t('sc.marketing.empty_filtered_body')} />
    ) : (
      <EmptyState
        icon={ImageIcon}
        title={t('sc.marketing.banner.empty')}
        body={t('sc.marketing.banner.empty_body')}
        action={
          <Link to={`${path}/tao`} className={createLinkClass}>
            {t('sc.marketing.banner.create')}
          </Link>
        }
      />
    )
  return (
    <>
      <ul className="flex flex-col gap-2" aria-label={t('sc.marketing.banner.list_label')}>
        {page.data.map((b) => (
          <li key={b._id} className="flex flex-col gap-3 rounded-xl bg-white p-3 ring-1 ring-neutral-200 sm:flex-row sm:items-center">
            <img
              src={b.image}
              alt=""
              width={343}
              height={150}
              loading="lazy"
              className="aspect-[343/150] w-full shrink-0 rounded-lg bg-neutral-100 object-cover sm:w-44"
            />
            <div className="min-w-0 flex-1">
              <Link to={`${path}/chi-tiet/${b._id}`} className="line-clamp-2 font-semibold text-neutral-900 hover:underline">
                {b.title}
              </Link>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-neutral-700">
                <MarketingStatus status={b.status} />
                <span>{t(`sc.marketing.banner.type.${b.type as 'shop'}`)}</span>
                <span>{t('sc.marketing.products_count', { count: b.product_ids.length })}</span>
              </p>
              <p className="mt-1 text-xs text-neutral-700">
                <Period start={b.starts_at} end={b.ends_at} />
              </p>
            </div>
            <LifecycleActions api={api} id={b._id} name={b.title} status={b.status} editHref={`${path}/cap-nhat/${b._id}`} compact />
          </li>
        ))}
      </ul>
      <Pagination meta={page.meta} />
    </>
  )
}

/** One banner: its pictures as buyers see them, its facts, products and actions. */
export function BannerDetail({ banner: b }: { banner: TSellerBannerDetail }) {
  const t = useSellerT()
  const shop = useSellerShop()
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <LifecycleActions api={api} id={b._id} name={b.title} status={b.status} editHref={`${path}/cap-nhat/${b._id}`} afterDelete={path} />
        {b.status === 'running' && (
          <Link to={`/banner/${b._id}`} className={actionLinkClass}>
            <ExternalLink aria-hidden className="size-4" />
            {t('sc.marketing.banner.view_public')}
          </Link>
        )}
        {b.status === 'running' && shop && (
          <Link to={`/nguoi-ban/${shop._id}`} className={actionLinkClass}>
            <ExternalLink aria-hidden className="size-4" />
            {t('sc.marketing.banner.view_on_shop')}
          </Link>
        )}
      </div>
      {b.status === 'ended' && (
        <p className="rounded-lg bg-neutral-100 px-3 py-2 text-sm text-neutral-800">{t('sc.marketing.not_editable')}</p>
      )}
      <Section title={t('sc.marketing.banner.pictures')}>
        <div className="grid gap-4 md:grid-cols-2">
          <figure className="flex flex-col gap-1">
            <img
              src={b.image}
              alt={b.title}
              width={343}
              height={150}
              className="aspect-[343/150] w-full max-w-[515px] rounded-xl bg-neutral-100 object-cover"
            />
            <figcaption className="text-xs text-neutral-600">{t('sc.marketing.banner.image')}</figcaption>
          </figure>
          {b.cover && (
            <figure className="flex flex-col gap-1">
              <img
                src={b.cover}
                alt=""
                width={1340}
                height={754}
                className="aspect-[1340/754] w-full rounded-xl bg-neutral-100 object-cover"
              />
              <figcaption className="text-xs text-neutral-600">{t('sc.marketing.banner.cover')}</figcaption>
            </figure>
          )}
        </div>
      </Section>
      <Section title={t('sc.marketing.banner.info')}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={t('sc.marketing.status_label')}>
            <MarketingStatus status={b.status} />
            {b.ended_manually && <span className="ml-2 text-xs text-neutral-700">{t('sc.marketing.ended_manually')}</span>}
          </Fact>
          <Fact label={t('sc.marketing.banner.type')}>{t(`sc.marketing.banner.type.${b.type as 'shop'}`)}</Fact>
          <Fact label={t('sc.marketing.period')}>
            <Period start={b.starts_at} end={b.ends_at} />
          </Fact>
          <Fact label={t('sc.marketing.banner.link')}>{b.link ?? t('sc.marketing.banner.no_link')}</Fact>
          <Fact label={t('sc.marketing.updated_at')}>{formatDateTime(b.updated_at, t.lang)}</Fact>
        </dl>
      </Section>
      <Section title={t('sc.marketing.banner.related_products_count', { count: b.products.length })}>
        <ShopProductsList products={b.products} />
      </Section>
    </div>
  )
}
