import { Link } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { POLICIES } from './policies.ts'

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
        <nav aria-labelledby="footer-policies" className="sm:col-span-1 lg:col-span-2">
          <h2 id="footer-policies" className="mb-2 text-sm font-semibold uppercase tracking-wide text-neutral-600">
            {t('footer.policies')}
          </h2>
          <ul className="grid gap-1 text-sm sm:grid-cols-1 lg:grid-cols-2">
            {POLICIES.map((p) => (
              <li key={p.slug}>
                <Link to={`/chinh-sach/${p.slug}`} className="inline-block py-1 text-neutral-800 hover:text-brand-700 hover:underline">
                  {t(p.title)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-2 text-sm font-semibold uppercase tracking-wide text-neutral-600">
            {t('footer.about')}
          </h2>
          <ul className="grid gap-1 text-sm">
            <li>
              <a href={appStoreUrl} className="inline-block py-1 text-neutral-800 hover:text-brand-700 hover:underline" rel="noopener">
                {t('bottom_bar.app_store')}
              </a>
            </li>
            <li>
              <a href={googlePlayUrl} className="inline-block py-1 text-neutral-800 hover:text-brand-700 hover:underline" rel="noopener">
                {t('bottom_bar.google_play')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-neutral-200 px-4 py-4 text-center text-xs text-neutral-600">
        <p>{t('footer.company')}</p>
        <p>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  )
}
