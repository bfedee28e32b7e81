import type { CommissionStatus } from '@xinh/contracts'
import { StatusBadge, type Tone } from '#web/ui/status-badge.tsx'
import { useAffT } from './i18n/index.ts'

const TONE: Record<CommissionStatus, Tone> = { pending: 'warning', payable: 'success', paid: 'info', reversed: 'danger' }

export function CommissionBadge({ status }: { status: CommissionStatus }) {
  const t = useAffT()
  return <StatusBadge tone={TONE[status]}>{t(`aff.status.${status}`)}</StatusBadge>
}
