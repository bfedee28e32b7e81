import type { LoaderFunctionArgs } from 'react-router'
import { sellerTitle } from '#web/features/seller/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/ban-hang/mua-chung/tao`: the shop's products on sale with their variants, to pick the deal's one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const page = await info.data.seller.products.variants({ filter: 'available', limit: 50 })
  const choices = page.items.flatMap((p) =>
    p.variants.map((v) => ({
      product_id: p._id,
      variant_id: v._id,
      label: [p.name, v.options.join(' / ')].filter(Boolean).join(' — '),
      sale_price: v.sale_price,
    })),
  )
  return { choices, title: sellerTitle(info.lang, 'sc.gb.create') }
}
