import { zodResolver } from '@hookform/resolvers/zod'
import { BANNER_RULES, SELLER_BANNER_TYPES, type TBannerInput, type TSellerBannerDetail, ZBannerInput } from '@xinh/contracts'
import { Controller, useForm } from 'react-hook-form'
import { FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { useSellerT } from '../i18n/index.ts'
import { BannerImageField } from './banner-image-field.tsx'
import { DateTimeField, firstError, isoIn, MARKETING, Section } from './common.tsx'
import { MarketingFormActions, useMarketingForm } from './marketing-form.tsx'
import { PickedProducts } from './product-picker.tsx'

const { path, api: API } = MARKETING.banners

/**
 * Create or edit a shop banner (spec §3 Banner, §5 rules): title, type, period, related link and
 * products, and the two pictures cropped to their exact sizes. Checked with the API's own schema.
 */
export function BannerForm({ banner }: { banner?: TSellerBannerDetail }) {
  const t = useSellerT()
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

  const { products, pick, onSubmit, formError } = useMarketingForm({
    form,
    api: API,
    path,
    id: banner?._id,
    initialProducts: banner?.products,
    created: 'sc.marketing.banner.created',
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
      <MarketingFormActions path={path} id={banner?._id} submitting={isSubmitting} createLabel="sc.marketing.banner.create" />
    </form>
  )
}
