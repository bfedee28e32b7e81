import { useState } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { type SellerKey, useSellerT } from '../i18n/index.ts'
import { useFormFailure } from './common.tsx'
import type { PickedProduct } from './product-picker.tsx'

type Saved = { _id: string }

/**
 * What the shop category and banner forms share: the picked products kept in `product_ids`, and
 * saving — POST to create or PUT to update, a toast, then the saved item's page; a failure lands
 * on its fields or as the form's message.
 */
export function useMarketingForm<V extends FieldValues & { product_ids?: string[] }>(opts: {
  form: UseFormReturn<V>
  api: string
  path: string
  /** the item being edited; creating when absent */
  id?: string
  initialProducts?: PickedProduct[]
  created: SellerKey
}) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const formFailure = useFormFailure<V>()
  const [formError, setFormError] = useState<string>()
  const [products, setProducts] = useState<PickedProduct[]>(opts.initialProducts ?? [])
  const { form } = opts

  const pick = (next: PickedProduct[]) => {
    setProducts(next)
    const field = 'product_ids' as Path<V>
    form.setValue(field, next.map((p) => p._id) as PathValue<V, Path<V>>, { shouldDirty: true })
    form.clearErrors(field)
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      const saved = opts.id ? await api.put<Saved>(`${opts.api}/${opts.id}`, values) : await api.post<Saved>(opts.api, values)
      toast(t(opts.id ? 'sc.marketing.saved' : opts.created), 'success')
      navigate(`${opts.path}/chi-tiet/${saved._id}`)
    } catch (error) {
      setFormError(formFailure(error, form.setError))
    }
  })

  return { products, pick, onSubmit, formError }
}

/** Cancel (back to the item or the list) and the submit button, at the foot of the form. */
export function MarketingFormActions({
  path,
  id,
  submitting,
  createLabel,
}: {
  path: string
  id?: string
  submitting: boolean
  createLabel: SellerKey
}) {
  const t = useSellerT()
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Link
        to={id ? `${path}/chi-tiet/${id}` : path}
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold hover:bg-neutral-100"
      >
        {t('common.cancel')}
      </Link>
      <Button type="submit" loading={submitting}>
        {t(id ? 'sc.marketing.save' : createLabel)}
      </Button>
    </div>
  )
}
