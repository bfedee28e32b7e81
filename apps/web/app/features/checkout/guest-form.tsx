import { ZGuestAddress } from '@xinh/contracts'
import { UserRound } from 'lucide-react'
import { forwardRef, useImperativeHandle, useMemo, useRef, useState } from 'react'
import type { Province } from '#web/features/account/address-form.tsx'
import { searchPlaces, sortProvinces, sortWards } from '#web/features/account/places.ts'
import { useWards } from '#web/features/account/use-wards.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { ComboboxField } from '#web/ui/combobox.tsx'
import { TextField } from '#web/ui/field.tsx'
import type { GuestAddress, Problem } from './model.ts'
import { ProblemText } from './shop-block.tsx'

type Field = keyof GuestAddress
const FIELDS: Field[] = ['name', 'phone', 'email', 'province_code', 'ward_code', 'street']
const EMPTY: Record<Field, string> = { name: '', phone: '', email: '', province_code: '', ward_code: '', street: '' }

/** The field's message key (`v.…`) when the value breaks the rule, else undefined. */
function check(field: Field, value: string): string | undefined {
  const res = ZGuestAddress.shape[field].safeParse(value)
  return res.success ? undefined : (res.error.issues[0]?.message ?? 'v.invalid')
}

export type GuestFormHandle = {
  /** Shows every field's message and focuses the first wrong field; the address when all are right. */
  validate: () => GuestAddress | null
}

/**
 * A visitor's name, phone, e-mail and delivery address (province → ward, street). `onChange`
 * hears the complete address once every field is right (null while one is not).
 */
export const GuestForm = forwardRef<
  GuestFormHandle,
  { provinces: Province[]; problems: Problem[]; onChange: (address: GuestAddress | null) => void }
>(function GuestForm({ provinces, problems, onChange }, ref) {
  const t = useT()
  const { openAuth } = useApp()
  const [values, setValues] = useState(EMPTY)
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({})
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({})
  const errors = useMemo(
    () => Object.fromEntries(FIELDS.map((f) => [f, check(f, values[f])])) as Record<Field, string | undefined>,
    [values],
  )

  function publish(next: Record<Field, string>) {
    const parsed = ZGuestAddress.safeParse(next)
    onChange(parsed.success ? parsed.data : null)
  }

  function set(field: Field, value: string) {
    const next = { ...values, [field]: value, ...(field === 'province_code' ? { ward_code: '' } : {}) }
    setValues(next)
    publish(next)
  }

  const { wards, loading: loadingWards } = useWards(values.province_code || undefined)
  const provinceOptions = useMemo(() => sortProvinces(provinces).map((p) => ({ value: p.code, label: p.name })), [provinces])
  const wardOptions = useMemo(() => sortWards(wards).map((w) => ({ value: w.code, label: w.name })), [wards])

  useImperativeHandle(ref, () => ({
    validate() {
      setTouched(Object.fromEntries(FIELDS.map((f) => [f, true])))
      const first = FIELDS.find((f) => errors[f])
      if (first) {
        inputs.current[first]?.focus()
        return null
      }
      const parsed = ZGuestAddress.safeParse(values)
      return parsed.success ? parsed.data : null
    },
  }))

  const shown = (f: Field) => (touched[f] ? errors[f] : undefined)
  const bind = (f: Field) => ({
    ref: (el: HTMLInputElement | HTMLSelectElement | null) => {
      inputs.current[f] = el
    },
    name: f,
    value: values[f],
    onBlur: () => setTouched((x) => ({ ...x, [f]: true })),
    error: shown(f),
  })

  const combo = (f: 'province_code' | 'ward_code') => ({
    inputRef: (el: HTMLInputElement | null) => {
      inputs.current[f] = el
    },
    name: f,
    value: values[f],
    onChange: (value: string) => set(f, value),
    onBlur: () => setTouched((x) => ({ ...x, [f]: true })),
    error: shown(f),
  })

  return (
    <section
      aria-labelledby="checkout-guest"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200"
      data-testid="guest-form"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="checkout-guest" className="flex items-center gap-2 font-semibold">
          <UserRound aria-hidden className="size-4 text-brand-600" />
          {t('checkout.guest_heading')}
        </h2>
        <button
          type="button"
          onClick={() => openAuth('login')}
          className="min-h-10 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('checkout.guest_login')}
        </button>
      </div>
      <p className="text-sm text-neutral-600">{t('checkout.guest_intro')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('addresses.name')} autoComplete="name" {...bind('name')} onChange={(e) => set('name', e.target.value)} />
        <TextField
          label={t('addresses.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...bind('phone')}
          onChange={(e) => set('phone', e.target.value)}
        />
      </div>
      <TextField
        label={t('checkout.guest_email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        hint={t('checkout.guest_email_hint')}
        {...bind('email')}
        onChange={(e) => set('email', e.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <ComboboxField
          label={t('addresses.province')}
          placeholder={t('addresses.type_to_search')}
          options={provinceOptions}
          search={searchPlaces}
          autoComplete="address-level1"
          {...combo('province_code')}
        />
        <ComboboxField
          label={t('addresses.ward')}
          placeholder={loadingWards ? t('common.loading') : t('addresses.ward_search')}
          options={wardOptions}
          search={searchPlaces}
          disabled={!values.province_code || loadingWards}
          autoComplete="address-level2"
          {...combo('ward_code')}
        />
      </div>
      <TextField
        label={t('addresses.street')}
        autoComplete="street-address"
        {...bind('street')}
        onChange={(e) => set('street', e.target.value)}
      />
      <ProblemText problems={problems} />
    </section>
  )
})
