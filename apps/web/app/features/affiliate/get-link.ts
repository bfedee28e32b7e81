import type { AffiliateLinkTarget, TAffiliateLink } from '@xinh/contracts'
import type { ApiClient } from '#web/lib/api.ts'
import { AFF } from './api.ts'
import { copyText, shareUrl } from './format.ts'

/**
 * A KOL's link for a product, shop or campaign (the server gives the same link again for the
 * same target), copied to the clipboard. Loaded on first use by the "get link" buttons, so the
 * product and shop pages do not carry it. Answers the URL copied.
 */
export async function getAndCopyLink(api: ApiClient, target_type: AffiliateLinkTarget, target_id: string): Promise<string> {
  const link = await api.post<TAffiliateLink>(AFF.links, { target_type, target_id })
  const url = shareUrl(link.url)
  await copyText(url)
  return url
}
