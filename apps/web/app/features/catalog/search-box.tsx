import { Search } from 'lucide-react'
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react'
import { Form, useSearchParams } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'

// The suggestions (combobox behaviour, fetching, recent searches) load on first focus: the
// header stays light on every page.
const SearchSuggest = lazy(() => import('./search-suggest.tsx').then((m) => ({ default: m.SearchSuggest })))

export type ComboState = { expanded: boolean; active?: string }

/** The header search: a plain GET form to /tim-kiem (works without JavaScript), with autocomplete. */
export function SearchBox({ className = '' }: { className?: string }) {
  const t = useT()
  const [params] = useSearchParams()
  const input = useRef<HTMLInputElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const listId = useId()
  const [on, setOn] = useState(false)
  const [combo, setCombo] = useState<ComboState>({ expanded: false })
  const keyword = params.get('keyword') ?? ''
  // After a search (or going back), the box shows the keyword of the page.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = keyword
  }, [keyword])
  // Focused (or typed into) before the page was interactive: start the suggestions now.
  useEffect(() => {
    if (input.current && document.activeElement === input.current) setOn(true)
  }, [])
  return (
    <Form ref={form} action="/tim-kiem" method="get" role="search" className={`relative flex items-center ${className}`}>
      <label htmlFor="site-search" className="sr-only">
        {t('header.search_label')}
      </label>
      <input
        ref={input}
        id="site-search"
        name="keyword"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combo.expanded}
        aria-controls={listId}
        aria-activedescendant={combo.active}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        defaultValue={keyword}
        onFocus={() => setOn(true)}
        onInput={() => setOn(true)}
        placeholder={t('header.search_placeholder')}
        className="min-h-10 w-full rounded-l-lg border border-r-0 border-neutral-300 bg-neutral-50 px-3 text-base placeholder:text-neutral-500 focus:bg-white"
      />
      <button
        type="submit"
        className="flex min-h-10 items-center rounded-r-lg bg-brand-600 px-3 text-white hover:bg-brand-700"
        aria-label={t('header.search_submit')}
      >
        <Search aria-hidden className="size-5" />
      </button>
      {on ? (
        <Suspense fallback={null}>
          <SearchSuggest
            input={input}
            form={form}
            listId={listId}
            onCombo={setCombo}
            searchIcon={<Search aria-hidden className="size-4 shrink-0 text-neutral-500" />}
          />
        </Suspense>
      ) : (
        <div id={listId} role="listbox" aria-label={t('search.suggestions')} hidden />
      )}
    </Form>
  )
}
