import { type Lang, type MessageParams, fill } from '@xinh/contracts'
import { createContext, useContext } from 'react'
import type { Catalogue, MessageKey } from './vi.ts'
import { numberFormat } from '#web/lib/intl.ts'

export type { MessageKey, Catalogue }

export type Translator<K extends string = MessageKey> = {
  lang: Lang
  /** The messages this translator knows (the core catalogue, plus an area's inside that area). */
  messages: Readonly<Record<string, string>>
  (key: K, params?: MessageParams): string
}

/** Catalogues travel in the root loader's data, so the browser only downloads the active language. */
export function createTranslator<K extends string = MessageKey>(lang: Lang, catalogue: Partial<Record<K, string>>): Translator<K> {
  const messages = catalogue as Record<string, string>
  const t = ((key: K, params?: MessageParams) => fill(messages[key] ?? key, params)) as Translator<K>
  t.lang = lang
  t.messages = messages
  return t
}

let parsed: { json: string; catalogue: Record<string, string> } | undefined

/** The root loader's catalogue (JSON text), parsed once per language rather than on every use. */
export function parseCatalogue(json: string): Record<string, string> {
  if (parsed?.json !== json) parsed = { json, catalogue: JSON.parse(json) as Record<string, string> }
  return parsed.catalogue
}

export const I18nContext = createContext<Translator>(createTranslator<MessageKey>('vi', {}))
export const useT = () => useContext(I18nContext)

/** VND with the ₫ sign the Vietnamese way: 189.000 ₫. */
export const formatVnd = (amount: number) => numberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount)
