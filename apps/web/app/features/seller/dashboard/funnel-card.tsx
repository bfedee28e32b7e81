import type { TSellerFunnel } from '@xinh/contracts'
import { useSellerT } from '../i18n/index.ts'
import { formatCount, formatDay, formatPercent } from './format.ts'

/**
 * track (issue 18): views → add-to-cart → orders of the shop's products over the dashboard's
 * period, from the behavioural tracking's daily aggregates; the best viewed products below.
 */
export function FunnelCard({ funnel }: { funnel: TSellerFunnel | null }) {
  const t = useSellerT()
  if (!funnel)
    return (
      <section aria-labelledby="dash-funnel" className="mt-6 flex flex-col gap-2" data-testid="seller-funnel">
        <h2 id="dash-funnel" className="text-base font-bold">
          {t('sc.funnel.title')}
        </h2>
        <p role="alert" className="rounded-2xl bg-white p-4 text-sm text-neutral-700 ring-1 ring-neutral-200">
          {t('sc.funnel.error')}
        </p>
      </section>
    )
  const { totals } = funnel
  const steps = [
    { key: 'views', label: t('sc.funnel.views'), value: totals.views, rate: null },
    { key: 'add_to_cart', label: t('sc.funnel.add_to_cart'), value: totals.add_to_cart, rate: totals.cart_rate },
    { key: 'orders', label: t('sc.funnel.orders'), value: totals.orders, rate: totals.order_rate },
  ]
  const widest = Math.max(1, totals.views)
  return (
    <section aria-labelledby="dash-funnel" className="mt-6 flex flex-col gap-2" data-testid="seller-funnel">
      <h2 id="dash-funnel" className="text-base font-bold">
        {t('sc.funnel.title')}
      </h2>
      <p className="text-sm text-neutral-700">
        {t('sc.funnel.description', { from: formatDay(funnel.from, t.lang), to: formatDay(funnel.to, t.lang) })}
      </p>
      <ol className="grid gap-2 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:grid-cols-3">
        {steps.map((s) => (
          <li key={s.key} className="flex flex-col gap-1" data-testid={`funnel-${s.key}`}>
            <span className="text-sm text-neutral-700">{s.label}</span>
            <span className="text-xl font-bold">{formatCount(s.value, t.lang)}</span>
            <span aria-hidden className="h-2 rounded-full bg-neutral-100">
              <span className="block h-2 rounded-full bg-brand-600" style={{ width: `${Math.round((s.value / widest) * 100)}%` }} />
            </span>
            {s.rate !== null && (
              <span className="text-xs text-neutral-700">{t('sc.funnel.rate', { value: formatPercent(s.rate, t.lang) })}</span>
            )}
          </li>
        ))}
      </ol>
      {funnel.products.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-sm text-neutral-700 ring-1 ring-neutral-200">{t('sc.funnel.empty')}</p>
      ) : (
        // a region that scrolls sideways on a phone: reachable and named for keyboard and screen-reader users
        <section
          className="overflow-x-auto rounded-2xl bg-white ring-1 ring-neutral-200"
          aria-labelledby="dash-funnel"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (axe scrollable-region-focusable)
          tabIndex={0}
        >
          <table className="w-full text-sm">
            <thead className="text-left text-neutral-700">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  {t('sc.funnel.product')}
                </th>
                <th scope="col" className="p-3 text-right font-semibold">
                  {t('sc.funnel.views')}
                </th>
                <th scope="col" className="p-3 text-right font-semibold">
                  {t('sc.funnel.add_to_cart')}
                </th>
                <th scope="col" className="p-3 text-right font-semibold">
                  {t('sc.funnel.orders')}
                </th>
                <th scope="col" className="p-3 text-right font-semibold">
                  {t('sc.funnel.conversion')}
                </th>
              </tr>
            </thead>
            <tbody>
              {funnel.products.map((p) => (
                <tr key={p._id} className="border-t border-neutral-100">
                  <td className="max-w-56 truncate p-3">{p.name}</td>
                  <td className="p-3 text-right tabular-nums">{formatCount(p.views, t.lang)}</td>
                  <td className="p-3 text-right tabular-nums">{formatCount(p.add_to_cart, t.lang)}</td>
                  <td className="p-3 text-right tabular-nums">{formatCount(p.orders, t.lang)}</td>
                  <td className="p-3 text-right tabular-nums">{p.views ? formatPercent(p.orders / p.views, t.lang) : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  )
}
