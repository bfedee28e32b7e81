import { Link } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import { POLICIES } from './policies.ts'

const LINK = 'inline-block py-1 text-neutral-800 hover:text-brand-700 hover:underline'

/** The footer's link columns: the policy pages and the app stores (an island: see `Footer`). */
export default function FooterLinks({ appStoreUrl, googlePlayUrl }: { appStoreUrl: string; googlePlayUrl: string }) {
  const t = useT()
  return (
    <>
      <nav aria-labelledby="footer-policies" className="sm:col-span-1 lg:col-span-2">
        <h2 id="footer-policies" className="mb-2 text-sm font-semibold uppercase tracking-wide text-neutral-600">
          {t('footer.policies')}
        </h2>
        <ul className="grid gap-1 text-sm sm:grid-cols-1 lg:grid-cols-2">
          {POLICIES.map((p) => (
            <li key={p.slug}>
              <Link to={`/chinh-sach/${p.slug}`} className={LINK}>
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
            <Link to="/cong-dong" className={LINK}>
              {t('community.nav')}
            </Link>
          </li>
          {/* n16 (issue 16): the blog and the blooks */}
          <li>
            <Link to="/blog" className={LINK}>
              {t('blog.title')}
            </Link>
          </li>
          <li>
            <Link to="/blook" className={LINK}>
              {t('blook.title')}
            </Link>
          </li>
          <li>
            <Link to="/khuyen-mai" className={LINK}>
              {t('vouchers.title')}
            </Link>
          </li>
          <li>
            <Link to="/uu-dai" className={LINK}>
              {t('promotions.title')}
            </Link>
          </li>
          {/* vote (issue 18): the voting campaign */}
          <li>
            <Link to="/binh-chon" className={LINK}>
              {t('vote.nav')}
            </Link>
          </li>
          {/* pages (issue 18): the guides, the download landing, social-organisation feedback */}
          <li>
            <Link to="/huong-dan" className={LINK}>
              {t('pages.footer_guides')}
            </Link>
          </li>
          <li>
            <Link to="/download" className={LINK}>
              {t('pages.footer_download')}
            </Link>
          </li>
          <li>
            <Link to="/phan-anh-to-chuc-xa-hoi" className={LINK}>
              {t('pages.footer_social_feedback')}
            </Link>
          </li>
          <li>
            <a href={appStoreUrl} className={LINK} rel="noopener">
              {t('bottom_bar.app_store')}
            </a>
          </li>
          <li>
            <a href={googlePlayUrl} className={LINK} rel="noopener">
              {t('bottom_bar.google_play')}
            </a>
          </li>
        </ul>
      </nav>
    </>
  )
}
