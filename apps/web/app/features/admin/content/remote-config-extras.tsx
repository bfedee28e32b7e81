import { type TRemoteConfigSettings, zFeatureFlagName } from '@xinh/contracts'
import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { type AdminKey, useAdminT } from '#web/features/admin/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { TextField } from '#web/ui/field.tsx'

const KNOWN_FLAGS = new Set(['assistant', 'ad_pixels'])
const PIXEL_FIELDS = [
  ['meta_pixel_id', 'ad.px.meta', 'numeric'],
  ['tiktok_pixel_id', 'ad.px.tiktok', 'text'],
  ['gtm_container_id', 'ad.px.gtm', 'text'],
  ['ga4_measurement_id', 'ad.px.ga4', 'text'],
] as const

/**
 * Issue 18 (pixels): the remote config's feature flags (switches; an admin may add one) and the
 * ad pixel / tag manager ids, inside the settings screen's remote-config form (one save).
 */
export function RemoteConfigExtras({ form }: { form: UseFormReturn<TRemoteConfigSettings> }) {
  const t = useAdminT()
  const flags = form.watch('feature_flags') ?? {}
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string>()
  const errors = form.formState.errors
  const add = () => {
    const parsed = zFeatureFlagName.safeParse(name.trim())
    if (!parsed.success) return setNameError(t('ad.px.flag_new'))
    form.setValue('feature_flags', { ...flags, [parsed.data]: true }, { shouldDirty: true })
    setName('')
    setNameError(undefined)
  }
  return (
    <>
      <fieldset className="flex flex-col gap-2" data-testid="feature-flags">
        <legend className="font-semibold">{t('ad.px.flags')}</legend>
        <p className="text-xs text-neutral-600">{t('ad.px.flags_hint')}</p>
        {Object.keys(flags)
          .sort()
          .map((key) => (
            <label key={key} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" className="size-5 accent-brand-600" {...form.register(`feature_flags.${key}`)} />
              <span>
                {KNOWN_FLAGS.has(key) ? t(`ad.px.flag.${key}` as AdminKey) : key} <code className="text-xs text-neutral-600">{key}</code>
              </span>
            </label>
          ))}
        <div className="flex items-end gap-2">
          <TextField
            label={t('ad.px.flag_new')}
            value={name}
            error={nameError}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                add()
              }
            }}
          />
          <Button type="button" variant="secondary" onClick={add}>
            {t('ad.px.flag_add')}
          </Button>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3" data-testid="pixel-ids">
        <legend className="font-semibold">{t('ad.px.pixels')}</legend>
        <p className="text-xs text-neutral-600">{t('ad.px.pixels_hint')}</p>
        {PIXEL_FIELDS.map(([key, label, inputMode]) => (
          <TextField
            key={key}
            label={t(label)}
            inputMode={inputMode}
            autoComplete="off"
            spellCheck={false}
            error={errors.pixels?.[key]?.message}
            {...form.register(`pixels.${key}`)}
          />
        ))}
      </fieldset>
    </>
  )
}
