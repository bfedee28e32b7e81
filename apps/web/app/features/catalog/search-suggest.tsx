import { Clock, Store, X } from 'lucide-react'
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { clearRecent, readRecent, rememberSearch } from './recent.ts'
import type { ComboState } from './search-box.tsx'
import type { Suggestions } from './types.ts'

type Option = { id: string; kind: 'recent' | 'keyword' | 'product' | 'shop'; label: string; to: string; image?: string | null }
type Group = { id: string; title: string; options: Option[] }

const searchUrl = (k: string) => `/tim-kiem?keyword=${encodeURIComponent(k)}`

/**
 * The search box's suggestions, as an ARIA 1.2 combobox with a listbox popup: recent searches
 * when the box is empty, keywords/products/shops (debounced) while typing; ↑/↓ move, Enter picks,
 * Escape closes (a second Escape clears the box), Tab leaves.
 */
export function SearchSuggest({
  input,
  form,
  listId,
  onCombo,
  searchIcon,
}: {
  input: RefObject<HTMLInputElement | null>
  form: RefObject<HTMLFormElement | null>
  listId: string
  onCombo: (state: ComboState) => void
  /** The header's search icon (passed in, so this chunk does not carry its own copy). */
  searchIcon: ReactNode
}) {
  const t = useT()
  const { api, user } = useApp()
  const navigate = useNavigate()
  const signedIn = Boolean(user && !user.is_guest)
  const [open, setOpen] = useState(document.activeElement === input.current)
  const [text, setText] = useState(input.current?.value ?? '')
  const [recent, setRecent] = useState<string[]>(readRecent)
  const [data, setData] = useState<Suggestions | null>(null)
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle')
  const [active, setActive] = useState(-1)
  const [retry, setRetry] = useState(0)
  const root = useRef<HTMLDivElement>(null)
  const keyword = text.trim()

  // Signed-in users see the history the server keeps for them.
  useEffect(() => {
    if (!signedIn) return
    api
      .get<string[] | Array<{ keyword: string }>>('/api/v1/mobile/search/history')
      .then((list) => setRecent(list.map((k) => (typeof k === 'string' ? k : k.keyword)).slice(0, 10)))
      .catch(() => {})
  }, [api, signedIn])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `retry` asks for the same keyword again
  useEffect(() => {
    setActive(-1)
    if (!keyword) {
      setData(null)
      setStatus('idle')
      return
    }
    setStatus('loading')
    let live = true
    const timer = setTimeout(() => {
      api
        .get<Suggestions>(`/api/v1/web/search/suggestions?keyword=${encodeURIComponent(keyword)}`)
        .then((res) => {
          if (!live) return
          setData(res)
          setStatus('idle')
        })
        .catch(() => live && setStatus('error'))
    }, 200)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [api, keyword, retry])

  const groups: Group[] = keyword
    ? [
        {
          id: 'k',
          title: t('search.suggestions'),
          options: [keyword, ...(data?.keywords ?? []).filter((k) => k.toLowerCase() !== keyword.toLowerCase())]
            .slice(0, 6)
            .map((k, i) => ({ id: `k${i}`, kind: 'keyword' as const, label: k, to: searchUrl(k) })),
        },
        {
          id: 'p',
          title: t('search.tab_products'),
          options: (data?.products ?? [])
            .slice(0, 5)
            .map((p) => ({ id: p._id, kind: 'product' as const, label: p.name, to: `/san-pham/${p._id}?position=Search`, image: p.image })),
        },
        {
          id: 's',
          title: t('search.tab_shops'),
          options: (data?.shops ?? [])
            .slice(0, 3)
            .map((s) => ({ id: s._id, kind: 'shop' as const, label: s.name, to: `/nguoi-ban/${s._id}` })),
        },
      ].filter((g) => g.options.length)
    : recent.length
      ? [
          {
            id: 'r',
            title: t('search.recent'),
            options: recent.map((k, i) => ({ id: `r${i}`, kind: 'recent' as const, label: k, to: searchUrl(k) })),
          },
        ]
      : []
  const options = groups.flatMap((g) => g.options)
  const optionId = (o: Option) => `${listId}-${o.kind}-${o.id}`
  const expanded = open && (groups.length > 0 || status !== 'idle')

  const activeOption = options[active]
  const activeId = expanded && activeOption ? optionId(activeOption) : undefined
  useEffect(() => onCombo({ expanded, active: activeId }), [onCombo, expanded, activeId])
  useEffect(() => () => onCombo({ expanded: false }), [onCombo])

  const choose = (o: Option) => {
    setOpen(false)
    if (o.kind === 'keyword' || o.kind === 'recent') {
      if (input.current) input.current.value = o.label
      rememberSearch(o.label)
    }
    navigate(o.to)
  }

  // The input's own events: typing, keys, focus. Listeners follow the latest render through a ref.
  const handlers = useRef({ choose, options, active, expanded })
  handlers.current = { choose, options, active, expanded }
  useEffect(() => {
    const el = input.current
    const formEl = form.current
    if (!el) return
    const onInput = () => {
      setText(el.value)
      setOpen(true)
    }
    const onFocus = () => setOpen(true)
    const onKey = (e: KeyboardEvent) => {
      const h = handlers.current
      const n = h.options.length
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault()
        setOpen(true)
        if (!n) return
        setActive((i) => (e.key === 'ArrowDown' ? (i + 1 >= n ? -1 : i + 1) : i <= -1 ? n - 1 : i - 1))
      } else if (e.key === 'Enter' && h.expanded && h.active >= 0 && h.options[h.active]) {
        e.preventDefault()
        h.choose(h.options[h.active] as Option)
      } else if (e.key === 'Escape') {
        if (h.expanded) {
          e.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (el.value) {
          e.preventDefault()
          el.value = ''
          setText('')
        }
      } else if (e.key === 'Tab') setOpen(false)
    }
    const onSubmit = () => {
      rememberSearch(el.value)
      setOpen(false)
    }
    const onPointer = (e: PointerEvent) => {
      if (!formEl?.contains(e.target as Node)) setOpen(false)
    }
    // Whatever was typed while this chunk loaded counts too.
    setText(el.value)
    if (document.activeElement === el) setOpen(true)
    el.addEventListener('input', onInput)
    el.addEventListener('focus', onFocus)
    el.addEventListener('keydown', onKey)
    formEl?.addEventListener('submit', onSubmit)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      el.removeEventListener('input', onInput)
      el.removeEventListener('focus', onFocus)
      el.removeEventListener('keydown', onKey)
      formEl?.removeEventListener('submit', onSubmit)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [input, form])

  async function clearHistory() {
    clearRecent()
    setRecent([])
    if (signedIn) await api.delete('/api/v1/mobile/search/history').catch(() => {})
    input.current?.focus()
  }

  const icon = (o: Option) =>
    o.kind === 'product' ? (
      o.image ? (
        <img src={o.image} alt="" width={32} height={32} className="size-8 shrink-0 rounded object-cover" />
      ) : (
        <span className="size-8 shrink-0 rounded bg-neutral-100" />
      )
    ) : o.kind === 'shop' ? (
      <Store aria-hidden className="size-4 shrink-0 text-neutral-500" />
    ) : o.kind === 'recent' ? (
      <Clock aria-hidden className="size-4 shrink-0 text-neutral-500" />
    ) : (
      searchIcon
    )

  return (
    <>
      <div
        ref={root}
        className={`absolute top-full right-0 left-0 z-40 mt-1 max-h-[70dvh] overflow-y-auto rounded-xl bg-white py-2 shadow-xl ring-1 ring-neutral-200 ${expanded ? '' : 'hidden'}`}
      >
        <div id={listId} role="listbox" aria-label={t('search.suggestions')}>
          {groups.map((g) => (
            // biome-ignore lint/a11y/useSemanticElements: an ARIA listbox groups its options with role=group (a fieldset is not allowed there)
            <div key={g.id} role="group" aria-labelledby={`${listId}-${g.id}`}>
              <div id={`${listId}-${g.id}`} role="presentation" className="px-4 pt-2 pb-1 text-xs font-semibold text-neutral-600 uppercase">
                {g.title}
              </div>
              {g.options.map((o) => {
                const i = options.indexOf(o)
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input owns the keyboard (aria-activedescendant)
                  <div
                    key={optionId(o)}
                    id={optionId(o)}
                    role="option"
                    aria-selected={i === active}
                    tabIndex={-1}
                    onPointerDown={(e) => e.preventDefault()}
                    onClick={() => choose(o)}
                    onPointerMove={() => i !== active && setActive(i)}
                    className={`flex min-h-11 cursor-pointer items-center gap-3 px-4 py-1.5 text-sm ${i === active ? 'bg-brand-50 text-brand-700' : 'text-neutral-900'}`}
                  >
                    {icon(o)}
                    <span className="line-clamp-2">
                      {o.kind === 'keyword' && i === 0 ? t('search.search_for', { keyword: o.label }) : o.label}
                    </span>
                  </div>
                )
              })}
            </div>
          ))}
        </div>
        {status === 'loading' && !data && (
          <div aria-hidden className="flex animate-pulse flex-col gap-2 px-4 py-2">
            <span className="h-4 w-3/4 rounded bg-neutral-200" />
            <span className="h-4 w-1/2 rounded bg-neutral-200" />
            <span className="h-4 w-2/3 rounded bg-neutral-200" />
          </div>
        )}
        {status === 'error' && (
          <p className="flex items-center justify-between gap-2 px-4 py-2 text-sm text-neutral-700">
            {t('search.suggest_error')}
            <button
              type="button"
              onClick={() => setRetry(retry + 1)}
              className="min-h-10 rounded-lg px-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('error.retry')}
            </button>
          </p>
        )}
        {!keyword && recent.length > 0 && (
          <button
            type="button"
            onPointerDown={(e) => e.preventDefault()}
            onClick={clearHistory}
            className="mx-2 mt-1 flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm text-neutral-700 hover:bg-neutral-100"
          >
            <X aria-hidden className="size-4" />
            {t('search.clear_recent')}
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {expanded && options.length ? t('search.suggest_count', { count: options.length }) : ''}
      </p>
    </>
  )
}
