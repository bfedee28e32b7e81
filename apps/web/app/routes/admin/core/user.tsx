import { GRANTABLE_ROLES, type GrantableRole, type OrderStatus, RETURN_STATUS_LABELS, type TAdminUserDetail } from '@xinh/contracts'
import { Lock, LockOpen, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Link, useLoaderData, useRevalidator } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { AuditEntryCard } from '#web/features/admin/core/audit-entry.tsx'
import { Section } from '#web/features/admin/core/section.tsx'
import { roleKey, SHOP_STATE_TONE, USER_STATE_TONE, userStateKey, verifyKey } from '#web/features/admin/core/labels.ts'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { ReasonDialog } from '#web/features/admin/reason-dialog.tsx'
import { useStepUp } from '#web/features/admin/step-up.tsx'
import { formatVnd } from '#web/features/catalog/format.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { Button } from '#web/ui/button.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { useToast } from '#web/ui/toast.tsx'
import type { Route } from './+types/user.ts'
import type { loader as userLoader } from './user.server.ts'

export { loader } from './user.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.users' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

type Decision = { kind: 'lock' } | { kind: 'unlock' } | { kind: 'role'; role: GrantableRole; granted: boolean }

/** `/admin/nguoi-dung/:id` (issue 14): who they are, what they did, and the admin's lock and role decisions. */
export default function UserPage() {
  const { user, history } = useLoaderData<typeof userLoader>()
  const t = useAdminT()
  const { api, user: me } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const withStepUp = useStepUp()
  const [decision, setDecision] = useState<Decision | null>(null)
  const isSelf = me?._id === user._id
  const locked = user.state === 'locked'

  async function decide(reason: string) {
    if (!decision) return
    const base = `/api/v1/admin/users/${user._id}`
    if (decision.kind === 'lock') {
      await withStepUp(() => api.post<TAdminUserDetail>(`${base}/lock`, { reason }))
      toast(t('ad.user.locked_toast'), 'success')
    } else if (decision.kind === 'unlock') {
      await api.post<TAdminUserDetail>(`${base}/unlock`, { reason })
      toast(t('ad.user.unlocked_toast'), 'success')
    } else {
      const { role, granted } = decision
      await withStepUp(() => api.post<TAdminUserDetail>(`${base}/roles`, { role, granted, reason }))
      toast(t('ad.user.role_toast'), 'success')
    }
    void revalidator.revalidate()
  }

  const roleName = (r: GrantableRole) => t(roleKey(r))
  const dialog =
    decision?.kind === 'lock'
      ? { title: t('ad.user.lock'), body: t('ad.user.lock_body'), confirm: t('ad.user.lock'), tone: 'danger' as const }
      : decision?.kind === 'unlock'
        ? { title: t('ad.user.unlock'), body: t('ad.user.unlock_body'), confirm: t('ad.user.unlock'), tone: 'primary' as const }
        : decision?.kind === 'role'
          ? {
              title: t(decision.granted ? 'ad.user.grant' : 'ad.user.revoke', { role: roleName(decision.role) }),
              body: t('ad.user.role_body'),
              confirm: t(decision.granted ? 'ad.user.grant' : 'ad.user.revoke', { role: roleName(decision.role) }),
              tone: decision.granted ? ('primary' as const) : ('danger' as const),
            }
          : null

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={user.user_name}
        description={[user.email, user.phone_number].filter(Boolean).join(' · ')}
        actions={
          isSelf ? (
            <StatusBadge tone="info">{t('ad.user.self')}</StatusBadge>
          ) : locked ? (
            <Button variant="secondary" onClick={() => setDecision({ kind: 'unlock' })}>
              <LockOpen aria-hidden className="size-4" />
              {t('ad.user.unlock')}
            </Button>
          ) : user.state !== 'deleted' ? (
            <Button variant="danger" onClick={() => setDecision({ kind: 'lock' })}>
              <Lock aria-hidden className="size-4" />
              {t('ad.user.lock')}
            </Button>
          ) : null
        }
      />
      {locked && user.locked_at && (
        <p role="status" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200" data-testid="locked-banner">
          {t('ad.user.locked_banner', {
            date: formatDateTime(user.locked_at, t.lang),
            admin: user.locked_by?.user_name ?? t('ad.core.system'),
            reason: user.locked_reason ?? '',
          })}
        </p>
      )}
      {user.deletion_scheduled_at && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('ad.user.deletion_banner', { date: formatDateTime(user.deletion_scheduled_at, t.lang) })}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('ad.user.contact')}>
          <ul className="flex flex-wrap gap-2 text-sm">
            <li>
              <StatusBadge tone={USER_STATE_TONE[user.state]}>{t(userStateKey(user.state))}</StatusBadge>
            </li>
            <li>
              <StatusBadge tone={user.email_verified ? 'success' : 'neutral'}>
                {user.email_verified ? t('ad.user.email_verified') : `Email ${t('ad.user.not_verified')}`}
              </StatusBadge>
            </li>
            <li>
              <StatusBadge tone={user.phone_verified ? 'success' : 'neutral'}>
                {user.phone_verified ? t('ad.user.phone_verified') : `SĐT ${t('ad.user.not_verified')}`}
              </StatusBadge>
            </li>
            <li>
              <StatusBadge
                tone={user.identity_status === 'approved' ? 'success' : user.identity_status === 'pending' ? 'warning' : 'neutral'}
              >
                {t(verifyKey(user.identity_status))}
              </StatusBadge>
            </li>
            {user.totp_enabled && (
              <li>
                <StatusBadge tone="success">
                  <ShieldCheck aria-hidden className="mr-1 inline size-3" />
                  {t('ad.user.totp_on')}
                </StatusBadge>
              </li>
            )}
          </ul>
          <p className="mt-2 text-xs text-neutral-600">
            {t('ad.users.joined', { date: formatDateTime(user.created_at, t.lang) })} · <span className="font-mono">{user._id}</span>
          </p>
        </Section>
        <Section title={t('ad.user.roles')}>
          <ul className="mb-3 flex flex-wrap gap-2">
            {user.roles.map((r) => (
              <li key={r}>
                <StatusBadge tone={r === 'admin' ? 'info' : 'neutral'}>{t(roleKey(r))}</StatusBadge>
              </li>
            ))}
          </ul>
          {user.state !== 'deleted' && (
            <div className="flex flex-wrap gap-2">
              {GRANTABLE_ROLES.map((role) => {
                const has = user.roles.includes(role)
                if (isSelf && role === 'admin') return null
                return (
                  <Button key={role} variant="secondary" onClick={() => setDecision({ kind: 'role', role, granted: !has })}>
                    {t(has ? 'ad.user.revoke' : 'ad.user.grant', { role: roleName(role) })}
                  </Button>
                )
              })}
            </div>
          )}
        </Section>
        <Section title={t('ad.user.sessions', { count: user.sessions.length })}>
          {user.sessions.length === 0 ? (
            <p className="text-sm text-neutral-600">{t('ad.user.sessions_empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {user.sessions.map((s) => (
                <li key={s._id}>
                  <p className="truncate font-medium">{s.user_agent ?? t('ad.user.unknown_device')}</p>
                  <p className="text-xs text-neutral-600">
                    {s.ip ? `${s.ip} · ` : ''}
                    {t('ad.user.session_line', {
                      created: formatDateTime(s.created_at, t.lang),
                      used: formatDateTime(s.last_used_at, t.lang),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('ad.user.shops')}>
          {user.activity.shops.length === 0 ? (
            <p className="text-sm text-neutral-600">{t('ad.user.shops_empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {user.activity.shops.map((s) => (
                <li key={s._id} className="flex items-center justify-between gap-2">
                  <Link to={`/admin/cua-hang/${s._id}`} className="font-medium text-brand-700 underline">
                    {s.name}
                  </Link>
                  <StatusBadge tone={s.closed ? SHOP_STATE_TONE.closed : s.is_paused ? SHOP_STATE_TONE.paused : SHOP_STATE_TONE.open}>
                    {t(
                      s.closed
                        ? 'ad.sstate.closed'
                        : s.is_paused
                          ? 'ad.sstate.paused'
                          : s.status === 'approved'
                            ? 'ad.sstate.open'
                            : 'ad.sstate.waiting_approval',
                    )}
                  </StatusBadge>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('ad.user.orders', { count: user.activity.orders.total })}>
          {user.activity.orders.items.length === 0 ? (
            <p className="text-sm text-neutral-600">{t('ad.user.orders_empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {user.activity.orders.items.map((o) => (
                <li key={o._id} className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <span className="font-mono">{o.code}</span>
                  <span className="text-neutral-700">{o.shop_name}</span>
                  <span>{formatVnd(o.total)}</span>
                  <span className="text-xs text-neutral-600">
                    {t(`orders.status.${o.status === 'pending' ? 'pending_cash' : (o.status as Exclude<OrderStatus, 'pending'>)}`)} ·{' '}
                    {formatDateTime(o.created_at, t.lang)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('ad.user.returns', { count: user.activity.returns.total })}>
          {user.activity.returns.items.length === 0 ? (
            <p className="text-sm text-neutral-600">{t('ad.user.returns_empty')}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {user.activity.returns.items.map((r) => (
                <li key={r._id} className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <span>{RETURN_STATUS_LABELS[r.status as keyof typeof RETURN_STATUS_LABELS]?.[t.lang] ?? r.status}</span>
                  <span>{formatVnd(r.amount)}</span>
                  <span className="text-xs text-neutral-600">{formatDateTime(r.created_at, t.lang)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <Section
        title={t('ad.user.history')}
        action={
          <Link to={`/admin/nhat-ky?target_type=user&target_id=${user._id}`} className="text-sm font-semibold text-brand-700 underline">
            {t('ad.user.history_link')}
          </Link>
        }
      >
        {history.length === 0 ? (
          <p className="text-sm text-neutral-600">{t('ad.core.none')}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {history.map((e) => (
              <li key={e._id}>
                <AuditEntryCard entry={e} />
              </li>
            ))}
          </ol>
        )}
      </Section>
      {dialog && (
        <ReasonDialog
          open
          onClose={() => setDecision(null)}
          title={dialog.title}
          body={dialog.body}
          confirmLabel={dialog.confirm}
          tone={dialog.tone}
          onConfirm={decide}
          testId="decision-confirm"
        />
      )}
    </div>
  )
}
