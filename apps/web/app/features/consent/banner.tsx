import { useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { startPixels } from '#web/lib/pixels.ts'
import { Button } from '#web/ui/button.tsx'
import { readConsent, saveConsent } from './consent.ts'

/**
 * The consent notice (Decree 13/2023/NĐ-CP), shown by ConsentGate. It is fixed over the page's
 * bottom edge and appears after hydration, so nothing on the page moves (no layout shift).
 * "Necessary only" is as easy as "Accept all"; "Choose" lets analytics and ads be chosen apart.
 */
export default function ConsentBanner({ details: initialDetails, onDone }: { details: boolean; onDone: () => void }) {
  const { api } = useApp()
  const t = useT()
  const [details, setDetails] = useState(initialDetails)
  const [choice, setChoice] = useState(() => {
    const c = readConsent()
    return { analytics: c?.analytics ?? false, ads: c?.ads ?? false }
  })
  const decide = (c: { analytics: boolean; ads: boolean }) => {
    startPixels(api, saveConsent(c))
    onDone()
  }
  const box = (key: 'analytics' | 'ads') => (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-5 accent-brand-600"
        checked={choice[key]}
        onChange={(e) => setChoice((c) => ({ ...c, [key]: e.target.checked }))}
      />
      <span>
        <strong className="block">{t(`consent.${key}`)}</strong>
        <span className="text-neutral-700">{t(`consent.${key}_hint`)}</span>
      </span>
    </label>
  )
  return (
    <section aria-labelledby="consent-title" data-testid="consent-banner" className="fixed inset-x-0 bottom-0 z-[60] p-2 sm:p-4">
      <div className="mx-auto flex max-w-xl flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4 shadow-lg">
        <h2 id="consent-title" className="font-semibold">
          {t('consent.title')}
        </h2>
        <p className="text-sm text-neutral-700">
          {t('consent.text')}{' '}
          <a href="/chinh-sach/bao-ve-thong-tin-ca-nhan" className="font-medium text-brand-700 underline">
            {t('consent.policy')}
          </a>
        </p>
        {details && (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{t('consent.choose')}</legend>
            <p className="text-sm text-neutral-700">{t('consent.necessary')}</p>
            {box('analytics')}
            {box('ads')}
          </fieldset>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => decide({ analytics: false, ads: false })}>
            {t('consent.reject')}
          </Button>
          {details ? (
            <Button variant="secondary" onClick={() => decide(choice)}>
              {t('consent.save')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setDetails(true)}>
              {t('consent.choose')}
            </Button>
          )}
          <Button onClick={() => decide({ analytics: true, ads: true })}>{t('consent.accept')}</Button>
        </div>
      </div>
    </section>
  )
}
