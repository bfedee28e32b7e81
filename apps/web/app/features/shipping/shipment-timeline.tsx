import type { TShipment } from '@xinh/contracts'
import { Truck, Zap } from 'lucide-react'
import { formatDateTime } from '#web/lib/dates.ts'
import { type MessageKey, useT } from '#web/lib/i18n/index.ts'

/** GET /api/v1/mobile/orders/{id}/shipment (docs/api/shipping.md); events come oldest first. */
export type Shipment = TShipment

/** The parcel's journey as the carrier reports it: carrier, tracking label, where it is now, every event newest first. */
export function ShipmentTimeline({ shipment }: { shipment: Shipment }) {
  const t = useT()
  // newest first; events of the same instant keep the API's order, reversed
  const events = [...shipment.events].reverse().sort((a, b) => b.at.localeCompare(a.at))
  return (
    <section className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-neutral-200" aria-labelledby="shipment-title" data-testid="shipment">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="shipment-title" className="flex items-center gap-2 text-sm font-semibold">
          <Truck aria-hidden className="size-4 text-brand-600" />
          {t('shipment.title')}
        </h2>
        {shipment.cancelled && (
          <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700">{t('shipment.cancelled')}</span>
        )}
        {shipment.is_express && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
            <Zap aria-hidden className="size-3.5" />
            {t('shipment.express')}
          </span>
        )}
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-neutral-700">{t('orders.carrier')}</dt>
          <dd className="text-right" data-testid="shipment-carrier">
            {t(`orders.method.${shipment.carrier}` as MessageKey)}
          </dd>
        </div>
        {shipment.label && (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-neutral-700">{t('orders.tracking_code')}</dt>
            <dd className="text-right font-mono" data-testid="shipment-label">
              {shipment.label}
            </dd>
          </div>
        )}
        {shipment.sub_status_label && (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-neutral-700">{t('orders.shipping_status')}</dt>
            <dd className="text-right font-semibold" data-testid="shipment-status">
              {shipment.sub_status_label}
            </dd>
          </div>
        )}
      </dl>
      {events.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('shipment.no_events')}</p>
      ) : (
        <ol className="flex flex-col" data-testid="shipment-events" aria-label={t('shipment.events')}>
          {events.map((e, i) => (
            <li key={`${e.at}-${e.status_code}-${e.label}`} className="relative flex gap-3 pb-4 pl-5 last:pb-0">
              <span
                aria-hidden
                className={`absolute top-1.5 left-0 size-2.5 rounded-full ${i === 0 ? 'bg-emerald-600' : 'bg-neutral-300'}`}
              />
              {i < events.length - 1 && <span aria-hidden className="absolute top-4 bottom-0 left-[4.5px] w-px bg-neutral-200" />}
              <div className="flex flex-col text-sm">
                <span className={i === 0 ? 'font-semibold text-emerald-800' : 'font-medium'}>{e.label}</span>
                <time dateTime={e.at} className="text-neutral-600">
                  {formatDateTime(e.at, t.lang)}
                </time>
                {e.reason && <span className="text-neutral-700">{e.reason}</span>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
