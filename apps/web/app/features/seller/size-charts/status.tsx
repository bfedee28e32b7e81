import type { TSellerSizeChart } from '@xinh/contracts'
import { StatusBadge, type Tone } from '#web/ui/status-badge.tsx'
import { useSellerT } from '../i18n/index.ts'

const TONE: Record<TSellerSizeChart['status'], Tone> = { pending: 'info', accepted: 'success', rejected: 'danger' }

/** A size chart's review state (spec §4: pending, accepted, rejected). */
export function SizeChartStatus({ status }: { status: TSellerSizeChart['status'] }) {
  const t = useSellerT()
  return <StatusBadge tone={TONE[status]}>{t(`sc.size_charts.status.${status}`)}</StatusBadge>
}
