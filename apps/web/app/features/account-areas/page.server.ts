import type { AppLoadContext } from 'react-router'
import { CATALOGUES } from '#web/lib/i18n/catalogues.server.ts'
import { createTranslator } from '#web/lib/i18n/index.ts'
import { requireUser } from '#web/lib/session.server.ts'

/** `?page=` of an account list, 1–1000 (anything else is page 1). */
export function pageParam(url: URL) {
  return Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 1000)
}

/** An account area's loader start: the signed-in account (else home), its URL, page and translator. */
export async function accountKit(request: Request, context: AppLoadContext) {
  const { info, user } = await requireUser(request, context)
  const url = new URL(request.url)
  return { info, user, url, page: pageParam(url), t: createTranslator(info.lang, CATALOGUES[info.lang]) }
}
