import type { Lang } from '@xinh/contracts'
import { type ReactNode, useContext, useMemo } from 'react'
import { I18nContext, type MessageKey, type Translator, createTranslator } from './index.ts'

/**
 * Area catalogues (decision 007): the seller centre, the admin console and other large areas
 * keep their strings out of the core catalogue that every public page ships. An area's layout
 * loader returns its messages for the page's language (`areaMessages`); `<I18nArea>` adds them
 * to the translator below it; the area's typed hook (`useAreaT<AreaKey>()`) reads both.
 *
 * Each part of an area defines its three languages side by side, checked to have the same keys:
 *   export const products = defineMessages({ 'seller.products.title': 'Sản phẩm' }, {
 *     en: { 'seller.products.title': 'Products' }, ko: { 'seller.products.title': '상품' } })
 */
export type AreaCatalogue<K extends string> = Record<Lang, Record<K, string>>

export function defineMessages<const V extends Record<string, string>>(
  vi: V,
  others: { en: Record<keyof V & string, string>; ko: Record<keyof V & string, string> },
): AreaCatalogue<keyof V & string> {
  return { vi, en: others.en, ko: others.ko }
}

/** Merges the parts of an area into one catalogue. */
export function mergeCatalogues<C extends AreaCatalogue<string>[]>(...parts: C): AreaCatalogue<KeysOf<C[number]>> {
  const out = { vi: {}, en: {}, ko: {} } as Record<Lang, Record<string, string>>
  for (const part of parts) for (const lang of ['vi', 'en', 'ko'] as const) Object.assign(out[lang], part[lang])
  return out as AreaCatalogue<KeysOf<C[number]>>
}
type KeysOf<C> = C extends AreaCatalogue<infer K> ? K : never

/** The area's messages in one language, for its layout loader to return. */
export const areaMessages = <K extends string>(catalogue: AreaCatalogue<K>, lang: Lang) => catalogue[lang]

/** Adds an area's messages to the translator of everything inside. */
export function I18nArea({ messages, children }: { messages: Record<string, string>; children: ReactNode }) {
  const parent = useContext(I18nContext)
  const t = useMemo(() => createTranslator(parent.lang, { ...parent.messages, ...messages }), [parent, messages])
  return <I18nContext.Provider value={t as Translator}>{children}</I18nContext.Provider>
}

/** The translator inside an area, typed for the core keys and the area's. */
export const useAreaT = <K extends string>() => useContext(I18nContext) as unknown as Translator<MessageKey | K>
