import { zodResolver } from '@hookform/resolvers/zod'
import { SHOP_CATEGORY_RULES, type TSellerShopCategoryDetail, type TShopCategoryInput, ZShopCategoryInput } from '@xinh/contracts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { FormError, TextField } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useSellerT } from '../i18n/index.ts'
import { firstError, MARKETING, Section, useFormFailure } from './common.tsx'
import { type PickedProduct, PickedProducts } from './product-picker.tsx'

const { path, api: API } = MARKETING.categories

/**
 * Create or edit a shop category (spec §5: name required, title at least 5 characters), with its
 * products picked from the shop's own. The same zod schema as the API checks it here first.
 */
export function CategoryForm({ category }: { category?: TSellerShopCategoryDetail }) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const formFailure = useFormFailure<TShopCategoryInput>()
  const [formError, setFormError] = useState<string>()
  const [products, setProducts] = useState<PickedProduct[]>(category?.products ?? [])
  const form = useForm<TShopCategoryInput>({
    resolver: zodResolver(ZShopCategoryInput) as never,
    defaultValues: {
      name: category?.name ?? '',
      title: category?.title ?? '',
      is_visible: category?.is_visible ?? true,
      product_ids: category?.products.map((p) => p._id) ?? [],
    },
  })
  const { errors, isSubmitting } = form.formState
  const productError = firstError(errors.product_ids)

  function pick(next: PickedProduct[]) {
    setProducts(next)
    form.setValue(
      'product_ids',
      next.map((p) => p._id),
      { shouldDirty: true },
    )
    form.clearErrors('product_ids')
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      const saved = category
        ? await api.put<TSellerShopCategoryDetail>(`${API}/${category._id}`, values)
        : await api.post<TSellerShopCategoryDetail>(API, values)
      toast(t(category ? 'sc.marketing.saved' : 'sc.marketing.cat.created'), 'success')
      navigate(`${path}/chi-tiet/${saved._id}`)
    } catch (error) {
      setFormError(formFailure(error, form.setError))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError message={formError} />
      <Section title={t('sc.marketing.cat.info')}>
        <TextField
          label={t('sc.marketing.cat.name')}
          hint={t('sc.marketing.cat.name_hint')}
          maxLength={SHOP_CATEGORY_RULES.nameMax}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('sc.marketing.cat.title')}
          hint={t('sc.marketing.cat.title_hint')}
          maxLength={SHOP_CATEGORY_RULES.titleMax}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
          <input type="checkbox" className="size-5 accent-brand-600" {...form.register('is_visible')} />
          {t('sc.marketing.cat.visible')}
        </label>
      </Section>
      <Section title={t('sc.marketing.products')}>
        <PickedProducts
          label={t('sc.marketing.cat.products_label', { count: products.length })}
          products={products}
          onChange={pick}
          source="any"
          max={SHOP_CATEGORY_RULES.productsMax}
          error={productError}
        />
      </Section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          to={category ? `${path}/chi-tiet/${category._id}` : path}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold hover:bg-neutral-100"
        >
          {t('common.cancel')}
        </Link>
        <Button type="submit" loading={isSubmitting}>
          {t(category ? 'sc.marketing.save' : 'sc.marketing.cat.create')}
        </Button>
      </div>
    </form>
  )
}
