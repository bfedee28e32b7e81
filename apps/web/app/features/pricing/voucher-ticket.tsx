import type { TVoucher } from '@xinh/contracts'
import { Check, Coins, Store, Ticket, Truck } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { track } from '#web/features/tracking/track.ts'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { useToast } from '#web/ui/toast.tsx'
import { formatDateTime, savesExhausted, shortVnd, usedPercent, voucherDetail, voucherTitle } from './format.ts'

const HOUR = 3_600_000

/**
 * A voucher as a ticket (spec §2 /khuyen-mai): who gives it, what it takes off, the minimum
 * order, its code, when it ends, how much of it is used, and the save button. Saving needs an
 * account: visitors (and guests) get the login dialog, then the page's data is reloaded.
 * A voucher that does not need login can be used straight away by a visitor ("Use now").
 * `now` comes from the loader, so server and browser print the same relative times.
 */
export function VoucherTicket({
  v,
  now,
  headingLevel = 3,
  action: given,
  muted = false,
}: {
  v: TVoucher
  now: number
  headingLevel?: 2 | 3
  /** Another action in place of save / use (the buyer's wallet, issue 16), and a greyed ticket. */
  action?: ReactNode
  muted?: boolean
}) {
  const t = useT()
  const { user, api, openAuth } = useApp()
  const toast = useToast()
  const [saved, setSaved] = useState(v.is_saved)
  const [busy, setBusy] = useState(false)
  useEffect(() => setSaved(v.is_saved), [v.is_saved])
  const signedIn = Boolean(user && !user.is_guest)
  const exhausted = !saved && savesExhausted(v)
  const Heading = `h${headingLevel}` as const
  const Icon = v.classify === 'free_shipping' ? Truck : v.kind === 'cashback' ? Coins : v.shop ? Store : Ticket
  const percent = usedPercent(v)
  const left = Date.parse(v.end_time) - now
  const useHref = v.shop ? `/nguoi-ban/${v.shop._id}` : '/'

  async function save() {
    if (!signedIn) return openAuth('login')
    setBusy(true)
    try {
      await api.post(`/api/v1/mobile/voucher-buyer/${v._id}/save`)
      setSaved(true)
      track('SaveVoucher', { object_id: v._id, metadata: { code: v.code } }) // trackwire (issue 18)
      toast(t('vouchers.saved_toast', { code: v.code }), 'success')
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) openAuth('login')
      else toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error')
    } finally {
      setBusy(false)
    }
  }

  const action =
    given ??
    (saved ? (
      <span className="flex flex-col items-center gap-1">
        <span className="flex items-center gap-1 text-xs font-semibold text-emerald-700" data-testid="voucher-saved">
          <Check aria-hidden className="size-4" />
          {t('vouchers.saved')}
        </span>
        <Link
          to={useHref}
          className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('vouchers.use_now')}
        </Link>
      </span>
    ) : exhausted ? (
      <span className="rounded-lg bg-neutral-100 px-3 py-2 text-sm font-semibold text-neutral-600">{t('vouchers.exhausted')}</span>
    ) : !signedIn && !v.requires_login ? (
      <Link to={useHref} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        {t('vouchers.use_now')}
      </Link>
    ) : (
      <button
        type="button"
        onClick={save}
        disabled={busy}
        aria-label={t('vouchers.save_label', { name: v.name })}
        title={signedIn ? undefined : t('vouchers.login_hint')}
        data-testid="voucher-save"
        className="min-h-10 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {t('vouchers.save')}
      </button>
    ))

  return (
    <li
      className={`flex min-w-0 overflow-hidden rounded-xl bg-white ring-1 ring-neutral-200 ${muted ? 'grayscale' : ''}`}
      data-testid="voucher-ticket"
      data-code={v.code}
    >
      <div
        className={`flex w-20 shrink-0 flex-col items-center justify-center gap-1 px-1 py-3 text-center text-white sm:w-24 ${v.shop ? 'bg-neutral-800' : 'bg-brand-600'}`}
      >
        <Icon aria-hidden className="size-7" />
        <span className="line-clamp-2 text-xs leading-4 font-semibold break-words">
          {v.shop ? v.shop.name : t('vouchers.badge_platform')}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 items-center gap-2 border-l-2 border-dashed border-neutral-200 py-2.5 pr-3 pl-3">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          {(v.target === 'newbie' || v.requires_app) && (
            <p className="flex flex-wrap gap-1">
              {v.target === 'newbie' && (
                <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">{t('vouchers.badge_newbie')}</span>
              )}
              {v.requires_app && (
                <span className="rounded bg-sky-100 px-1.5 text-xs font-semibold text-sky-900">{t('vouchers.badge_app')}</span>
              )}
            </p>
          )}
          <Heading className="text-base leading-6 font-bold text-neutral-900">
            {voucherTitle(v, t)}
            <span className="sr-only"> – {v.name}</span>
          </Heading>
          {voucherDetail(v, t) && <p className="text-sm text-neutral-700">{voucherDetail(v, t)}</p>}
          <p className="text-sm text-neutral-700">
            {v.min_order_value > 0 ? t('vouchers.min_order', { amount: shortVnd(v.min_order_value, t.lang) }) : t('vouchers.any_order')}
            {!v.all_products && <span className="block text-xs text-neutral-600">{t('vouchers.some_products')}</span>}
          </p>
          <p className="flex flex-wrap gap-x-2 text-xs text-neutral-600">
            <span>{t('vouchers.code', { code: v.code })}</span>
            {v.status === 'upcoming' ? (
              <span>{t('vouchers.starts', { date: formatDateTime(v.start_time, t.lang) })}</span>
            ) : left > 0 && left < 48 * HOUR ? (
              <span className="font-semibold text-brand-700">
                {t('vouchers.expires_soon', { hours: Math.max(1, Math.ceil(left / HOUR)) })}
              </span>
            ) : (
              <span>{t('vouchers.expires', { date: formatDateTime(v.end_time, t.lang, false) })}</span>
            )}
          </p>
          <div className="mt-1 flex items-center gap-2">
            <span aria-hidden className="h-1.5 flex-1 overflow-hidden rounded-full bg-neutral-200">
              <span className="block h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
            </span>
            <span className="shrink-0 text-xs text-neutral-600">{t('vouchers.used_percent', { percent })}</span>
          </div>
        </div>
        <div className="shrink-0">{action}</div>
      </div>
    </li>
  )
}
