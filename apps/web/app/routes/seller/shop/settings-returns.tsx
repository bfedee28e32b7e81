import { useLoaderData } from 'react-router'
import { ReturnPolicyForm } from '#web/features/seller/settings/return-policy-form.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import type { loader as returnsLoader } from './settings-returns.server.ts'

export { loader } from './settings-returns.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.set.tab.returns' }
export const meta = () => [{ title: 'Chính sách trả hàng – Kênh người bán Xinh' }]

/** `/ban-hang/cai-dat/chinh-sach-hoan-tra-hang` — the return period and the reasons the shop accepts (at least one). */
export default function SettingsReturns() {
  const { policy } = useLoaderData<typeof returnsLoader>()
  return <ReturnPolicyForm key={JSON.stringify(policy)} policy={policy} />
}
