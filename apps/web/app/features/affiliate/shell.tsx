import { BadgeDollarSign, FileText, LayoutDashboard, Megaphone, ReceiptText, UserRoundPlus, WalletCards } from 'lucide-react'
import type { ReactNode } from 'react'
import { BackOfficeShell, type ShellNavGroup } from '#web/ui/backoffice-shell.tsx'
import { type AffiliateKey, useAffT } from './i18n/index.ts'

/** An affiliate route names itself for the breadcrumb: `export const handle: AffiliateHandle = { crumb: 'aff.nav.account' }`. */
export type AffiliateHandle = { crumb?: AffiliateKey }

export const AFF_BASE = '/tiep-thi-lien-ket'

/** The KOL area's frame: a KOL sees the dashboard, converted orders, campaigns and account; anyone else the application. */
export function AffiliateShell({ name, isKol, children }: { name: string; isKol: boolean; children: ReactNode }) {
  const t = useAffT()
  const items = isKol
    ? [
        { to: AFF_BASE, label: t('aff.nav.dashboard'), icon: LayoutDashboard, end: true },
        { to: `${AFF_BASE}/ca-nhan/don-hang-chuyen-doi`, label: t('aff.nav.conversions'), icon: ReceiptText },
        { to: `${AFF_BASE}/chien-dich`, label: t('aff.nav.campaigns'), icon: Megaphone },
        { to: `${AFF_BASE}/ca-nhan/thong-tin-tai-khoan`, label: t('aff.nav.account'), icon: WalletCards },
      ]
    : [{ to: AFF_BASE, label: t('aff.nav.apply'), icon: UserRoundPlus, end: true }]
  const groups: ShellNavGroup[] = [
    { label: null, items },
    { label: null, items: [{ to: '/chinh-sach/dieu-khoan-tiep-thi-lien-ket', label: t('aff.nav.terms'), icon: FileText }] },
  ]
  return (
    <BackOfficeShell
      labels={{
        title: t('aff.title'),
        home: AFF_BASE,
        menu: t('aff.menu'),
        openMenu: t('aff.open_menu'),
        closeMenu: t('aff.close_menu'),
        breadcrumb: t('aff.breadcrumb'),
      }}
      groups={groups}
      translate={(key) => t(key as AffiliateKey)}
      identity={
        <div className="flex min-w-0 items-center gap-2 px-3 py-2">
          <BadgeDollarSign aria-hidden className="size-8 shrink-0 rounded-full bg-brand-50 p-1.5 text-brand-700" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-neutral-900">{name}</span>
            <span className="block text-xs text-neutral-700">{t(isKol ? 'aff.role_kol' : 'aff.role_applicant')}</span>
          </span>
        </div>
      }
    >
      {children}
    </BackOfficeShell>
  )
}
