import { KOL_PLATFORMS, type TKolApplication, type TKolMe, ZKolApplicationInput } from '@xinh/contracts'
import { Clock, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { Button } from '#web/ui/button.tsx'
import { Field, FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { AFF } from './api.ts'
import { check, type FieldErrors, failure } from './form.ts'
import { useAffT } from './i18n/index.ts'
import { Loaded } from './states.tsx'
import { type Seed, useApiData } from './use-api-data.ts'

type Channel = { platform: (typeof KOL_PLATFORMS)[number]; url: string; followers: string }
const emptyChannel = (): Channel => ({ platform: 'tiktok', url: '', followers: '' })

/** `/tiep-thi-lien-ket` for someone who is not a KOL: where their application stands, and the form to apply (again). */
export function KolApplication({ seed }: { seed?: Seed<TKolMe> | null }) {
  const t = useAffT()
  const { state, reload, set } = useApiData<TKolMe>(AFF.me, seed)
  return (
    <>
      <PageHeader title={t('aff.nav.apply')} description={t('aff.apply.intro')} />
      <Loaded state={state} reload={reload}>
        {(me) =>
          me.application?.status === 'pending' ? (
            <Pending application={me.application} />
          ) : (
            <div className="flex flex-col gap-4">
              {me.application?.status === 'rejected' && (
                <div role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                  <p className="font-semibold">{t('aff.apply.rejected_title')}</p>
                  <p>{t('aff.apply.rejected_body', { reason: me.application.reject_reason ?? '—' })}</p>
                </div>
              )}
              <ApplyForm previous={me.application} onDone={(application) => set({ ...me, status: 'pending', application })} />
            </div>
          )
        }
      </Loaded>
    </>
  )
}

function Pending({ application }: { application: TKolApplication }) {
  const t = useAffT()
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl bg-sky-50 p-4 text-sky-950 ring-1 ring-sky-200"
      data-testid="kol-pending"
    >
      <Clock aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{t('aff.apply.pending_title')}</p>
        <p className="text-sm">{t('aff.apply.pending_body', { date: formatDateTime(application.created_at, t.lang) })}</p>
      </div>
    </div>
  )
}

function ApplyForm({ previous, onDone }: { previous: TKolApplication | null; onDone: (a: TKolApplication) => void }) {
  const t = useAffT()
  const { api, user } = useApp()
  const toast = useToast()
  const [name, setName] = useState(previous?.display_name ?? user?.userName ?? '')
  const [channels, setChannels] = useState<Channel[]>(
    previous?.channels.length ? previous.channels.map((c) => ({ ...c, followers: String(c.followers) })) : [emptyChannel()],
  )
  const [intro, setIntro] = useState(previous?.introduction ?? '')
  const [agree, setAgree] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)

  const patch = (i: number, p: Partial<Channel>) => setChannels((list) => list.map((c, j) => (j === i ? { ...c, ...p } : c)))

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setMessage(undefined)
    const body = {
      display_name: name,
      channels: channels.map((c) => ({
        platform: c.platform,
        url: c.url.trim(),
        followers: c.followers === '' ? Number.NaN : Number(c.followers),
      })),
      introduction: intro,
      agree_terms: agree,
    }
    const verdict = check(ZKolApplicationInput, body, t.lang)
    if (!verdict.ok) return setErrors(verdict.errors)
    setErrors({})
    setBusy(true)
    try {
      const application = await api.post<TKolApplication>(AFF.apply, verdict.data)
      toast(t('aff.apply.submitted'), 'success')
      onDone(application)
    } catch (error) {
      const f = failure(error, t('aff.state.failed'))
      setErrors(f.fields)
      setMessage(f.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('aff.nav.apply')} className="flex max-w-2xl flex-col gap-4">
      <TextField
        label={t('aff.apply.display_name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.display_name}
        maxLength={60}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-neutral-800">{t('aff.apply.channels')}</legend>
        {errors.channels && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {errors.channels}
          </p>
        )}
        {channels.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
          <div key={i} className="grid gap-2 rounded-xl p-3 ring-1 ring-neutral-200 sm:grid-cols-[10rem_1fr_8rem_auto] sm:items-start">
            <SelectField
              label={t('aff.apply.platform')}
              value={c.platform}
              onChange={(e) => patch(i, { platform: e.target.value as Channel['platform'] })}
              options={KOL_PLATFORMS.map((p) => ({ value: p, label: t(`aff.platform.${p}`) }))}
            />
            <TextField
              label={t('aff.apply.url')}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={c.url}
              onChange={(e) => patch(i, { url: e.target.value })}
              error={errors[`channels.${i}.url`]}
            />
            <TextField
              label={t('aff.apply.followers')}
              inputMode="numeric"
              value={c.followers}
              onChange={(e) => patch(i, { followers: e.target.value.replace(/\D/g, '') })}
              error={errors[`channels.${i}.followers`]}
            />
            {channels.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                className="sm:mt-6"
                aria-label={t('aff.apply.remove_channel', { n: i + 1 })}
                onClick={() => setChannels((list) => list.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            )}
          </div>
        ))}
        {channels.length < 5 && (
          <Button type="button" variant="secondary" className="self-start" onClick={() => setChannels((list) => [...list, emptyChannel()])}>
            <Plus aria-hidden className="size-4" />
            {t('aff.apply.add_channel')}
          </Button>
        )}
      </fieldset>
      <Field label={t('aff.apply.introduction')} hint={t('aff.apply.introduction_hint')} error={errors.introduction}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            rows={4}
            maxLength={500}
            value={intro}
            onChange={(e) => setIntro(e.target.value)}
            className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-base"
          />
        )}
      </Field>
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            checked={agree}
            onChange={(e) => setAgree(e.target.checked)}
            aria-invalid={Boolean(errors.agree_terms)}
            className="mt-0.5 size-5"
          />
          <span>
            {t('aff.apply.agree')}{' '}
            <Link to="/chinh-sach/dieu-khoan-tiep-thi-lien-ket" target="_blank" className="font-semibold text-brand-700 underline">
              {t('aff.apply.terms')}
            </Link>
          </span>
        </label>
        {errors.agree_terms && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {errors.agree_terms}
          </p>
        )}
      </div>
      <FormError message={message} />
      <Button type="submit" loading={busy} className="self-start">
        {t('aff.apply.submit')}
      </Button>
    </form>
  )
}
