import type { LoaderFunctionArgs } from 'react-router'
import { accountKit } from '#web/features/account-areas/page.server.ts'

/** `/trang-ca-nhan/thanh-toan` (spec §2 account area "payment info"): the refund bank account and the methods used. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, t } = await accountKit(request, context)
  return { info: await info.data.account.paymentInfo(), title: `${t('acct.pay_title')} – Xinh` }
}
