import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { useToast } from '#web/ui/toast.tsx'
import { copyText, shareUrl } from './format.ts'
import { useAffT } from './i18n/index.ts'

/** Copies a link's absolute URL, says so with a toast and a check mark. */
export function CopyLinkButton({ url, label, testId }: { url: string; label?: string; testId?: string }) {
  const t = useAffT()
  const toast = useToast()
  const [done, setDone] = useState(false)
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={async () => {
        try {
          await copyText(shareUrl(url))
          setDone(true)
          toast(t('aff.copied'), 'success')
        } catch {
          toast(t('aff.state.failed'), 'error')
        }
      }}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
    >
      {done ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
      {label ?? t('aff.copy_link')}
    </button>
  )
}
