import { SHOP_RULES, type TShopInfo, USER_STATE_PATHS, ZShopInfoInput } from '@xinh/contracts'
import { useForm } from 'react-hook-form'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { Field, FormError, TextField } from '#web/ui/field.tsx'
import { ImagePicker } from '#web/ui/image-picker.tsx'
import { useSellerT } from '../i18n/index.ts'
import { AddressFields } from './address-fields.tsx'
import { useCheck, useSave } from './save.ts'

type Values = {
  name: string
  avatar: string | null
  cover: string | null
  description: string
  address: { province_code: string; ward_code: string; street: string }
}

/** `/ban-hang/cai-dat/thong-tin-cua-hang`: PUT /api/v1/seller/settings/shop with the §5 rules checked as the seller types. */
export function ShopInfoForm({ shop, provinces }: { shop: TShopInfo; provinces: Array<{ code: string; name: string }> }) {
  const t = useSellerT()
  const { api } = useApp()
  const check = useCheck()
  const form = useForm<Values>({
    defaultValues: {
      name: shop.name,
      avatar: shop.avatar,
      cover: shop.cover,
      description: shop.description ?? '',
      address: {
        province_code: shop.address?.province_code ?? '',
        ward_code: shop.address?.ward_code ?? '',
        street: shop.address?.street ?? '',
      },
    },
  })
  const { save, formError } = useSave(form.setError)
  const { errors, isSubmitting } = form.formState
  const description = form.watch('description')
  const submit = form.handleSubmit(async (values) => {
    const body = check(ZShopInfoInput, values, form.setError)
    if (body)
      await save(async () => {
        await api.put<TShopInfo>('/api/v1/seller/settings/shop', values)
        // pixels (issue 18): the server refreshes what it holds of the owner (shop name and avatar in their state)
        await api.post(USER_STATE_PATHS.refresh).catch(() => undefined)
      })
  })
  const words = (kind: 'avatar' | 'cover') => ({
    label: t(`sc.set.info.${kind}`),
    hint: t(`sc.set.info.${kind}_hint`),
    choose: t('sc.set.info.upload'),
    uploading: t('sc.set.info.uploading'),
    remove: t('sc.set.info.remove'),
    empty: t('sc.set.info.no_image'),
    failed: t('sc.set.info.upload_failed'),
  })
  const count = [...(description ?? '')].length
  return (
    <form onSubmit={submit} noValidate aria-label={t('sc.set.tab.info')} className="flex max-w-2xl flex-col gap-4">
      <FormError message={formError} />
      <TextField label={t('sc.set.info.name')} autoComplete="organization" error={errors.name?.message} {...form.register('name')} />
      <ImagePicker
        value={form.watch('avatar')}
        onChange={(url) => form.setValue('avatar', url, { shouldDirty: true })}
        words={words('avatar')}
        error={errors.avatar?.message}
      />
      <ImagePicker
        value={form.watch('cover')}
        onChange={(url) => form.setValue('cover', url, { shouldDirty: true })}
        words={words('cover')}
        aspect="wide"
        error={errors.cover?.message}
      />
      <Field label={t('sc.set.info.intro')} error={errors.description?.message} hint={t('sc.set.info.intro_count', { count })}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={6}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            maxLength={SHOP_RULES.introMax + 50}
            className="w-full rounded-lg border border-neutral-300 bg-white p-3 text-base aria-[invalid=true]:border-red-600"
            {...form.register('description')}
          />
        )}
      </Field>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-semibold">{t('sc.set.info.address')}</legend>
        <AddressFields form={form} name="address" provinces={provinces} />
      </fieldset>
      <div>
        <Button type="submit" loading={isSubmitting}>
          {t('sc.set.save')}
        </Button>
      </div>
    </form>
  )
}
