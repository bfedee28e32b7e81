import type { Lang, TCategoryNode } from '@xinh/contracts'
import { data } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { SELLER_CATALOGUE } from './i18n/catalogue.server.ts'
import type { SellerKey } from './i18n/index.ts'

/** A seller screen's document title in the page's language. */
export const sellerTitle = (lang: Lang, key: SellerKey) => `${SELLER_CATALOGUE[lang][key]} – Xinh`

/** A read whose 404 (another shop's id, a deleted one) becomes the route's 404, shown inside the seller centre's frame. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

/** A category as the seller's pickers list it: leaves under their parent's name. */
export type CategoryOption = { _id: string; name: string; parent: string | null }

export function categoryOptions(tree: TCategoryNode[]): CategoryOption[] {
  return tree.flatMap((root) => [
    { _id: root._id, name: root.name, parent: null },
    ...root.children.map((c) => ({ _id: c._id, name: c.name, parent: root.name })),
  ])
}

/** The query string as an object, keeping only the keys a read takes. */
export function pickQuery(url: URL, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.flatMap((k) => (url.searchParams.get(k) ? [[k, url.searchParams.get(k) as string]] : [])))
}
