import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'

export const meta = () => [{ title: 'Tiếp thị liên kết – Xinh' }]

export default function AffiliateOverview() {
  const t = useT()
  const { user } = useApp()
  const code = typeof user?.kol_info?.code === 'string' ? user.kol_info.code : undefined
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-neutral-200">
      <h1 className="mb-3 text-xl font-bold">{t('affiliate.title')}</h1>
      <p className="text-sm text-neutral-800">{code ? t('affiliate.kol_code', { code }) : t('affiliate.not_kol')}</p>
    </section>
  )
}
