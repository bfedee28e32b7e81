import { type Lang, issuesToFields } from '@xinh/contracts'
import type { z } from 'zod'
import { SELLER_CATALOGUE } from '#web/features/seller/i18n/catalogue.server.ts'
import type { SellerKey } from '#web/features/seller/i18n/index.ts'
import { CATALOGUES } from '#web/lib/i18n/catalogues.server.ts'
import { createTranslator } from '#web/lib/i18n/index.ts'

/** The seller centre's words on the server (page titles). */
export const sellerTranslator = (lang: Lang) =>
  createTranslator<SellerKey>(lang, { ...CATALOGUES[lang], ...SELLER_CATALOGUE[lang] } as Record<SellerKey, string>)

/**
 * A list's filters from the URL, checked with the API's own schema: a bad one (a typed date that
 * is no date, an end before the start) is left out of the search and its message shown on its field.
 */
export function urlFilters<T extends Record<string, string | undefined>>(schema: z.ZodType, raw: T, lang: Lang) {
  const checked = schema.safeParse(raw)
  if (checked.success) return { filters: raw, errors: {} as Record<string, string> }
  const errors = issuesToFields(checked.error.issues, lang)
  const filters = { ...raw }
  for (const field of Object.keys(errors)) delete filters[field.split('.')[0] as keyof T]
  return { filters, errors }
}

/** A whole page number from the URL (1 when missing or nonsense). */
export const pageOf = (url: URL) => Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 1000)
