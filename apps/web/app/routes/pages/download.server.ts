import QRCode from 'qrcode'
import type { LoaderFunctionArgs } from 'react-router'
import { pagesKit } from '#web/features/pages/page.server.ts'
import { publicEnv } from '#web/lib/env.server.ts'

/** `/download` (spec §2 "/download landing"): the app-store links, a QR code for computers, why the app, the contact form. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { info, origin, messages, meta } = pagesKit(request, context)
  const env = publicEnv()
  const url = `${origin}/download`
  // the download page's extra (spec §2): on a computer, a QR code takes the page to the phone
  // (rendered here as SVG, so the page ships no QR code in its JavaScript)
  const qrSvg = await QRCode.toString(url, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#171717', light: '#ffffff' },
  })
  return {
    qrSvg,
    messages,
    appStoreUrl: env.appStoreUrl,
    googlePlayUrl: env.googlePlayUrl,
    meta: meta({ title: `${messages['pg.dl.title']} – Xinh`, description: messages['pg.dl.seo_description'], url }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'MobileApplication',
      name: 'Xinh',
      operatingSystem: 'iOS, Android',
      applicationCategory: 'ShoppingApplication',
      inLanguage: info.lang,
      url,
      downloadUrl: [env.appStoreUrl, env.googlePlayUrl],
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'VND' },
    },
  }
}
