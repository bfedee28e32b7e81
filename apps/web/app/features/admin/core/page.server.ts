import { issuesToFields, type Lang } from '@xinh/contracts'
import type { z } from 'zod'
import { CATALOGUES } from '#web/lib/i18n/catalogues.server.ts'
import { createTranslator } from '#web/lib/i18n/index.ts'
import { ADMIN_CATALOGUE } from '../i18n/catalogue.server.ts'
import type { AdminKey } from '../i18n/index.ts'

/** The admin console's words on the server (page titles). */
export const adminTranslator = (lang: Lang) =>
  createTranslator<AdminKey>(lang, { ...CATALOGUES[lang], ...ADMIN_CATALOGUE[lang] } as Record<AdminKey, string>)

/** `Title – Xinh admin` for a page's <title>. */
export const adminTitle = (lang: Lang, key: AdminKey) => {
  const t = adminTranslator(lang)
  return `${t(key)} – ${t('ad.title')}`
}

/**
 * Filters from the URL, checked with the API's own schema: a bad one is left out of the search
 * and its message shown on its field (the page still loads).
 */
export function urlFilters<K extends string>(schema: z.ZodType, url: URL, keys: readonly K[], lang: Lang) {
  const raw = Object.fromEntries(keys.map((k) => [k, url.searchParams.get(k)?.trim() || undefined])) as Record<K, string | undefined>
  const checked = schema.safeParse(raw)
  if (checked.success) return { filters: raw, errors: {} as Record<string, string> }
  const errors = issuesToFields(checked.error.issues, lang)
  const filters = { ...raw }
  for (const field of Object.keys(errors)) delete filters[field.split('.')[0] as K]
  return { filters, errors }
}

/** A whole page number from the URL (1 when missing or nonsense). */
export const pageOf = (url: URL) => Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 1000)
