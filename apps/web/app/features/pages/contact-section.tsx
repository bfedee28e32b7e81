import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { usePagesT } from './i18n/index.ts'

const ContactForm = lazy(() => import('./contact-form.tsx').then((m) => ({ default: m.ContactForm })))

/**
 * The landing contact form, loaded when it comes near the screen: it sits at the foot of the
 * landing pages, and its code (form controls, validation messages, the schema on submit) would
 * otherwise count against their 120 KB JavaScript budget (ARCHITECTURE.md §6) for every visitor.
 */
export function ContactSection({ source }: { source: 'seller' | 'download' | 'home' }) {
  const t = usePagesT()
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (near || !el) return
    if (typeof IntersectionObserver !== 'function') return setNear(true)
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '300px' })
    io.observe(el)
    return () => io.disconnect()
  }, [near])
  const loading = (
    <section aria-label={t('pg.contact.title')} className="rounded-2xl bg-white p-4 ring-1 ring-neutral-200 sm:p-6">
      <p className="text-xl font-bold">{t('pg.contact.title')}</p>
      <p className="mt-1 text-sm text-neutral-700">{t('pg.contact.intro')}</p>
      <Skeleton className="mt-4 h-48 w-full" />
    </section>
  )
  return (
    <div ref={ref} data-testid="contact-form">
      {near ? (
        <Suspense fallback={loading}>
          <ContactForm source={source} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  )
}
