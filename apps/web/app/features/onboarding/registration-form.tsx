import { zodResolver } from '@hookform/resolvers/zod'
import {
  BUSINESS_TYPES,
  needsLicence,
  SELLER_INDUSTRIES,
  SELLER_OWNER_FIELD_NAMES,
  SELLER_PLATFORMS,
  SELLER_SHOP_FIELDS,
  type TSellerApplication,
  type TSellerOwnerStepInput,
  type TSellerRegistration,
  type TSellerShopStep,
  type TSellerShopStepInput,
  ZSellerOwnerStep,
  ZSellerShopStep,
} from '@xinh/contracts'
import { useEffect, useRef, useState } from 'react'
import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form'
import { useRevalidator } from 'react-router'
import { useWards } from '#web/features/account/use-wards.ts'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { Field, FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useOnboardingT } from './i18n/index.ts'
import { PhotoField, REGISTRATION_API } from './photo-field.tsx'

type Province = { code: string; name: string }
type Photos = TSellerApplication['photos']
type PhotoErrors = Partial<Record<keyof Photos, string>>
const OWNER_FIELDS = new Set<string>(SELLER_OWNER_FIELD_NAMES)

const stepTitleClass = 'text-lg font-bold focus:outline-none'
const sectionClass = 'flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-5'

/**
 * The two-step application (spec §3 seller registration): the owner, identity and bank account,
 * then the shop. Each step validates with the contracts schema the server uses; "continue" saves
 * the draft on the server, so it survives a reload or a change of device; the last step submits.
 */
export function RegistrationForm({ registration, provinces }: { registration: TSellerRegistration; provinces: Province[] }) {
  const t = useOnboardingT()
  const app = registration.application
  const [photos, setPhotos] = useState<Photos>(app?.photos ?? { id_front: false, id_back: false, licence: false })
  const ownerDone = Boolean(app && SELLER_OWNER_FIELD_NAMES.every((k) => app[k] !== null) && app.photos.id_front && app.photos.id_back)
  const [step, setStep] = useState<1 | 2>(ownerDone ? 2 : 1)
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  // a new step takes the focus to its title, so a screen reader hears where it is
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the step changes
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    heading.current?.focus()
  }, [step])

  const onUploaded = (r: TSellerRegistration) => r.application && setPhotos(r.application.photos)
  return (
    <div className="flex flex-col gap-4">
      {app?.reject_reason && app.status === 'draft' && (
        <p role="note" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {t('ob.previous_rejection', { reason: app.reject_reason })}
        </p>
      )}
      <ol aria-label={t('ob.steps')} className="grid grid-cols-2 gap-2 text-sm">
        {([1, 2] as const).map((n) => (
          <li
            key={n}
            aria-current={step === n ? 'step' : undefined}
            className={`rounded-xl px-3 py-2 ring-1 ${step === n ? 'bg-brand-50 font-semibold text-brand-800 ring-brand-200' : 'bg-white text-neutral-700 ring-neutral-200'}`}
          >
            <span className="block text-xs">{t('ob.step', { n })}</span>
            {t(n === 1 ? 'ob.step1' : 'ob.step2')}
          </li>
        ))}
      </ol>
      {step === 1 ? (
        <OwnerStep app={app} photos={photos} onUploaded={onUploaded} heading={heading} onDone={() => setStep(2)} />
      ) : (
        <ShopStep
          app={app}
          photos={photos}
          provinces={provinces}
          onUploaded={onUploaded}
          heading={heading}
          onBack={() => setStep(1)}
          onOwnerErrors={() => setStep(1)}
        />
      )}
    </div>
  )
}

/** Server field messages onto the form (and the photo slots); anything else is the form's message. */
function applyServerErrors<T extends FieldValues>(
  error: unknown,
  form: UseFormReturn<T>,
  setPhotoErrors: (e: PhotoErrors) => void,
  fallback: string,
): { message?: string; fields: string[] } {
  if (!(error instanceof ApiError)) return { message: fallback, fields: [] }
  if (!error.fields || !Object.keys(error.fields).length) return { message: error.message, fields: [] }
  const photoErrors: PhotoErrors = {}
  for (const [name, message] of Object.entries(error.fields)) {
    if (name === 'id_front' || name === 'id_back' || name === 'licence') photoErrors[name] = message
    else form.setError(name as never, { type: 'server', message })
  }
  setPhotoErrors(photoErrors)
  return { fields: Object.keys(error.fields) }
}

