import type { Lang, SellerPrerequisite, TSellerRegistration } from '@xinh/contracts'
import { CheckCircle2, CircleAlert, Clock, Store, XCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { type OnboardingKey, useOnboardingT } from './i18n/index.ts'

const LOCALE: Record<Lang, string> = { vi: 'vi-VN', en: 'en-GB', ko: 'ko-KR' }
/** A deadline a person can plan around: weekday, date and time, in Vietnam's time zone (same on server and browser). */
export const formatDeadline = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(LOCALE[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(new Date(iso))

export const SUPPORT_MAIL = 'mailto:hotro@xinh.vn'

function Panel({ icon, tone, title, children }: { icon: ReactNode; tone: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="ob-status" className={`flex flex-col gap-3 rounded-2xl p-5 ring-1 sm:p-6 ${tone}`}>
      <h2 id="ob-status" className="flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  )
}

/** Not signed in: why an account is needed, and the way in. */
export function AnonymousPanel() {
  const t = useOnboardingT()
  const { openAuth } = useApp()
  return (
    <Panel icon={<Store aria-hidden className="size-5 text-brand-600" />} tone="bg-white ring-neutral-200" title={t('ob.anon_title')}>
      <p className="text-sm text-neutral-700">{t('ob.anon_body')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => openAuth('login')}>{t('ob.login')}</Button>
        <Button variant="secondary" onClick={() => openAuth('signup')}>
          {t('ob.signup')}
        </Button>
      </div>
      <Link to="/seller" className="text-sm font-semibold text-brand-700 underline underline-offset-4">
        {t('ob.learn_more')}
      </Link>
    </Panel>
  )
}

const PREREQUISITES: Array<{ key: SellerPrerequisite; label: OnboardingKey; fix: OnboardingKey; anchor: string }> = [
  { key: 'phone', label: 'ob.pre.phone', fix: 'ob.pre.fix_phone', anchor: 'verify-phone' },
  { key: 'email', label: 'ob.pre.email', fix: 'ob.pre.fix_email', anchor: 'verify-email' },
  { key: 'identity_card', label: 'ob.pre.identity_card', fix: 'ob.pre.fix_identity_card', anchor: 'verify-identity' },
]

/** spec §6: what the account still needs before it may apply, each with a link to the screen that fixes it. */
export function PrerequisitesPanel({ missing }: { missing: SellerPrerequisite[] }) {
  const t = useOnboardingT()
  return (
    <Panel icon={<CircleAlert aria-hidden className="size-5 text-amber-600" />} tone="bg-amber-50 ring-amber-200" title={t('ob.pre.title')}>
      <p className="text-sm text-neutral-800">{t('ob.pre.body')}</p>
      <ul className="flex flex-col gap-2">
        {PREREQUISITES.map((p) => {
          const done = !missing.includes(p.key)
          return (
            <li key={p.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-white p-3 ring-1 ring-neutral-200">
              {done ? (
                <CheckCircle2 aria-hidden className="size-5 text-emerald-600" />
              ) : (
                <XCircle aria-hidden className="size-5 text-neutral-500" />
              )}
              <span className="flex-1 text-sm font-medium">
                {t(p.label)}
                <span className="sr-only">: {done ? t('ob.pre.done') : t('ob.pre.todo')}</span>
              </span>
              {!done && (
                <Link
                  to={`/trang-ca-nhan/xac-minh#${p.anchor}`}
                  className="min-h-10 rounded-lg bg-brand-600 px-3 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  {t(p.fix)}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </Panel>
  )
}

/** spec §4 waiting approval: when the answer is due (48 working hours) and where it will arrive. */
export function WaitingPanel({ registration }: { registration: TSellerRegistration }) {
  const t = useOnboardingT()
  const app = registration.application
  return (
    <Panel icon={<Clock aria-hidden className="size-5 text-sky-700" />} tone="bg-sky-50 ring-sky-200" title={t('ob.waiting.title')}>
      {app?.store_name && <p className="text-sm font-semibold">{t('ob.status.store', { name: app.store_name })}</p>}
      {app?.review_deadline && (
        <p className="text-base font-semibold text-neutral-900" data-testid="review-deadline">
          {t('ob.waiting.deadline', { deadline: formatDeadline(app.review_deadline, t.lang) })}
        </p>
      )}
      <p className="text-sm text-neutral-700">{t('ob.waiting.rule')}</p>
      {app?.email && <p className="text-sm text-neutral-700">{t('ob.waiting.email', { email: app.email })}</p>}
      {app?.submitted_at && (
        <p className="text-xs text-neutral-600">{t('ob.waiting.submitted_at', { time: formatDeadline(app.submitted_at, t.lang) })}</p>
      )}
    </Panel>
  )
}

export function ApprovedPanel() {
  const t = useOnboardingT()
  return (
    <Panel
      icon={<CheckCircle2 aria-hidden className="size-5 text-emerald-600" />}
      tone="bg-emerald-50 ring-emerald-200"
      title={t('ob.approved.title')}
    >
      <p className="text-sm text-neutral-800">{t('ob.approved.body')}</p>
      <Link
        to="/ban-hang/tong-quan"
        className="inline-flex min-h-11 w-fit items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t('ob.approved.cta')}
      </Link>
    </Panel>
  )
}

/** spec §4 rejected: the reason, the way to edit and re-apply, and "contact support". */
export function RejectedPanel({ reason, onEdit }: { reason: string | null; onEdit: () => void }) {
  const t = useOnboardingT()
  return (
    <Panel icon={<XCircle aria-hidden className="size-5 text-red-700" />} tone="bg-red-50 ring-red-200" title={t('ob.rejected.title')}>
      {reason && <p className="text-sm font-semibold text-neutral-900">{t('ob.rejected.reason', { reason })}</p>}
      <p className="text-sm text-neutral-800">{t('ob.rejected.body')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onEdit}>{t('ob.rejected.edit')}</Button>
        <a
          href={SUPPORT_MAIL}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-100"
        >
          {t('ob.rejected.support')}
        </a>
      </div>
    </Panel>
  )
}
