import type { Lang } from '@xinh/contracts'
import { CATALOGUES } from '#web/lib/i18n/catalogues.server.ts'
import { createTranslator } from '#web/lib/i18n/index.ts'
import { ADMIN_CATALOGUE } from '#web/features/admin/i18n/catalogue.server.ts'
import type { AdminKey } from '#web/features/admin/i18n/index.ts'

/** The admin words on the server (page titles). */
export const adminTranslator = (lang: Lang) =>
  createTranslator<AdminKey>(lang, { ...CATALOGUES[lang], ...ADMIN_CATALOGUE[lang] } as Record<AdminKey, string>)

/** A queue list's URL: `?status=&q=&page=` (the first tab is the bare URL); unknown values fall back. */
export function queueParams<S extends string>(request: Request, statuses: readonly S[]) {
  const url = new URL(request.url)
  const raw = url.searchParams.get('status')
  const status = statuses.find((s) => s === raw) ?? statuses[0]!
  const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 1000)
  return { status, q, page }
}
