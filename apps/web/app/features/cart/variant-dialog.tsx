import type { TProductDetail } from '@xinh/contracts'
import { useEffect, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { formatVnd } from '#web/lib/i18n/index.ts'

type Props = {
  productId: string
  name: string
  /** The line's current options (preselected). */
  current: string[]
  onPick: (variantId: string) => Promise<void>
  onClose: () => void
}

/**
 * "Change variant" for a cart line: the product's classifications (read from the product detail,
 * which knows every variant's stock), with options that cannot be bought with the other choices
 * disabled.
 */
export default function VariantDialog({ productId, name, current, onPick, onClose }: Props) {
  const t = useT()
  const { api } = useApp()
  const [product, setProduct] = useState<TProductDetail | null>(null)
  const [failed, setFailed] = useState(false)
  const [sel, setSel] = useState<Array<string | undefined>>(current)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    let live = true
    api
      .get<TProductDetail>(`/api/v1/web/products/${productId}?position=Cart`)
      .then((p) => live && setProduct(p))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [api, productId])

  const fits = (v: { options: string[] }, skip = -1) => sel.every((o, k) => k === skip || !o || v.options[k] === o)
  const classes = product?.classifications ?? []
  const variant = product && sel.length === classes.length && sel.every(Boolean) ? product.variants.find((v) => fits(v)) : undefined

  async function confirm() {
    if (!variant) return
    setSaving(true)
    try {
      await onPick(variant._id)
      onClose()
    } catch {
      // the page told what went wrong; the dialog stays open for another choice
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('cart.variant_title')} description={name}>
      {!product && !failed && (
        <p className="text-sm text-neutral-600" role="status">
          {t('cart.variant_loading')}
        </p>
      )}
      {failed && (
        <p className="text-sm text-red-700" role="alert">
          {t('cart.variant_failed')}
        </p>
      )}
      {product && (
        <div className="flex flex-col gap-4" data-testid="variant-dialog">
          {classes.map((c, k) => (
            <fieldset key={c.name} className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-semibold text-neutral-800">{c.name}</legend>
              <div className="flex flex-wrap gap-2">
                {c.options.map((o) => {
                  const available = product.variants.some((v) => v.stock > 0 && v.options[k] === o.name && fits(v, k))
                  const checked = sel[k] === o.name
                  return (
                    <label
                      key={o.name}
                      className={`flex min-h-10 cursor-pointer items-center rounded-lg border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${checked ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-neutral-300 bg-white'} ${available ? '' : 'cursor-not-allowed border-dashed text-neutral-400 line-through'}`}
                    >
                      <input
                        type="radio"
                        className="sr-only"
                        name={`cart-option-${k}`}
                        value={o.name}
                        checked={checked}
                        disabled={!available && !checked}
                        onChange={() => setSel((s) => classes.map((_, j) => (j === k ? o.name : s[j])))}
                      />
                      {o.name}
                    </label>
                  )
                })}
              </div>
            </fieldset>
          ))}
          <p className="text-sm text-neutral-700" aria-live="polite">
            {variant ? `${formatVnd(variant.sale_price)} · ${t('cart.stock_left', { count: variant.stock })}` : t('product.choose_options')}
          </p>
          <Button onClick={confirm} loading={saving} disabled={!variant || variant.stock <= 0}>
            {t('cart.confirm')}
          </Button>
        </div>
      )}
    </Dialog>
  )
}
