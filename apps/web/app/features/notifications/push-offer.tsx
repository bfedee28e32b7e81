import { BellRing } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'
import { useT } from '#web/lib/i18n/index.ts'
import { PushButton } from './push-button.tsx'
import { pushState } from './push.ts'

const DISMISSED = 'xinh_push_offer_dismissed'
const noop = () => () => {}

/**
 * The moment push is offered (issue 15): on the order-success page, to a signed-in buyer whose
 * browser can push and who was never asked (permission "default") and did not say "later".
 * Permission is requested only by the button's press. Nothing is shown in the server's HTML, nor
 * to browsers without push (spec §8: they fall back silently).
 */
export default function PushOffer({ userId }: { userId: string }) {
  const t = useT()
  const [closed, setClosed] = useState(false)
  const eligible = useSyncExternalStore(
    noop,
    () => pushState() === 'default' && !localStorage.getItem(DISMISSED),
    () => false,
  )
  if (!eligible || closed) return null
  return (
    <section
      aria-labelledby="push-offer-title"
      className="flex flex-col gap-2 self-center rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:max-w-md"
      data-testid="push-offer"
    >
      <h2 id="push-offer-title" className="flex items-center gap-2 font-semibold text-neutral-950">
        <BellRing aria-hidden className="size-5 text-brand-700" />
        {t('notify.offer_title')}
      </h2>
      <p className="text-sm text-neutral-800">{t('notify.offer_body')}</p>
      <PushButton userId={userId} onDone={(r) => r === 'denied' && setClosed(true)} />
      <button
        type="button"
        onClick={() => {
          localStorage.setItem(DISMISSED, '1')
          setClosed(true)
        }}
        className="min-h-10 self-center rounded-md px-3 text-sm font-medium text-neutral-700 hover:bg-white"
      >
        {t('notify.offer_later')}
      </button>
    </section>
  )
}
