import type { AffiliateLinkTarget } from '@xinh/contracts'
import { Link2 } from 'lucide-react'
import { useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { useToast } from '#web/ui/toast.tsx'

/**
 * "Get affiliate link" for KOLs on product and shop pages: nothing for anyone else. The code that
 * makes and copies the link loads on the first press (the product page's script budget), and the
 * words are the core catalogue's few.
 */
export function GetLinkButton({ target, id, className = '' }: { target: AffiliateLinkTarget; id: string; className?: string }) {
  const { user, api } = useApp()
  const t = useT()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  if (!user?.roles.includes('kol')) return null
  return (
    <button
      type="button"
      data-testid="affiliate-get-link"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        try {
          const { getAndCopyLink } = await import('./get-link.ts')
          await getAndCopyLink(api, target, id)
          toast(t('affiliate.link_copied'), 'success')
        } catch (error) {
          toast(error instanceof ApiError && error.message ? error.message : t('affiliate.link_failed'), 'error')
        } finally {
          setBusy(false)
        }
      }}
      className={`inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-3.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-300 hover:bg-brand-50 disabled:opacity-60 ${className}`}
    >
      <Link2 aria-hidden className="size-4" />
      {t('affiliate.get_link')}
    </button>
  )
}
