import { zodResolver } from '@hookform/resolvers/zod'
import { BANNER_RULES, SELLER_BANNER_TYPES, type TBannerInput, type TSellerBannerDetail, ZBannerInput } from '@xinh/contracts'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useSellerT } from '../i18n/index.ts'
import { BannerImageField } from './banner-image-field.tsx'
import { DateTimeField, firstError, isoIn, MARKETING, Section, useFormFailure } from './common.tsx'
import { type PickedProduct, PickedProducts } from './product-picker.tsx'

const { path, api: API } = MARKETING.banners

/**
 * Create or edit a shop banner (spec §3 Banner, §5 rules): title, type, period, related link and
 * products, and the two pictures cropped to their exact sizes. Checked with the API's own schema.
 */
export function BannerForm({ banner }: { banner?: TSellerBannerDetail }) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const formFailure = useFormFailure<TBannerInput>()
  const [formError, setFormError] = useState<string>()
  const [products, setProducts] = useState<PickedProduct[]>(banner?.products ?? [])
  const form = useForm<TBannerInput>({
    resolver: zodResolver(ZBannerInput) as never,
    defaultValues: banner
      ? {
          title: banner.title,
          type: banner.type as TBannerInput['type'],
          image: banner.image,
          cover: banner.cover,
          link: banner.link ?? '',
          product_ids: banner.products.map((p) => p._id),
          starts_at: banner.starts_at,
          ends_at: banner.ends_at,
        }
      : { title: '', type: 'shop', image: '', cover: null, link: '', product_ids: [], starts_at: isoIn(0), ends_at: isoIn(24 * 7) },
  })
  const { errors, isSubmitting } = form.formState

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
      const saved = banner
        ? await api.put<TSellerBannerDetail>(`${API}/${banner._id}`, values)
        : await api.post<TSellerBannerDetail>(API, values)
      toast(t(banner ? 'sc.marketing.saved' : 'sc.marketing.banner.created'), 'success')
      navigate(`${path}/chi-tiet/${saved._id}`)
    } catch (error) {
      setFormError(formFailure(error, form.setError))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError message={formError} />
      <Section title={t('sc.marketing.banner.info')}>
        <TextField
          label={t('sc.marketing.banner.title')}
          hint={t('sc.marketing.banner.title_hint')}
          maxLength={BANNER_RULES.titleMaxExclusive}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <SelectField
          label={t('sc.marketing.banner.type')}
          error={errors.type?.message}
          options={SELLER_BANNER_TYPES.map((type) => ({ value: type, label: t(`sc.marketing.banner.type.${type}`) }))}
          {...form.register('type')}
        />
        <TextField
          label={t('sc.marketing.banner.link')}
          hint={t('sc.marketing.banner.link_hint')}
          inputMode="url"
          maxLength={BANNER_RULES.linkMax}
          error={errors.link?.message}
          {...form.register('link')}
        />
      </Section>
      <Section title={t('sc.marketing.banner.pictures')}>
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <BannerImageField
              kind="image"
              label={t('sc.marketing.banner.image')}
              hint={t('sc.marketing.banner.image_hint')}
              value={field.value || null}
              onChange={(url) => {
                field.onChange(url ?? '')
                form.clearErrors('image')
              }}
              error={errors.image?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="cover"
          render={({ field }) => (
            <BannerImageField
              kind="cover"
              label={t('sc.marketing.banner.cover')}
              hint={t('sc.marketing.banner.cover_hint')}
              value={(field.value as string | null | undefined) ?? null}
              onChange={(url) => {
                field.onChange(url)
                form.clearErrors('cover')
              }}
              error={errors.cover?.message}
              optional
            />
          )}
        />
      </Section>
      <Section title={t('sc.marketing.period')}>
        <p className="text-xs text-neutral-600">{t('sc.marketing.banner.period_hint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <DateTimeField control={form.control} name="starts_at" label={t('sc.marketing.start')} error={errors.starts_at?.message} />
          <DateTimeField control={form.control} name="ends_at" label={t('sc.marketing.end')} error={errors.ends_at?.message} />
        </div>
      </Section>
      <Section title={t('sc.marketing.banner.related_products')}>
        <PickedProducts
          label={t('sc.marketing.banner.products_label', { count: products.length })}
          products={products}
          onChange={pick}
          source="any"
          max={BANNER_RULES.productsMax}
          error={firstError(errors.product_ids)}
        />
      </Section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          to={banner ? `${path}/chi-tiet/${banner._id}` : path}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold hover:bg-neutral-100"
        >
          {t('common.cancel')}
        </Link>
        <Button type="submit" loading={isSubmitting}>
          {t(banner ? 'sc.marketing.save' : 'sc.marketing.banner.create')}
        </Button>
      </div>
    </form>
  )
}
