import type { ReactNode } from 'react'
import { BackOfficeShell, type ShellNavGroup } from '#web/ui/backoffice-shell.tsx'
import { type AdminKey, useAdminT } from './i18n/index.ts'
import { ADMIN_BADGE_ICON, ADMIN_NAV, type QueueKey } from './nav.ts'

export type WaitingCounts = Partial<Record<QueueKey, number>>
/** An admin route names itself for the breadcrumb: `export const handle: AdminHandle = { crumb: 'ad.nav.users' }`. */
export type AdminHandle = { crumb?: AdminKey }

/** The admin console's frame: queues with how many items wait, people, content, system. */
export function AdminShell({
  name,
  waiting,
  affiliateOnly = false,
  children,
}: {
  name: string
  waiting: WaitingCounts
  /** An affiliate admin without the admin role: only the affiliate group (issue 18). */
  affiliateOnly?: boolean
  children: ReactNode
}) {
  const t = useAdminT()
  const groups: ShellNavGroup[] = ADMIN_NAV.filter((g) => !affiliateOnly || g.affiliate).map((g) => ({
    label: g.label ? t(g.label) : null,
    items: g.items.map((i) => {
      const count = i.queue ? (waiting[i.queue] ?? 0) : 0
      return { to: i.to, label: t(i.label), icon: i.icon, count, countLabel: t('ad.nav.waiting', { count }) }
    }),
  }))
  const Badge = ADMIN_BADGE_ICON
  return (
    <BackOfficeShell
      labels={{
        title: t('ad.title'),
        home: affiliateOnly ? '/admin/tiep-thi-lien-ket/kol' : '/admin/tong-quan',
        menu: t('ad.menu'),
        openMenu: t('ad.open_menu'),
        closeMenu: t('ad.close_menu'),
        breadcrumb: t('ad.breadcrumb'),
      }}
      groups={groups}
      translate={(key) => t(key as AdminKey)}
      identity={
        <div className="flex min-w-0 items-center gap-2 px-3 py-2">
          <Badge aria-hidden className="size-8 shrink-0 rounded-full bg-brand-50 p-1.5 text-brand-700" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-neutral-900">{name}</span>
            <span className="block text-xs text-neutral-700">{t(affiliateOnly ? 'ad.aff.signed_in_as' : 'ad.signed_in_as')}</span>
          </span>
        </div>
      }
    >
      {children}
    </BackOfficeShell>
  )
}
