import { openConsent } from '#web/features/consent/consent.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { island } from '#web/ui/island.tsx'
import { LanguageSwitch } from './language-switch.tsx'

// The link columns are plain links on every page: rendered on the server, their code loads only
// when they change (a language switch; see `island`).
const FooterLinks = island('div', () => import('./footer-links.tsx').then((m) => m.default))

export function Footer({ appStoreUrl, googlePlayUrl, year }: { appStoreUrl: string; googlePlayUrl: string; year: number }) {
  const t = useT()
  const { storeRegion } = useApp()
  return (
    <footer className="border-t border-neutral-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-2">
          <p className="text-2xl font-bold text-brand-600">Xinh</p>
          <p className="text-sm text-neutral-700">{t('app.tagline')}</p>
          <LanguageSwitch />
          <p className="text-sm text-neutral-700">
            {t('footer.region')}: <strong>{storeRegion === 'SG' ? t('footer.region_sg') : t('footer.region_vn')}</strong>
          </p>
          {storeRegion === 'SG' && <p className="text-xs text-neutral-600">{t('footer.sgd_notice')}</p>}
        </div>
        <FooterLinks appStoreUrl={appStoreUrl} googlePlayUrl={googlePlayUrl} box={{ className: 'contents' }} />
      </div>
      <div className="border-t border-neutral-200 px-4 py-4 text-center text-xs text-neutral-600">
        <p>{t('footer.company')}</p>
        <p>{t('footer.copyright', { year })}</p>
        {/* pixels (issue 18): the consent choice can be changed at any time (Decree 13/2023) */}
        <button type="button" onClick={openConsent} className="mt-2 min-h-11 underline hover:text-neutral-900">
          {t('footer.privacy_settings')}
        </button>
      </div>
    </footer>
  )
}
