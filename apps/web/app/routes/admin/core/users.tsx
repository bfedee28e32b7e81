import { ADMIN_USER_STATES, ROLES } from '@xinh/contracts'
import { ChevronRight, Users } from 'lucide-react'
import { Link, useLoaderData } from 'react-router'
import { Pagination } from '#web/features/catalog/pagination.tsx'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { AdminFilterBar } from '#web/features/admin/core/filter-bar.tsx'
import { roleKey, USER_STATE_TONE, userStateKey } from '#web/features/admin/core/labels.ts'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { formatDateTime } from '#web/lib/dates.ts'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { SelectField, TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useReloading } from '#web/ui/pending.ts'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { Route } from './+types/users.ts'
import type { loader as usersLoader } from './users.server.ts'

export { loader } from './users.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.users' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

const PICKABLE_ROLES = ROLES.filter((r) => r !== 'system')

/** `/admin/nguoi-dung` (issue 14): find a user by e-mail, phone, name or id; filter by role and status. */
export default function UsersPage() {
  const { users, meta, filters, errors } = useLoaderData<typeof usersLoader>()
  const t = useAdminT()
  const reloading = useReloading()
  const filtered = Boolean(filters.q || filters.role || filters.state)
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('ad.users.title')} description={t('ad.users.description')} />
      <AdminFilterBar label={t('ad.users.search')} clearTo="/admin/nguoi-dung" filtered={filtered} columns="sm:grid-cols-[2fr_1fr_1fr]">
        <TextField
          type="search"
          name="q"
          label={t('ad.users.search')}
          placeholder={t('ad.users.search_placeholder')}
          defaultValue={filters.q ?? ''}
          error={errors.q}
        />
        <SelectField
          name="role"
          label={t('ad.users.role')}
          defaultValue={filters.role ?? ''}
          error={errors.role}
          placeholder={t('ad.core.all')}
          options={PICKABLE_ROLES.map((r) => ({ value: r, label: t(roleKey(r)) }))}
        />
        <SelectField
          name="state"
          label={t('ad.users.state')}
          defaultValue={filters.state ?? ''}
          error={errors.state}
          placeholder={t('ad.core.all')}
          options={ADMIN_USER_STATES.map((s) => ({ value: s, label: t(userStateKey(s)) }))}
        />
      </AdminFilterBar>
      <div aria-busy={reloading || undefined}>
        {reloading ? (
          <ListSkeleton rows={5} label={t('ad.users.loading')} />
        ) : users.length === 0 ? (
          <EmptyState icon={Users} title={t('ad.users.empty_title')} body={t('ad.users.empty_body')} />
        ) : (
          <ul className="divide-y divide-neutral-100 overflow-hidden rounded-xl bg-white ring-1 ring-neutral-200" data-testid="user-list">
            {users.map((u) => (
              <li key={u._id}>
                <Link to={`/admin/nguoi-dung/${u._id}`} className="flex items-center gap-3 p-4 hover:bg-neutral-50">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      <span className="truncate">{u.user_name}</span>
                      <StatusBadge tone={USER_STATE_TONE[u.state]}>{t(userStateKey(u.state))}</StatusBadge>
                    </p>
                    <p className="truncate text-sm text-neutral-700">{[u.email, u.phone_number].filter(Boolean).join(' · ')}</p>
                    <p className="text-xs text-neutral-600">
                      {u.roles.map((r) => t(roleKey(r))).join(', ')} ·{' '}
                      {t('ad.users.joined', { date: formatDateTime(u.created_at, t.lang) })}
                    </p>
                  </div>
                  <ChevronRight aria-hidden className="size-5 shrink-0 text-neutral-500" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pagination meta={meta} />
      </div>
    </div>
  )
}
