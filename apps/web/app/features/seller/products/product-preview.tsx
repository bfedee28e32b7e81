import { useState } from 'react'
import { BadgeCheck, ImageOff } from 'lucide-react'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { Dialog } from '#web/ui/dialog.tsx'
import { useSellerT } from '../i18n/index.ts'
import type { ProductFormValues } from './form-model.ts'

const badge = 'flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-medium text-neutral-800 ring-1 ring-neutral-200'

/** The product as a buyer will see it on its page (spec §2 /san-pham/{id}), from what the form holds now. */
export function ProductPreview({
  values,
  open,
  onOpenChange,
  sizeChartName,
}: {
  values: ProductFormValues
  open: boolean
  onOpenChange: (open: boolean) => void
  sizeChartName?: string
}) {
  const t = useSellerT()
  const prices = values.variants.map((v) => Number(v.sale_price)).filter((n) => Number.isFinite(n) && n > 0)
  const before = values.variants.map((v) => Number(v.price)).filter((n) => Number.isFinite(n) && n > 0)
  const [lo, hi] = [Math.min(...prices), Math.max(...prices)]
  const beforeLo = Math.min(...before)
  const discount = prices.length && before.length && beforeLo > lo ? Math.round(((beforeLo - lo) / beforeLo) * 100) : 0
  const images = [...values.images, ...values.variants.flatMap((v) => v.images)].filter((u, i, a) => a.indexOf(u) === i)
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sc.products.preview.title')}
      description={t('sc.products.preview.body')}
      size="xl"
    >
      <article className="grid gap-5 md:grid-cols-2" data-testid="product-preview">
        {images.length ? (
          <PreviewPictures images={images} name={values.name} />
        ) : (
          <div className="flex aspect-square items-center justify-center rounded-2xl bg-neutral-100">
            <ImageOff aria-hidden className="size-10 text-neutral-400" />
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-3">
          <h2 className="text-lg font-bold break-words">{values.name || t('sc.products.preview.no_name')}</h2>
          <div className="flex flex-wrap items-baseline gap-x-3 rounded-xl bg-neutral-100 px-4 py-3">
            <span className="text-2xl font-bold text-brand-600">
              {prices.length ? (lo === hi ? formatVnd(lo) : `${formatVnd(lo)} – ${formatVnd(hi)}`) : '—'}
            </span>
            {discount > 0 && (
              <>
                <s className="text-sm text-neutral-600">{formatVnd(beforeLo)}</s>
                <span className="rounded bg-brand-600 px-1.5 text-xs font-bold text-white">-{discount}%</span>
              </>
            )}
          </div>
          {values.classifications.map((c, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: classifications are positional
            <div key={k} className="flex flex-col gap-1">
              <p className="text-sm font-medium text-neutral-700">{c.name}</p>
              <ul className="flex flex-wrap gap-2">
                {c.options.map((o) => (
                  <li key={o.name} className="rounded-lg px-3 py-1.5 text-sm ring-1 ring-neutral-300">
                    {o.name}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <ul className="flex flex-wrap gap-2" aria-label={t('product.details')}>
            {values.is_authentic && (
              <li className={badge}>
                <BadgeCheck aria-hidden className="size-4 text-brand-600" />
                {t('product.badge_authentic')}
              </li>
            )}
            {values.is_guaranteed && (
              <li className={badge}>
                <BadgeCheck aria-hidden className="size-4 text-brand-600" />
                {t('product.badge_guaranteed')}
              </li>
            )}
            {values.is_preorder && (
              <li className={badge}>
                <BadgeCheck aria-hidden className="size-4 text-brand-600" />
                {t('product.badge_preorder')}
              </li>
            )}
            {values.return_days && <li className={badge}>{t('product.return_days', { days: values.return_days })}</li>}
            {values.prep_days && <li className={badge}>{t('product.prep_days', { days: values.prep_days })}</li>}
          </ul>
          {sizeChartName && (
            <p className="text-sm">
              <span className="font-medium">{t('product.size_chart')}:</span> {sizeChartName}
            </p>
          )}
        </div>
        <section className="flex flex-col gap-2 md:col-span-2">
          <h3 className="font-semibold">{t('product.description')}</h3>
          <p className="text-sm whitespace-pre-line text-neutral-800">{values.description}</p>
          {values.description_images.map((url, i) => (
            <img
              key={url}
              src={url}
              alt={t('sc.products.media.image_n', { label: t('product.description'), n: i + 1 })}
              className="w-full max-w-md rounded-lg"
            />
          ))}
          {values.video && (
            // biome-ignore lint/a11y/useMediaCaption: a seller's product video preview has no captions
            <video src={values.video} controls preload="metadata" className="aspect-video w-full max-w-md rounded-lg bg-black" />
          )}
        </section>
      </article>
    </Dialog>
  )
}

/**
 * The pictures as the product page shows them, first one large. Its own few lines rather than the
 * product page's gallery: sharing that would split it out of the product page's chunk, one more
 * file on the page with the tightest JavaScript budget.
 */
function PreviewPictures({ images, name }: { images: string[]; name: string }) {
  const [shown, setShown] = useState(0)
  return (
    <div className="flex flex-col gap-2">
      <img src={images[shown]} alt={name} className="aspect-square w-full rounded-2xl bg-neutral-100 object-cover" />
      {images.length > 1 && (
        <div className="flex gap-2 overflow-x-auto">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              onClick={() => setShown(i)}
              aria-label={`${name} ${i + 1}/${images.length}`}
              aria-pressed={i === shown}
              className="size-14 shrink-0 overflow-hidden rounded-lg ring-2 ring-transparent aria-pressed:ring-brand-600"
            >
              <img src={src} alt="" className="size-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
