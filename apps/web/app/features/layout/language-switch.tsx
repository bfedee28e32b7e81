import { LANG_LABELS, LANGS, type Lang } from '@xinh/contracts'
import { Globe } from 'lucide-react'
import { useId } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'

/**
 * Each language is labelled in its own language, truthfully. On a phone the header has no room
 * for "Tiếng Việt": the switch shows the language code, with the same native select laid over
 * it (invisible, so a tap still opens the system's picker with the full names).
 */
export function LanguageSwitch({ className = '', compactOnPhone = false }: { className?: string; compactOnPhone?: boolean }) {
  const { lang, setLang } = useApp()
  const t = useT()
  const id = useId()
  return (
    <div
      className={`relative flex min-h-10 items-center gap-1 rounded-md px-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${className}`}
    >
      <Globe aria-hidden className="size-4 text-neutral-600" />
      <label htmlFor={id} className="sr-only">
        {t('header.language')}
      </label>
      {compactOnPhone && (
        <span aria-hidden className="text-sm font-semibold text-neutral-800 uppercase md:hidden" data-testid="language-code">
          {lang}
        </span>
      )}
      <select
        id={id}
        value={lang}
        onChange={(e) => void setLang(e.target.value as Lang, { chosen: true })}
        className={`min-h-9 rounded-md border-0 bg-transparent py-1 pr-6 pl-1 text-sm text-neutral-800 focus-visible:outline-none ${compactOnPhone ? 'max-md:absolute max-md:inset-0 max-md:size-full max-md:opacity-0' : ''}`}
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
