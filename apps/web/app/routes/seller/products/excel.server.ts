import { ZProductFilesQuery } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { lenientQuery } from '#web/features/seller/format.ts'
import { sellerTitle } from '#web/features/seller/page.server.ts'
import { requestInfo } from '#web/lib/session.server.ts'

/** `tai-xuong-danh-sach?page=`: the import/export history (page 1, 10 per page, the last 30 days). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const query = lenientQuery((q) => ZProductFilesQuery.safeParse(q), { page: new URL(request.url).searchParams.get('page') ?? '' })
  const { items, meta } = await info.data.seller.products.files(query)
  return { files: items, meta, title: sellerTitle(info.lang, 'sc.products.excel.title') }
}
