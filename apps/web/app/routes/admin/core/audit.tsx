import { Download, ScrollText } from 'lucide-react'
import { useState } from 'react'
import { Form, Link, useLoaderData, useLocation } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { AuditEntryCard } from '#web/features/admin/core/audit-entry.tsx'
import { AUDIT_FILTERS } from '#web/features/admin/core/labels.ts'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { useToast } from '#web/ui/toast.tsx'
import type { Route } from './+types/audit.ts'
import type { loader as auditLoader } from './audit.server.ts'

export { loader } from './audit.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.audit' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

/**
 * `/admin/nhat-ky` (issue 14): every admin action, newest first, filtered by who, what, which
 * target and when (all in the URL, a plain GET form), each with before → after and the reason;
 * the same filters export to Excel.
 */
export default function AuditPage() {
  const { page, filters, errors } = useLoaderData<typeof auditLoader>()
  const t = useAdminT()
  const toast = useToast()
  const reloading = useReloading()
  const location = useLocation()
  const [exporting, setExporting] = useState(false)
  const filtered = AUDIT_FILTERS.some((k) => filters[k])
  const query = new URLSearchParams(location.search)
  query.delete('cursor')
  const nextHref = page.next_cursor ? `?${new URLSearchParams({ ...Object.fromEntries(query), cursor: page.next_cursor })}` : null

  async function exportXlsx() {
    setExporting(true)
    try {
      const res = await fetch(`/api/v1/admin/audit/export?${query}`, { credentials: 'same-origin' })
      if (!res.ok) throw new Error(String(res.status))
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'nhat-ky.xlsx'
      const url = URL.createObjectURL(await res.blob())
      const a = document.createElement('a')
      a.href = url
      a.download = name
      a.click()
      URL.revokeObjectURL(url)
      toast(t('ad.audit.exported'), 'success')
    } catch {
      toast(t('ad.audit.export_failed'), 'error')
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('ad.audit.title')}
        description={t('ad.audit.description')}
        actions={
          <Button variant="secondary" loading={exporting} onClick={() => void exportXlsx()} data-testid="audit-export">
            <Download aria-hidden className="size-4" />
            {exporting ? t('ad.audit.exporting') : t('ad.audit.export')}
          </Button>
        }
      />
      <Form
        method="get"
        role="search"
        aria-label={t('ad.audit.filters')}
        className="grid gap-3 rounded-xl bg-white p-4 ring-1 ring-neutral-200 sm:grid-cols-2 lg:grid-cols-3"
      >
        <TextField name="actor" label={t('ad.audit.actor')} defaultValue={filters.actor ?? ''} error={errors.actor} />
        <TextField
          name="action"
          label={t('ad.audit.action')}
          hint={t('ad.audit.action_hint')}
          defaultValue={filters.action ?? ''}
          error={errors.action}
        />
        <TextField
          name="target_type"
          label={t('ad.audit.target_type')}
          defaultValue={filters.target_type ?? ''}
          error={errors.target_type}
        />
        <TextField name="target_id" label={t('ad.audit.target_id')} defaultValue={filters.target_id ?? ''} error={errors.target_id} />
        <TextField type="date" name="from" label={t('ad.audit.from')} defaultValue={filters.from ?? ''} error={errors.from} />
        <TextField type="date" name="to" label={t('ad.audit.to')} defaultValue={filters.to ?? ''} error={errors.to} />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit">{t('ad.core.search')}</Button>
          {filtered && (
            <Link
              to="/admin/nhat-ky"
              className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
            >
              {t('ad.core.clear')}
            </Link>
          )}
        </div>
      </Form>
      <div aria-busy={reloading || undefined}>
        {reloading ? (
          <ListSkeleton rows={4} label={t('ad.audit.loading')} />
        ) : page.items.length === 0 ? (
          <EmptyState
            icon={ScrollText}
            title={t('ad.audit.empty_title')}
            body={filtered ? t('ad.audit.empty_filtered') : t('ad.audit.empty_body')}
          />
        ) : (
          <ol className="flex flex-col gap-3" data-testid="audit-list">
            {page.items.map((entry) => (
              <li key={entry._id}>
                <AuditEntryCard entry={entry} />
              </li>
            ))}
          </ol>
        )}
        <nav className="mt-4 flex flex-wrap gap-2" aria-label={t('ad.audit.title')}>
          {filters.cursor && (
            <Link
              to={`?${query}`}
              className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-brand-700 ring-1 ring-neutral-300"
            >
              {t('ad.audit.newest')}
            </Link>
          )}
          {nextHref && (
            <Link to={nextHref} className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white">
              {t('ad.audit.more')}
            </Link>
          )}
        </nav>
      </div>
    </div>
  )
}
