import { useLoaderData } from 'react-router'
import { BankAccountForm, PaymentMethodsForm } from '#web/features/seller/settings/payments-forms.tsx'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import type { loader as paymentsLoader } from './settings-payments.server.ts'

export { loader } from './settings-payments.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.set.tab.payments' }
export const meta = () => [{ title: 'Thanh toán – Kênh người bán Xinh' }]

/** `/ban-hang/cai-dat/thanh-toan` — accepted payment methods (docs/api/payments.md) and the payout bank account (docs/api/ledger.md). */
export default function SettingsPayments() {
  const { payments, account } = useLoaderData<typeof paymentsLoader>()
  return (
    <div className="flex max-w-2xl flex-col gap-8">
      <PaymentMethodsForm key={payments.methods.join()} methods={payments.methods} />
      <BankAccountForm key={JSON.stringify(account)} account={account} />
    </div>
  )
}
