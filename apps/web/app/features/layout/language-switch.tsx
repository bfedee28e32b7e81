import { LANG_LABELS, LANGS, type Lang } from '@xinh/contracts'
import { Globe } from 'lucide-react'
import { useId } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'

/** Each language is labelled in its own language, truthfully. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { lang, setLang } = useApp()
  const t = useT()
  const id = useId()
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      <Globe aria-hidden className="size-4 text-neutral-600" />
      <label htmlFor={id} className="sr-only">
        {t('header.language')}
      </label>
      <select
        id={id}
        value={lang}
        onChange={(e) => void setLang(e.target.value as Lang, { chosen: true })}
        className="min-h-9 rounded-md border-0 bg-transparent py-1 pr-6 pl-1 text-sm text-neutral-800"
        data-testid="language-switch"
      >
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANG_LABELS[l]}
          </option>
        ))}
      </select>
    </div>
  )
}
