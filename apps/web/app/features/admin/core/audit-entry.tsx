import type { TAuditEntry } from '@xinh/contracts'
import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { formatDateTime } from '#web/lib/dates.ts'
import { useAdminT } from '../i18n/index.ts'

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v))

/** Before → after, one row per field, changed fields marked; values that are not objects shown whole. */
export function ChangeView({ before, after }: { before: unknown; after: unknown }) {
  const t = useAdminT()
  const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)
  if (before === null && after === null) return null
  if (!isObj(before ?? {}) || !isObj(after ?? {}))
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded bg-neutral-100 px-1.5">{show(before)}</span>
        <ArrowRight aria-label={t('ad.audit.after')} className="size-4" />
        <span className="rounded bg-emerald-50 px-1.5">{show(after)}</span>
      </p>
    )
  const b = (before ?? {}) as Record<string, unknown>
  const a = (after ?? {}) as Record<string, unknown>
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  return (
    // scrolls sideways on a phone: focusable so a keyboard can scroll it too
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (WCAG 2.1.1)
    <section className="overflow-x-auto" tabIndex={0} aria-label={`${t('ad.audit.before')} → ${t('ad.audit.after')}`}>
      <table className="w-full min-w-[18rem] text-left text-sm">
        <thead className="text-xs text-neutral-600">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('ad.audit.target')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('ad.audit.before')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('ad.audit.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => {
            const changed = show(b[k]) !== show(a[k])
            return (
              <tr key={k} className="border-t border-neutral-100 align-top">
                <th scope="row" className="py-1 pr-3 font-mono text-xs font-normal text-neutral-700">
                  {k}
                </th>
                <td className="py-1 pr-3 break-all">{k in b ? show(b[k]) : '—'}</td>
                <td className={`py-1 break-all ${changed ? 'font-semibold text-emerald-800' : ''}`}>{k in a ? show(a[k]) : '—'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}

// Where each audit target type lives in the console (the queues' detail pages among them).
const TARGET_PAGES: Record<string, string> = {
  user: '/admin/nguoi-dung',
  shop: '/admin/cua-hang',
  shop_application: '/admin/dang-ky-ban-hang',
  product: '/admin/duyet-san-pham',
  size_chart: '/admin/duyet-size-chart',
  identity_card: '/admin/xac-minh-cccd',
  order: '/admin/don-cod',
  return: '/admin/tra-hang',
}

/** Where an audit target lives in the console, when it has a screen. */
export const targetHref = (type: string, id: string) => (TARGET_PAGES[type] ? `${TARGET_PAGES[type]}/${id}` : null)

export function AuditEntryCard({ entry }: { entry: TAuditEntry }) {
  const t = useAdminT()
  const href = targetHref(entry.target_type, entry.target_id)
  return (
    <article className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-neutral-200" data-testid="audit-entry">
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-mono text-sm font-semibold text-brand-700">{entry.action}</p>
        <time dateTime={entry.created_at} className="text-xs text-neutral-600">
          {formatDateTime(entry.created_at, t.lang)}
        </time>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-neutral-600">{t('ad.audit.who')}</dt>
        <dd>{entry.actor ? `${entry.actor.user_name}${entry.actor.email ? ` · ${entry.actor.email}` : ''}` : t('ad.core.system')}</dd>
        <dt className="text-neutral-600">{t('ad.audit.target')}</dt>
        <dd className="break-all">
          {entry.target_type} ·{' '}
          {href ? (
            <Link to={href} className="text-brand-700 underline">
              {entry.target_id}
            </Link>
          ) : (
            entry.target_id
          )}
        </dd>
        <dt className="text-neutral-600">{t('ad.core.reason')}</dt>
        <dd>{entry.reason ?? <span className="text-neutral-600">{t('ad.audit.no_reason')}</span>}</dd>
      </dl>
      <ChangeView before={entry.before} after={entry.after} />
    </article>
  )
}
