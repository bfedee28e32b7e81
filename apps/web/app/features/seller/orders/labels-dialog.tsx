import type { TOrderLabels } from '@xinh/contracts'
import { FileText, Printer } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import type { MessageKey } from '#web/lib/i18n/index.ts'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError } from '#web/ui/field.tsx'
import { useSellerT } from '../i18n/index.ts'
import { apiMessage } from './format.ts'

/**
 * The labels of one or many orders (GET /api/v1/seller/orders/labels): one PDF with every GHTK
 * label, one print page per other carrier, and the orders that have no label yet. Links, not
 * pop-ups: a phone opens them in its PDF viewer or a new tab.
 */
export function LabelsDialog({ ids, open, onClose }: { ids: string[]; open: boolean; onClose: () => void }) {
  const t = useSellerT()
  const { api } = useApp()
  const [labels, setLabels] = useState<TOrderLabels | null>(null)
  const [error, setError] = useState<string>()
  const key = ids.join(',')
  useEffect(() => {
    if (!open || !key) return
    let live = true
    setLabels(null)
    setError(undefined)
    api
      .get<TOrderLabels>(`/api/v1/seller/orders/labels?ids=${key}`)
      .then((found) => live && setLabels(found))
      .catch((e: unknown) => live && setError(apiMessage(e, t('common.network_error'))))
    return () => {
      live = false
    }
  }, [api, key, open, t])
  const pdfCount = labels ? labels.labels.filter((l) => labels.pdf_url?.includes(l.order_id)).length : 0
  const skipped = labels?.skipped.map((s) => s.code).filter(Boolean) ?? []
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t('sc.orders.labels_title')} description={t('sc.orders.labels_hint')}>
      <div className="flex flex-col gap-3" data-testid="labels-dialog">
        <FormError message={error} />
        {!labels && !error && (
          <p role="status" className="text-sm text-neutral-700">
            {t('sc.orders.labels_loading')}
          </p>
        )}
        {labels?.pdf_url && (
          <a
            href={labels.pdf_url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            data-testid="labels-pdf"
          >
            <FileText aria-hidden className="size-4" />
            {t('sc.orders.labels_pdf', { count: pdfCount })}
          </a>
        )}
        {labels?.pages.map((p) => (
          <a
            key={p.url}
            href={p.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-neutral-300 px-4 text-sm font-semibold hover:bg-neutral-100"
            data-testid="labels-page"
          >
            <Printer aria-hidden className="size-4" />
            {t('sc.orders.labels_page', { carrier: t(`orders.method.${p.carrier}` as MessageKey), count: p.count })}
          </a>
        ))}
        {labels && labels.labels.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm" aria-label={t('sc.orders.labels_title')}>
            {labels.labels.map((l) => (
              <li key={l.order_id} className="flex justify-between gap-3 rounded-lg bg-neutral-50 px-3 py-2">
                <span>{t('sc.orders.code', { code: l.code })}</span>
                <span className="font-mono" data-testid="label-code">
                  {l.label}
                </span>
              </li>
            ))}
          </ul>
        )}
        {labels && labels.labels.length === 0 && <p className="text-sm text-neutral-700">{t('sc.orders.labels_none')}</p>}
        {skipped.length > 0 && <p className="text-sm text-amber-900">{t('sc.orders.labels_skipped', { codes: skipped.join(', ') })}</p>}
      </div>
    </Dialog>
  )
}
