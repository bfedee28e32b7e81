import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'

/**
 * The search-and-filter form over an admin list (users, shops): a GET form, so the filters live
 * in the URL; "clear" appears once something is filtered. `columns` is the grid of the fields.
 */
export function AdminFilterBar({
  label,
  clearTo,
  filtered,
  columns,
  children,
}: {
  label: string
  clearTo: string
  filtered: boolean
  columns: string
  children: ReactNode
}) {
  const t = useAdminT()
  return (
    <Form method="get" role="search" aria-label={label} className={`grid gap-3 rounded-xl bg-white p-4 ring-1 ring-neutral-200 ${columns}`}>
      {children}
      <div className="col-span-full flex gap-2">
        <Button type="submit">{t('ad.core.search')}</Button>
        {filtered && (
          <Link
            to={clearTo}
            className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
          >
            {t('ad.core.clear')}
          </Link>
        )}
      </div>
    </Form>
  )
}
