import * as RadixDialog from '@radix-ui/react-dialog'
import type { LucideIcon } from 'lucide-react'
import { ChevronRight, Menu, X } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { Link, NavLink, useLocation, useMatches } from 'react-router'

export type ShellNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean; count?: number; countLabel?: string }
export type ShellNavGroup = { label: string | null; items: ShellNavItem[] }

/** A back-office route names itself for the breadcrumb: `export const handle = { crumb: '<area key>' }`. */
export type CrumbHandle = { crumb?: string }

type Labels = { title: string; home: string; menu: string; openMenu: string; closeMenu: string; breadcrumb: string }

function NavList({ groups, onNavigate }: { groups: ShellNavGroup[]; onNavigate?: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <div key={group.label ?? 'top'}>
          {group.label && <p className="mb-1 px-3 text-xs font-semibold tracking-wide text-neutral-600 uppercase">{group.label}</p>}
          <ul className="flex flex-col gap-0.5">
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    `flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'text-neutral-800 hover:bg-neutral-100'}`
                  }
                >
                  <item.icon aria-hidden className="size-4 shrink-0" />
                  <span className="flex-1">{item.label}</span>
                  {Boolean(item.count) && (
                    <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
                      <span aria-hidden>{(item.count ?? 0) > 99 ? '99+' : item.count}</span>
                      {item.countLabel && <span className="sr-only">{item.countLabel}</span>}
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

function Breadcrumbs({ labels, home, translate }: { labels: Labels; home: string; translate: (key: string) => string }) {
  const crumbs = useMatches()
    .map((m) => ({ path: m.pathname, crumb: (m.handle as CrumbHandle | undefined)?.crumb }))
    .filter((m): m is { path: string; crumb: string } => Boolean(m.crumb))
  if (!crumbs.length) return null
  return (
    <nav aria-label={labels.breadcrumb} className="mb-2 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-neutral-700">
        <li>
          <Link to={home} className="hover:underline">
            {labels.title}
          </Link>
        </li>
        {crumbs.map((c, i) => (
          <li key={c.path} className="flex items-center gap-1">
            <ChevronRight aria-hidden className="size-3.5" />
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-neutral-900">
                {translate(c.crumb)}
              </span>
            ) : (
              <Link to={c.path} className="hover:underline">
                {translate(c.crumb)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/**
 * The frame of a back office (the admin console; the seller centre has its own copy for now):
 * navigation in groups with counts of what needs action — a sidebar on wide screens, a drawer on
 * phones and tablets — an identity block, an optional notice, breadcrumbs from the routes'
 * `handle.crumb`, and the screen in a card.
 */
export function BackOfficeShell({
  labels,
  groups,
  identity,
  notice,
  translate,
  children,
}: {
  labels: Labels
  groups: ShellNavGroup[]
  identity: ReactNode
  notice?: ReactNode
  translate: (key: string) => string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the trigger
  useEffect(() => setOpen(false), [pathname])
  const total = groups.flatMap((g) => g.items).reduce((n, i) => n + (i.count ?? 0), 0)
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
      <div className="flex items-center justify-between gap-2 lg:hidden">
        {identity}
        <RadixDialog.Root open={open} onOpenChange={setOpen}>
          <RadixDialog.Trigger className="relative inline-flex min-h-11 items-center gap-2 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold">
            <Menu aria-hidden className="size-4" />
            {labels.openMenu}
            {total > 0 && <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">{total > 99 ? '99+' : total}</span>}
          </RadixDialog.Trigger>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
            <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-3 shadow-xl">
              <div className="mb-3 flex items-center justify-between">
                <RadixDialog.Title className="px-3 font-bold">{labels.title}</RadixDialog.Title>
                <RadixDialog.Close
                  aria-label={labels.closeMenu}
                  className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-neutral-100"
                >
                  <X aria-hidden className="size-5" />
                </RadixDialog.Close>
              </div>
              <RadixDialog.Description className="sr-only">{labels.menu}</RadixDialog.Description>
              <NavList groups={groups} onNavigate={() => setOpen(false)} />
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
      </div>
      <aside className="hidden lg:block lg:w-60 lg:shrink-0">
        <div className="sticky top-20 flex flex-col gap-3 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-neutral-200">
          {identity}
          <nav aria-label={labels.menu}>
            <NavList groups={groups} />
          </nav>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        {notice}
        <Breadcrumbs labels={labels} home={labels.home} translate={translate} />
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200 sm:p-6">{children}</div>
      </div>
    </div>
  )
}