function OwnerStep({
  app,
  photos,
  onUploaded,
  heading,
  onDone,
}: {
  app: TSellerApplication | null
  photos: Photos
  onUploaded: (r: TSellerRegistration) => void
  heading: React.RefObject<HTMLHeadingElement | null>
  onDone: () => void
}) {
  const t = useOnboardingT()
  const { api, user } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [formError, setFormError] = useState<string>()
  const [photoErrors, setPhotoErrors] = useState<PhotoErrors>({})
  const form = useForm<TSellerOwnerStepInput>({
    resolver: zodResolver(ZSellerOwnerStep) as never,
    defaultValues: {
      owner_name: app?.owner_name ?? user?.userName ?? '',
      birth_date: app?.birth_date ?? user?.birthday ?? '',
      phone: app?.phone ?? user?.phoneNumber ?? '',
      email: app?.email ?? user?.email ?? '',
      id_number: app?.id_number ?? '',
      tax_code: app?.tax_code ?? '',
      bank_name: app?.bank_name ?? '',
      bank_account: app?.bank_account ?? '',
      bank_branch: app?.bank_branch ?? '',
    },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(undefined)
      const missing: PhotoErrors = {}
      if (!photos.id_front) missing.id_front = 'v.photo_required'
      if (!photos.id_back) missing.id_back = 'v.photo_required'
      setPhotoErrors(missing)
      if (Object.keys(missing).length) return setFormError(t('ob.fix_errors'))
      try {
        await api.put(REGISTRATION_API, values)
        toast(t('ob.saved'), 'success')
        revalidator.revalidate()
        onDone()
      } catch (error) {
        setFormError(applyServerErrors(error, form, setPhotoErrors, t('common.network_error')).message)
      }
    },
    () => setFormError(t('ob.fix_errors')),
  )

  return (
    <form onSubmit={submit} noValidate aria-labelledby="ob-step-title" className="flex flex-col gap-4">
      <h2 id="ob-step-title" ref={heading} tabIndex={-1} className={stepTitleClass}>
        {t('ob.step', { n: 1 })}: {t('ob.step1')}
      </h2>
      <FormError message={formError} />
      <fieldset className={sectionClass}>
        <legend className="sr-only">{t('ob.section.owner')}</legend>
        <p aria-hidden className="font-semibold">
          {t('ob.section.owner')}
        </p>
        <TextField label={t('ob.f.owner_name')} autoComplete="name" error={errors.owner_name?.message} {...form.register('owner_name')} />
        <TextField
          label={t('ob.f.birth_date')}
          type="date"
          autoComplete="bday"
          error={errors.birth_date?.message}
          {...form.register('birth_date')}
        />
        <TextField
          label={t('ob.f.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField label={t('ob.f.email')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      </fieldset>
      <fieldset className={sectionClass}>
        <legend className="sr-only">{t('ob.section.identity')}</legend>
        <p aria-hidden className="font-semibold">
          {t('ob.section.identity')}
        </p>
        <TextField
          label={t('ob.f.id_number')}
          inputMode="numeric"
          maxLength={12}
          error={errors.id_number?.message}
          {...form.register('id_number')}
        />
        <TextField
          label={t('ob.f.tax_code')}
          hint={t('ob.f.tax_code_hint')}
          error={errors.tax_code?.message}
          {...form.register('tax_code')}
        />
        <p className="text-xs text-neutral-600">{t('ob.photo.private')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <PhotoField
            kind="id_front"
            label={t('ob.photo.id_front')}
            has={photos.id_front}
            error={photoErrors.id_front}
            onUploaded={onUploaded}
          />
          <PhotoField
            kind="id_back"
            label={t('ob.photo.id_back')}
            has={photos.id_back}
            error={photoErrors.id_back}
            onUploaded={onUploaded}
          />
        </div>
      </fieldset>
      <fieldset className={sectionClass}>
        <legend className="sr-only">{t('ob.section.bank')}</legend>
        <p aria-hidden className="font-semibold">
          {t('ob.section.bank')}
        </p>
        <TextField label={t('ob.f.bank_name')} error={errors.bank_name?.message} {...form.register('bank_name')} />
        <TextField
          label={t('ob.f.bank_account')}
          inputMode="numeric"
          error={errors.bank_account?.message}
          {...form.register('bank_account')}
        />
        <TextField label={t('ob.f.bank_branch')} error={errors.bank_branch?.message} {...form.register('bank_branch')} />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
          {t('ob.next')}
        </Button>
      </div>
    </form>
  )
}

function ShopStep({
  app,
  photos,
  provinces,
  onUploaded,
  heading,
  onBack,
  onOwnerErrors,
}: {
  app: TSellerApplication | null
  photos: Photos
  provinces: Province[]
  onUploaded: (r: TSellerRegistration) => void
  heading: React.RefObject<HTMLHeadingElement | null>
  onBack: () => void
  onOwnerErrors: () => void
}) {
  const t = useOnboardingT()
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [formError, setFormError] = useState<string>()
  const [photoErrors, setPhotoErrors] = useState<PhotoErrors>({})
  const [saving, setSaving] = useState(false)
  const form = useForm<TSellerShopStepInput>({
    resolver: zodResolver(ZSellerShopStep) as never,
    defaultValues: {
      store_name: app?.store_name ?? '',
      industry: (app?.industry ?? '') as TSellerShopStepInput['industry'],
      business_type: app?.business_type ?? 'personal',
      business_registered: app?.business_registered ?? false,
      platforms: app?.platforms ?? [],
      shop_link: app?.shop_link ?? '',
      description: app?.description ?? '',
      province_code: app?.province_code ?? '',
      ward_code: app?.ward_code ?? '',
      street: app?.street ?? '',
    },
  })
  const { errors, isSubmitting } = form.formState
  const provinceCode = form.watch('province_code')
  const description = form.watch('description') ?? ''
  const licenceNeeded = needsLicence({
    business_type: form.watch('business_type'),
    business_registered: form.watch('business_registered') === true,
  })
  const { wards, loading: loadingWards } = useWards(provinceCode, (list) => {
    const current = form.getValues('ward_code')
    if (current && !list.some((w) => w.code === current)) form.setValue('ward_code', '')
  })

  const submit = form.handleSubmit(
    // the resolver hands over the schema's output (booleans and lists already parsed)
    async (parsed) => {
      const values = parsed as unknown as TSellerShopStep
      setFormError(undefined)
      if (needsLicence(values) && !photos.licence) {
        setPhotoErrors({ licence: 'v.photo_required' })
        return setFormError(t('ob.fix_errors'))
      }
      setPhotoErrors({})
      try {
        await api.post(`${REGISTRATION_API}/submit`, values)
        toast(t('ob.submitted'), 'success')
        revalidator.revalidate()
      } catch (error) {
        const { message, fields } = applyServerErrors(error, form, setPhotoErrors, t('common.network_error'))
        // the first step's fields (or its photos) are what is missing: go back to them
        if (fields.some((f) => OWNER_FIELDS.has(f) || f === 'id_front' || f === 'id_back')) onOwnerErrors()
        setFormError(message ?? t('ob.fix_errors'))
      }
    },
    () => setFormError(t('ob.fix_errors')),
  )

  /** Saves what is filled in and valid; a field that breaks its rule is shown, not sent. */
  async function saveDraft() {
    setFormError(undefined)
    form.clearErrors()
    const values = form.getValues() as Record<string, unknown>
    const draft: Record<string, unknown> = {}
    for (const [name, schema] of Object.entries(SELLER_SHOP_FIELDS)) {
      const value = values[name]
      if (value === '' || value === undefined) {
        draft[name] = ''
        continue
      }
      const parsed = schema.safeParse(value)
      if (parsed.success) draft[name] = parsed.data ?? ''
      else form.setError(name as never, { type: 'draft', message: parsed.error.issues[0]?.message })
    }
    setSaving(true)
    try {
      await api.put(REGISTRATION_API, draft)
      toast(t('ob.saved'), 'success')
      revalidator.revalidate()
    } catch (error) {
      setFormError(applyServerErrors(error, form, setPhotoErrors, t('common.network_error')).message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="ob-step-title" className="flex flex-col gap-4">
      <h2 id="ob-step-title" ref={heading} tabIndex={-1} className={stepTitleClass}>
        {t('ob.step', { n: 2 })}: {t('ob.step2')}
      </h2>
      <FormError message={formError} />
      <fieldset className={sectionClass}>
        <legend className="sr-only">{t('ob.section.shop')}</legend>
        <p aria-hidden className="font-semibold">
          {t('ob.section.shop')}
        </p>
        <TextField label={t('ob.f.store_name')} maxLength={60} error={errors.store_name?.message} {...form.register('store_name')} />
        <SelectField
          label={t('ob.f.industry')}
          placeholder={t('ob.f.choose')}
          options={SELLER_INDUSTRIES.map((i) => ({ value: i, label: t(`ob.industry.${i}`) }))}
          error={errors.industry?.message}
          {...form.register('industry')}
        />
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-neutral-800">{t('ob.f.business_type')}</legend>
          <div className="flex flex-col gap-1 sm:flex-row sm:gap-4">
            {BUSINESS_TYPES.map((type) => (
              <label key={type} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" value={type} className="size-4 accent-brand-600" {...form.register('business_type')} />
                {t(`ob.f.business_type.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-brand-600" {...form.register('business_registered')} />
          {t('ob.f.business_registered')}
        </label>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-neutral-800">{t('ob.f.platforms')}</legend>
          <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
            {SELLER_PLATFORMS.map((p) => (
              <label key={p} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" value={p} className="size-4 accent-brand-600" {...form.register('platforms')} />
                {t(`ob.platform.${p}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('ob.f.shop_link')}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={errors.shop_link?.message}
          {...form.register('shop_link')}
        />
        <Field
          label={t('ob.f.description')}
          error={errors.description?.message}
          hint={t('ob.f.description_hint', { count: [...description].length })}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              rows={5}
              className="w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 focus:border-brand-600 aria-[invalid=true]:border-red-600"
              {...form.register('description')}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className={sectionClass}>
        <legend className="sr-only">{t('ob.section.address')}</legend>
        <p aria-hidden className="font-semibold">
          {t('ob.section.address')}
        </p>
        <SelectField
          label={t('ob.f.province')}
          placeholder={t('ob.f.choose')}
          options={provinces.map((p) => ({ value: p.code, label: p.name }))}
          error={errors.province_code?.message}
          {...form.register('province_code')}
        />
        <SelectField
          label={t('ob.f.ward')}
          placeholder={loadingWards ? t('common.loading') : t('ob.f.choose')}
          options={wards.map((w) => ({ value: w.code, label: w.name }))}
          disabled={!provinceCode || loadingWards}
          error={errors.ward_code?.message}
          {...form.register('ward_code')}
        />
        <TextField label={t('ob.f.street')} autoComplete="street-address" error={errors.street?.message} {...form.register('street')} />
      </fieldset>
      {(licenceNeeded || photos.licence) && (
        <fieldset className={sectionClass}>
          <legend className="sr-only">{t('ob.section.licence')}</legend>
          <PhotoField
            kind="licence"
            label={t('ob.photo.licence')}
            hint={t('ob.photo.licence_hint')}
            has={photos.licence}
            error={photoErrors.licence}
            onUploaded={onUploaded}
          />
        </fieldset>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="ghost" onClick={onBack}>
          {t('ob.back')}
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="button" variant="secondary" loading={saving} onClick={() => void saveDraft()}>
            {t('ob.save_draft')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('ob.submit')}
          </Button>
        </div>
      </div>
    </form>
  )
}
