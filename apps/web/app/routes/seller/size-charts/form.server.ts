import type { LoaderFunctionArgs } from 'react-router'
import { orNotFound, sellerTitle } from '#web/features/seller/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `tao?type=` and `cap-nhat/{id}`: the template's type, or the chart being edited. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const chart = params.id ? await orNotFound(info.data.seller.products.sizeChart(params.id)) : undefined
  return {
    chart,
    type: new URL(request.url).searchParams.get('type'),
    title: sellerTitle(info.lang, chart ? 'sc.size_charts.edit_title' : 'sc.size_charts.create_title'),
  }
}
