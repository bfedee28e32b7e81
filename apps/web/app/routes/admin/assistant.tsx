import { zodResolver } from '@hookform/resolvers/zod'
import { type TAssistantConfig, type TAssistantConfigUpdate, ZAssistantConfigUpdate } from '@xinh/contracts'
import { useForm } from 'react-hook-form'
import { useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminWrite } from '#web/features/admin/content/use-save.ts'
import { type AdminKey, useAdminT } from '#web/features/admin/i18n/index.ts'
import { formatDateTime } from '#web/lib/dates.ts'
import { Button } from '#web/ui/button.tsx'
import { Field, FormError, TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { loader } from './assistant.server.ts'

export { loader } from './assistant.server.ts'
export { AdminRouteError as ErrorBoundary } from './layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.assistant' }
export const meta = () => [{ title: 'Trợ lý mua sắm – Quản trị Xinh' }]

const LANGS = ['vi', 'en', 'ko'] as const
const TEXTS = ['title', 'greeting_normal', 'greeting_funny', 'placeholder', 'voucher_disclaimer'] as const
const LONG = new Set<string>(['greeting_normal', 'greeting_funny', 'voucher_disclaimer'])

const formOf = (c: TAssistantConfig): TAssistantConfigUpdate => ({ ab_split: c.ab_split, texts: c.texts })

/**
 * `/admin/tro-ly` (issue 17): the shopping assistant's remote config — the share of browsers that
 * get the normal persona (the rest get the funny one) and the widget's texts in each language.
 * Clients fetch it at most hourly (spec §9), so a change reaches every widget within the hour.
 */
export default function AdminAssistant() {
  const { config } = useLoaderData<typeof loader>()
  const t = useAdminT()
  const { run, formError } = useAdminWrite()
  const form = useForm<TAssistantConfigUpdate>({ values: formOf(config), resolver: zodResolver(ZAssistantConfigUpdate) as never })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (v) => {
    await run((api) => api.put('/api/v1/admin/assistant/config', v), { success: t('ad.content.saved'), setError: form.setError as never })
  })
  const textError = (lang: (typeof LANGS)[number], key: (typeof TEXTS)[number]) => errors.texts?.[lang]?.[key]?.message
  return (
    <>
      <PageHeader title={t('ad.assistant.title')} description={t('ad.assistant.intro')} />
      <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-6">
        <section aria-labelledby="assistant-split" className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4">
          <h2 id="assistant-split" className="text-lg font-semibold">
            {t('ad.assistant.split')}
          </h2>
          <p className="text-xs text-neutral-600">
            {config.updated_at ? t('ad.assistant.updated', { at: formatDateTime(config.updated_at, t.lang) }) : t('ad.content.defaults')}
          </p>
          <TextField
            label={t('ad.assistant.ab_split')}
            hint={t('ad.assistant.ab_split_hint')}
            inputMode="numeric"
            error={errors.ab_split?.message}
            {...form.register('ab_split', { valueAsNumber: true })}
          />
        </section>
        {LANGS.map((lang) => (
          <section
            key={lang}
            aria-labelledby={`assistant-texts-${lang}`}
            className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4"
          >
            <h2 id={`assistant-texts-${lang}`} className="text-lg font-semibold">
              {t(`ad.assistant.lang.${lang}` as AdminKey)}
            </h2>
            {TEXTS.map((key) =>
              LONG.has(key) ? (
                <Field key={key} label={t(`ad.assistant.text.${key}` as AdminKey)} error={textError(lang, key)}>
                  {({ id, describedBy, invalid }) => (
                    <textarea
                      id={id}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      rows={2}
                      maxLength={300}
                      className="w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 focus:border-brand-600 aria-[invalid=true]:border-red-600"
                      {...form.register(`texts.${lang}.${key}`)}
                    />
                  )}
                </Field>
              ) : (
                <TextField
                  key={key}
                  label={t(`ad.assistant.text.${key}` as AdminKey)}
                  maxLength={300}
                  error={textError(lang, key)}
                  {...form.register(`texts.${lang}.${key}`)}
                />
              ),
            )}
          </section>
        ))}
        <FormError message={formError} />
        <Button type="submit" loading={isSubmitting} className="self-start">
          {t('ad.content.save')}
        </Button>
      </form>
    </>
  )
}
