import { type Lang, type MessageParams, fill } from '@xinh/contracts'
import { createContext, useContext } from 'react'
import type { Catalogue, MessageKey } from './vi.ts'

export type { MessageKey, Catalogue }

export type Translator = {
  lang: Lang
  (key: MessageKey, params?: MessageParams): string
}

/** Catalogues travel in the root loader's data, so the browser only downloads the active language. */
export function createTranslator(lang: Lang, catalogue: Partial<Catalogue>): Translator {
  const t = ((key: MessageKey, params?: MessageParams) => fill(catalogue[key] ?? key, params)) as Translator
  t.lang = lang
  return t
}

export const I18nContext = createContext<Translator>(createTranslator('vi', {}))
export const useT = () => useContext(I18nContext)

/** VND with the ₫ sign the Vietnamese way: 189.000 ₫. */
export const formatVnd = (amount: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount)
