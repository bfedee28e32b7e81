import { type TKolAccount, ZKolAccountInput } from '@xinh/contracts'
import { CheckCircle2, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDay } from '#web/lib/dates.ts'
import { Button } from '#web/ui/button.tsx'
import { FormError, TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { AFF } from './api.ts'
import { check, type FieldErrors, failure } from './form.ts'
import { useAffT } from './i18n/index.ts'
import { Loaded } from './states.tsx'
import { type Seed, useApiData } from './use-api-data.ts'

/** `/tiep-thi-lien-ket/ca-nhan/thong-tin-tai-khoan`: the KOL's profile, payout bank account and tax code. */
export function KolAccount({ seed }: { seed?: Seed<TKolAccount> | null }) {
  const t = useAffT()
  const { state, reload, set } = useApiData<TKolAccount>(AFF.account, seed)
  return (
    <>
      <PageHeader title={t('aff.nav.account')} description={t('aff.acc.intro')} />
      <Loaded state={state} reload={reload}>
        {(account) => <AccountBody account={account} onSaved={set} />}
      </Loaded>
    </>
  )
}

type Values = { full_name: string; bank_name: string; bank_account_number: string; bank_account_name: string; tax_id: string }

function AccountBody({ account: a, onSaved }: { account: TKolAccount; onSaved: (a: TKolAccount) => void }) {
  const t = useAffT()
  const { api } = useApp()
  const toast = useToast()
  const [v, setV] = useState<Values>({
    full_name: a.full_name ?? '',
    bank_name: a.bank_name ?? '',
    bank_account_number: a.bank_account_number ?? '',
    bank_account_name: a.bank_account_name ?? '',
    tax_id: a.tax_id ?? '',
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)
  const field = (key: keyof Values) => ({
    value: v[key],
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setV((s) => ({ ...s, [key]: e.target.value })),
  })

  async function save(e: React.FormEvent) {
    e.preventDefault()
    setMessage(undefined)
    const verdict = check(ZKolAccountInput, v, t.lang)
    if (!verdict.ok) return setErrors(verdict.errors)
    setErrors({})
    setBusy(true)
    try {
      onSaved(await api.put<TKolAccount>(AFF.account, verdict.data))
      toast(t('aff.state.saved'), 'success')
    } catch (error) {
      const f = failure(error, t('aff.state.failed'))
      setErrors(f.fields)
      setMessage(f.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <section aria-labelledby="acc-profile" className="flex flex-col gap-2">
        <h2 id="acc-profile" className="font-semibold">
          {t('aff.acc.profile')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-neutral-700">{t('aff.acc.display_name')}</dt>
          <dd className="font-medium">{a.display_name}</dd>
          <dt className="text-neutral-700">{t('aff.acc.email')}</dt>
          <dd>{a.email ?? '—'}</dd>
          <dt className="text-neutral-700">{t('aff.acc.approved_at')}</dt>
          <dd>{a.approved_at ? formatDay(a.approved_at, t.lang) : '—'}</dd>
        </dl>
      </section>
      <p
        role="status"
        data-testid="aff-payout-state"
        className={`flex items-center gap-2 rounded-lg p-3 text-sm ring-1 ${a.payout_ready ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
      >
        {a.payout_ready ? <CheckCircle2 aria-hidden className="size-4" /> : <TriangleAlert aria-hidden className="size-4" />}
        {t(a.payout_ready ? 'aff.acc.ready' : 'aff.acc.missing')}
      </p>
      <form onSubmit={save} noValidate aria-label={t('aff.nav.account')} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold">{t('aff.acc.payout')}</legend>
          <TextField label={t('aff.acc.full_name')} autoComplete="name" maxLength={100} {...field('full_name')} />
          <TextField label={t('aff.acc.bank_name')} maxLength={100} {...field('bank_name')} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label={t('aff.acc.bank_account_number')} inputMode="numeric" maxLength={20} {...field('bank_account_number')} />
            <TextField label={t('aff.acc.bank_account_name')} maxLength={100} {...field('bank_account_name')} />
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold">{t('aff.acc.tax')}</legend>
          <TextField label={t('aff.acc.tax_id')} inputMode="numeric" maxLength={14} hint={t('aff.acc.tax_hint')} {...field('tax_id')} />
        </fieldset>
        <FormError message={message} />
        <Button type="submit" loading={busy} className="self-start">
          {t('aff.acc.save')}
        </Button>
      </form>
    </div>
  )
}
