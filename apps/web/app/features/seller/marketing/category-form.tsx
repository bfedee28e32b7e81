import { zodResolver } from '@hookform/resolvers/zod'
import { SHOP_CATEGORY_RULES, type TSellerShopCategoryDetail, type TShopCategoryInput, ZShopCategoryInput } from '@xinh/contracts'
import { useForm } from 'react-hook-form'
import { FormError, TextField } from '#web/ui/field.tsx'
import { useSellerT } from '../i18n/index.ts'
import { firstError, MARKETING, Section } from './common.tsx'
import { MarketingFormActions, useMarketingForm } from './marketing-form.tsx'
import { PickedProducts } from './product-picker.tsx'

const { path, api: API } = MARKETING.categories

/**
 * Create or edit a shop category (spec §5: name required, title at least 5 characters), with its
 * products picked from the shop's own. The same zod schema as the API checks it here first.
 */
export function CategoryForm({ category }: { category?: TSellerShopCategoryDetail }) {
  const t = useSellerT()
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

  const { products, pick, onSubmit, formError } = useMarketingForm({
    form,
    api: API,
    path,
    id: category?._id,
    initialProducts: category?.products,
    created: 'sc.marketing.cat.created',
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
      <MarketingFormActions path={path} id={category?._id} submitting={isSubmitting} createLabel="sc.marketing.cat.create" />
    </form>
  )
}
