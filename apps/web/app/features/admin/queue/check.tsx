import type { SystemCheckIssue, TProductSystemCheck } from '@xinh/contracts'
import { AlertTriangle, CheckCircle2 } from 'lucide-react'
import { Link } from 'react-router'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { StatusBadge } from '#web/ui/status-badge.tsx'

/** The system check's findings as badges (a product list row). */
export function IssueBadges({ issues }: { issues: readonly SystemCheckIssue[] }) {
  const t = useAdminT()
  return (
    <>
      {issues.map((issue) => (
        <StatusBadge key={issue} tone="warning">
          {t(`ad.products.issue.${issue}`)}
        </StatusBadge>
      ))}
    </>
  )
}

/** The system check in full (spec §4): sensitive words, pictures, duplicates, price. */
export function SystemCheckPanel({ check }: { check: TProductSystemCheck }) {
  const t = useAdminT()
  if (check.issues.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-green-800">
        <CheckCircle2 aria-hidden className="size-4" />
        {t('ad.products.check_ok')}
      </p>
    )
  return (
    <div className="flex flex-col gap-3 text-sm" data-testid="system-check">
      <p className="flex flex-wrap items-center gap-1.5">
        <AlertTriangle aria-hidden className="size-4 text-amber-700" />
        <IssueBadges issues={check.issues} />
      </p>
      {check.sensitive.length > 0 && (
        <ul className="list-disc pl-5">
          {check.sensitive.map((s) => (
            <li key={`${s.field}-${s.phrase}`}>
              {t('ad.products.sensitive_found', {
                phrase: s.phrase,
                field: t(`ad.products.field.${s.field === 'name' ? 'name' : 'description'}`),
              })}
            </li>
          ))}
        </ul>
      )}
      <p>{t('ad.products.images_count', { count: check.images.count, repeated: check.images.repeated })}</p>
      <p>
        {t('ad.products.price_line', {
          sale: formatVnd(check.price.sale_price),
          price: formatVnd(check.price.price),
          discount: check.price.discount_percent,
          median: check.price.category_median === null ? '—' : formatVnd(check.price.category_median),
        })}
      </p>
      {check.duplicates.length > 0 && (
        <div>
          <p className="font-medium">{t('ad.products.duplicates')}</p>
          <ul className="list-disc pl-5">
            {check.duplicates.map((d) => (
              <li key={d._id}>
                <Link to={`/admin/duyet-san-pham/${d._id}`} className="text-brand-700 underline">
                  {d.name}
                </Link>{' '}
                · {d.shop_name}
                {d.same_shop ? ` (${t('ad.products.same_shop')})` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
