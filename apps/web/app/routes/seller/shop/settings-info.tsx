import { useLoaderData } from 'react-router'
import { ShopInfoForm } from '#web/features/seller/settings/shop-info-form.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import type { loader as infoLoader } from './settings-info.server.ts'

export { loader } from './settings-info.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.set.tab.info' }
export const meta = () => [{ title: 'Thông tin shop – Kênh người bán Xinh' }]

/** `/ban-hang/cai-dat/thong-tin-cua-hang` — name, pictures, intro and address, shown on the shop page. */
export default function SettingsInfo() {
  const { shop, provinces } = useLoaderData<typeof infoLoader>()
  // a new form after each save: its defaults are what the server kept
  return <ShopInfoForm key={JSON.stringify(shop)} shop={shop} provinces={provinces} />
}
