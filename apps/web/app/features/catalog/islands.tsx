import { type IslandBox, island } from '#web/ui/island.tsx'
import type { PageMeta, Position, ProductCard, Provinces, ShopCard } from './types.ts'

// Product and shop cards and page links are text, pictures and links: every page renders them on
// the server, and the browser loads their code only when they change (see `island`). Their
// modules must only be imported dynamically (a static import anywhere would pull them into the
// pages' chunks again).

export const GRID = 'grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 md:grid-cols-4 lg:grid-cols-5'

const ProductList = island('ul', () => import('./product-card.tsx').then((m) => m.ProductItems))

/** Products in a responsive grid (two columns on phones), or in the list `className` describes. */
export function ProductGrid({
  className = GRID,
  box,
  ...props
}: {
  items: ProductCard[]
  provinces?: Provinces
  position?: Position
  /** How many images load at once (above the fold). */
  eager?: number
  itemClassName?: string
  /** Placeholder cards to show after the items (more are loading). */
  loading?: number
  className?: string
  box?: IslandBox
}) {
  return <ProductList {...props} box={{ ...box, className }} />
}

const ShopItems = island('ul', () => import('./shop-card.tsx').then((m) => m.ShopItems))
const RankedShopItems = island('ol', () => import('./shop-card.tsx').then((m) => m.ShopItems))

/** Shops as a list of cards (an ordered, numbered list when `ranked`). */
export function ShopList({
  className,
  ranked = false,
  ...props
}: {
  shops: ShopCard[]
  provinces?: Provinces
  ranked?: boolean
  className: string
}) {
  return ranked ? <RankedShopItems {...props} ranked box={{ className }} /> : <ShopItems {...props} box={{ className }} />
}

const PageLinks = island('div', () => import('./pagination.tsx').then((m) => m.Pagination))

const SortLinks = island('div', () => import('./sort-bar.tsx').then((m) => m.SortBar))

/** Sort options as links (the current one marked). */
export function SortBar(props: { sort: string }) {
  return <SortLinks {...props} box={{ className: 'contents' }} />
}

/** Links to the other pages of a list (`?page=n`); nothing when there is one page. */
export function Pagination(props: { meta: PageMeta; param?: string; hash?: string }) {
  return <PageLinks {...props} box={{ className: 'contents' }} />
}
