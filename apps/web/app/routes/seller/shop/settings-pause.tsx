import { useLoaderData } from 'react-router'
import { PauseForm } from '#web/features/seller/settings/pause-form.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import type { loader as pauseLoader } from './settings-pause.server.ts'

export { loader } from './settings-pause.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.set.tab.pause' }
export const meta = () => [{ title: 'Tạm nghỉ – Kênh người bán Xinh' }]

/** `/ban-hang/cai-dat/tam-nghi` — pause now or schedule a pause with a return date; reopen or cancel. */
export default function SettingsPause() {
  const { pause, now } = useLoaderData<typeof pauseLoader>()
  return <PauseForm key={JSON.stringify(pause)} pause={pause} now={now} />
}
