import { LANG_LABELS, type Lang } from '@xinh/contracts'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'

/** The region notice itself (loaded on demand: only visitors from abroad ever see it). */
export default function RegionNoticeDialog({ lang, onClose }: { lang: Lang; onClose: () => void }) {
  const t = useT()
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('region.title')}>
      <p className="mb-4 text-sm text-neutral-800" data-testid="region-notice">
        {t('region.body', { language: LANG_LABELS[lang] })}
      </p>
      <Button className="w-full" onClick={onClose}>
        {t('region.continue')}
      </Button>
    </Dialog>
  )
}
