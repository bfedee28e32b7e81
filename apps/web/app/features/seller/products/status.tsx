import type { TSellerProductListItem } from '@xinh/contracts'
import { StatusBadge, type Tone } from '#web/ui/status-badge.tsx'
import { useSellerT } from '../i18n/index.ts'

type DisplayStatus = TSellerProductListItem['display_status']

const TONE: Record<DisplayStatus, Tone> = {
  available: 'success',
  sold_out: 'warning',
  delisted: 'neutral',
  draft: 'neutral',
  pending: 'info',
  rejected: 'danger',
}

/** Where a product stands, in the words of the seller's tabs (spec §4). */
export function ProductStatus({ status }: { status: DisplayStatus }) {
  const t = useSellerT()
  return <StatusBadge tone={TONE[status]}>{t(`sc.products.status.${status}`)}</StatusBadge>
}
