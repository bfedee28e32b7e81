import { type TPause, ZPauseInput } from '@xinh/contracts'
import { CalendarClock, PauseCircle, PlayCircle } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { Button } from '#web/ui/button.tsx'
import { FormError, TextField } from '#web/ui/field.tsx'
import { useSellerT } from '../i18n/index.ts'
import { useCheck, useSave } from './save.ts'

const VN = 7 * 3_600_000
/** `<input type="datetime-local">` holds Vietnam wall-clock time (what the seller centre shows everywhere). */
const toLocal = (iso: string) => new Date(Date.parse(iso) + VN).toISOString().slice(0, 16)
const fromLocal = (local: string) => (local ? `${local}:00+07:00` : '')
/** 09:00 Vietnam time, `days` days after `now`. */
const morning = (now: string, days: number) => `${toLocal(new Date(Date.parse(now) + days * 86_400_000).toISOString()).slice(0, 10)}T09:00`

type Values = { when: 'now' | 'later'; starts_at: string; ends_at: string }

/** `/ban-hang/cai-dat/tam-nghi`: PUT /api/v1/seller/settings/pause to pause or schedule, DELETE to reopen or cancel. */
export function PauseForm({ pause, now }: { pause: TPause; now: string }) {
  const t = useSellerT()
  const { api } = useApp()
  const check = useCheck()
  const form = useForm<Values>({
    defaultValues: {
      when: pause.state === 'scheduled' ? 'later' : 'now',
      starts_at: pause.starts_at && pause.state === 'scheduled' ? toLocal(pause.starts_at) : morning(now, 1),
      ends_at: pause.ends_at ? toLocal(pause.ends_at) : morning(now, 3),
    },
  })
  const { save, formError } = useSave(form.setError)
  const [ending, setEnding] = useState(false)
  const { errors, isSubmitting } = form.formState
  const when = form.watch('when')
  const date = (iso: string | null) => (iso ? formatDateTime(iso, t.lang) : '')

  const submit = form.handleSubmit(async (values) => {
    const payload = { starts_at: values.when === 'later' ? fromLocal(values.starts_at) : null, ends_at: fromLocal(values.ends_at) }
    const body = check(ZPauseInput, payload, form.setError)
    if (!body) return
    await save(
      () => api.put<TPause>('/api/v1/seller/settings/pause', payload),
      t(values.when === 'later' ? 'sc.set.pause.scheduled_toast' : 'sc.set.pause.paused_toast'),
    )
  })
  async function reopen() {
    setEnding(true)
    await save(() => api.delete<TPause>('/api/v1/seller/settings/pause'), t('sc.set.pause.ended_toast'))
    setEnding(false)
  }

  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <div
        role="status"
        className={`flex items-start gap-3 rounded-xl p-4 ring-1 ${pause.state === 'open' ? 'bg-emerald-50 ring-emerald-200' : 'bg-amber-50 ring-amber-200'}`}
      >
        {pause.state === 'open' ? (
          <PlayCircle aria-hidden className="size-6 shrink-0 text-emerald-800" />
        ) : pause.state === 'paused' ? (
          <PauseCircle aria-hidden className="size-6 shrink-0 text-amber-900" />
        ) : (
          <CalendarClock aria-hidden className="size-6 shrink-0 text-amber-900" />
        )}
        <div className="flex flex-col gap-2">
          <p className="font-semibold">
            {pause.state === 'open'
              ? t('sc.set.pause.open')
              : pause.state === 'paused'
                ? t('sc.set.pause.paused', { date: date(pause.ends_at) })
                : t('sc.set.pause.scheduled', { from: date(pause.starts_at), to: date(pause.ends_at) })}
          </p>
          {pause.state !== 'open' && (
            <div>
              <Button variant="secondary" loading={ending} onClick={reopen}>
                {t(pause.state === 'paused' ? 'sc.set.pause.end' : 'sc.set.pause.cancel')}
              </Button>
            </div>
          )}
        </div>
      </div>
      <p className="text-sm text-neutral-700">{t('sc.set.pause.what')}</p>

      {pause.campaigns.length > 0 && (
        <section aria-labelledby="pause-campaigns" className="rounded-xl bg-neutral-50 p-4 ring-1 ring-neutral-200">
          <h2 id="pause-campaigns" className="font-semibold">
            {t('sc.set.pause.campaigns')}
          </h2>
          <p className="mb-2 text-sm text-neutral-700">{t('sc.set.pause.campaigns_hint')}</p>
          <ul className="flex flex-col gap-1">
            {pause.campaigns.map((c) => (
              <li key={c._id} className="text-sm">
                <Link
                  to={
                    c.kind === 'promotion' ? `/ban-hang/chuong-trinh-cua-toi/chi-tiet/${c._id}` : `/ban-hang/ma-giam-gia/chi-tiet/${c._id}`
                  }
                  className="font-medium text-brand-700 hover:underline"
                >
                  {t(c.kind === 'promotion' ? 'sc.set.pause.promotion' : 'sc.set.pause.voucher')}: {c.name}
                </Link>
                <span className="text-neutral-700"> · {t('sc.set.pause.period', { from: date(c.starts_at), to: date(c.ends_at) })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <form onSubmit={submit} noValidate aria-label={t('sc.set.tab.pause')} className="flex flex-col gap-4">
        <FormError message={formError} />
        <fieldset>
          <legend className="mb-2 text-base font-semibold">{t('sc.set.pause.when')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['now', 'later'] as const).map((w) => (
              <label key={w} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" value={w} className="size-5 accent-brand-600" {...form.register('when')} />
                {t(w === 'now' ? 'sc.set.pause.now' : 'sc.set.pause.later')}
              </label>
            ))}
          </div>
        </fieldset>
        {when === 'later' && (
          <TextField
            label={t('sc.set.pause.from')}
            type="datetime-local"
            error={errors.starts_at?.message}
            {...form.register('starts_at')}
          />
        )}
        <TextField label={t('sc.set.pause.until')} type="datetime-local" error={errors.ends_at?.message} {...form.register('ends_at')} />
        <div>
          <Button type="submit" loading={isSubmitting}>
            {pause.state === 'open'
              ? t(when === 'later' ? 'sc.set.pause.submit_later' : 'sc.set.pause.submit_now')
              : t('sc.set.pause.change')}
          </Button>
        </div>
      </form>
    </div>
  )
}
