import { Link } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import { Breadcrumb } from './breadcrumb.tsx'
import { formatTotal } from './format.ts'
import { JsonLd } from './json-ld.tsx'
import { Pagination, ProductGrid } from './islands.tsx'
import type { Collection, PageMeta, ProductCard, Provinces } from './types.ts'

/** A collection page: cover, name, description, products; with a shop, its other collections as tabs. */
export function CollectionView({
  collection,
  products,
  provinces,
  shop,
  siblings,
  jsonLd,
}: {
  collection: Collection
  products: { items: ProductCard[]; meta: PageMeta }
  provinces: Provinces
  shop: { _id: string; name: string } | null
  siblings: Collection[]
  jsonLd: unknown
}) {
  const t = useT()
  const tab = (on: boolean) =>
    `flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold ${on ? 'border-brand-600 text-brand-700' : 'border-transparent text-neutral-700 hover:text-neutral-900'}`
  return (
    <div className="flex flex-col gap-4">
      <JsonLd data={jsonLd} />
      <Breadcrumb items={[...(shop ? [{ name: shop.name, to: `/nguoi-ban/${shop._id}` }] : []), { name: collection.name }]} />
      {shop && siblings.length > 1 && (
        <nav
          aria-label={t('collection.list_title', { shop: shop.name })}
          className="-mx-3 overflow-x-auto border-b border-neutral-200 px-3 sm:mx-0 sm:px-0"
        >
          <ul className="flex">
            {siblings.map((c) => (
              <li key={c._id}>
                <Link
                  to={`/danh-sach/bo-suu-tap/${c._id}?shop_id=${shop._id}`}
                  aria-current={c._id === collection._id ? 'page' : undefined}
                  className={tab(c._id === collection._id)}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <header className="overflow-hidden rounded-2xl bg-white ring-1 ring-neutral-200 sm:flex">
        {collection.cover && (
          <img
            src={collection.cover}
            alt=""
            width={640}
            height={360}
            fetchPriority="high"
            className="aspect-video w-full object-cover sm:w-80"
          />
        )}
        <div className="flex flex-col justify-center gap-1 p-4">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('collection.title')}</p>
          <h1 className="text-2xl font-bold">{collection.name}</h1>
          {collection.description && <p className="text-sm whitespace-pre-line text-neutral-700">{collection.description}</p>}
          <p className="text-sm text-neutral-600">{t('catalog.count', { count: formatTotal(products.meta.total, t.lang) })}</p>
        </div>
      </header>
      {products.items.length ? (
        <ProductGrid items={products.items} provinces={provinces} position="Collection" />
      ) : (
        <p className="rounded-2xl bg-white py-12 text-center text-neutral-700 ring-1 ring-neutral-200">{t('catalog.empty')}</p>
      )}
      <Pagination meta={products.meta} />
    </div>
  )
}
