import { vietnamYear } from '@xinh/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { requestInfo } from '#web/lib/session.server.ts'

/** `/admin/cai-dat?nam=`: the platform settings and one year of the holiday calendar (default: this year). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const info = requestInfo(request, context)
  const param = Number(new URL(request.url).searchParams.get('nam'))
  const thisYear = vietnamYear()
  const year = Number.isInteger(param) && param >= 2000 && param <= 2100 ? param : thisYear
  const [settings, holidays] = await Promise.all([info.data.admin.content.settings(), info.data.admin.content.holidays(year)])
  return { settings, holidays, year, thisYear }
}
