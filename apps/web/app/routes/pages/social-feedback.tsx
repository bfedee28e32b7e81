import { ListChecks } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { pageMeta } from '#web/features/catalog/meta.ts'
import { usePagesT } from '#web/features/pages/i18n/index.ts'
import { SocialFeedbackForm } from '#web/features/pages/social-feedback-form.tsx'
import { publicPageHeaders } from '#web/lib/cache-headers.ts'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import type { Route } from './+types/social-feedback.ts'
import type { loader as feedbackLoader } from './social-feedback.server.ts'

export { loader } from './social-feedback.server.ts'
export const headers = publicPageHeaders
export const meta = ({ data }: Route.MetaArgs) => pageMeta(data)

/** `/phan-anh-to-chuc-xa-hoi`: why the channel exists, the form, and a link to what was sent (`/danh-sach`). */
export default function SocialFeedbackPage() {
  const { messages, reasons } = useLoaderData<typeof feedbackLoader>()
  return (
    <I18nArea messages={messages}>
      <Page reasons={reasons} />
    </I18nArea>
  )
}

function Page({ reasons }: { reasons: Array<{ _id: string; name: string }> }) {
  const t = usePagesT()
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 py-2">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('pg.sf.title')}</h1>
        <p className="text-sm text-neutral-700">{t('pg.sf.intro')}</p>
        <Link
          to="/danh-sach"
          className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline"
        >
          <ListChecks aria-hidden className="size-4" />
          {t('pg.sf.to_list')}
        </Link>
      </header>
      <SocialFeedbackForm reasons={reasons} />
    </div>
  )
}
