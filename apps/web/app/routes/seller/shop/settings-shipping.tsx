import { useLoaderData } from 'react-router'
import { ShippingForm } from '#web/features/seller/settings/shipping-form.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import type { loader as shippingLoader } from './settings-shipping.server.ts'

export { loader } from './settings-shipping.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.set.tab.shipping' }
export const meta = () => [{ title: 'Vận chuyển – Kênh người bán Xinh' }]

/** `/ban-hang/cai-dat/van-chuyen` — carriers on or off, self-shipping, pickup address (docs/api/shipping.md). */
export default function SettingsShipping() {
  const { settings, provinces, shop } = useLoaderData<typeof shippingLoader>()
  return <ShippingForm key={JSON.stringify(settings)} settings={settings} provinces={provinces} shopName={shop.name} />
}
