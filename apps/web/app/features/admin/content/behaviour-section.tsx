import type { TTrackingReport } from '@xinh/contracts'
import { useAdminT } from '../i18n/index.ts'

/** track (issue 18): the buyers' behaviour in /admin/bao-cao — tracking sessions, the funnel, the most viewed products. */
export function BehaviourSection({ report }: { report: TTrackingReport | null }) {
  const t = useAdminT()
  const locale = t.lang === 'ko' ? 'ko-KR' : t.lang === 'en' ? 'en-GB' : 'vi-VN'
  const count = new Intl.NumberFormat(locale)
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
  const heading = (
    <>
      <h2 id="behaviour" className="text-lg font-semibold">
        {t('ad.trk.title')}
      </h2>
      <p className="mb-3 text-sm text-neutral-700">{t('ad.trk.note')}</p>
    </>
  )
  if (!report)
    return (
      <section aria-labelledby="behaviour" className="mt-6 rounded-xl border border-neutral-200 bg-white p-4" data-testid="admin-behaviour">
        {heading}
        <p role="alert" className="text-sm text-neutral-700">
          {t('ad.trk.error')}
        </p>
      </section>
    )
  const { totals } = report
  const figures: Array<[string, string]> = [
    [t('ad.trk.sessions'), count.format(totals.sessions)],
    [t('ad.trk.visitors'), count.format(totals.visitors)],
    [t('ad.trk.conversion'), `${count.format(totals.converted_sessions)} (${percent.format(totals.conversion_rate)})`],
    [t('ad.trk.views'), count.format(totals.views)],
    [t('ad.trk.add_to_cart'), count.format(totals.add_to_cart)],
    [t('ad.trk.orders'), count.format(totals.orders)],
  ]
  return (
    <section aria-labelledby="behaviour" className="mt-6 rounded-xl border border-neutral-200 bg-white p-4" data-testid="admin-behaviour">
      {heading}
      {totals.sessions === 0 && totals.views === 0 ? (
        <p className="text-sm text-neutral-700">{t('ad.trk.empty')}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {figures.map(([label, value]) => (
              <div key={label} className="rounded-lg bg-neutral-50 p-3">
                <dt className="text-xs text-neutral-700">{label}</dt>
                <dd className="text-lg font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          {report.top_products.length > 0 && (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (axe scrollable-region-focusable)
            <section className="mt-4 max-h-96 overflow-auto" aria-label={t('ad.trk.top')} tabIndex={0}>
              <table className="w-full text-left text-sm">
                <caption className="mb-2 text-left font-semibold">{t('ad.trk.top')}</caption>
                <thead>
                  <tr className="border-b border-neutral-200">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('ad.trk.product')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t('ad.trk.views')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t('ad.trk.add_to_cart')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('ad.trk.orders')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.top_products.map((p) => (
                    <tr key={p._id} className="border-b border-neutral-100">
                      <td className="max-w-64 truncate py-2 pr-3">{p.name}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{count.format(p.views)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{count.format(p.add_to_cart)}</td>
                      <td className="py-2 text-right tabular-nums">{count.format(p.orders)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </section>
  )
}
