import { ChevronDown } from 'lucide-react'
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useT } from '#web/lib/i18n/index.ts'
import { Field } from './field.tsx'

export type ComboOption = { value: string; label: string }

type ComboboxFieldProps = {
  label: string
  options: ComboOption[]
  /** The chosen option's value ('' for none). */
  value: string
  onChange: (value: string) => void
  /** The options that answer what was typed, best first. */
  search: (options: ComboOption[], query: string) => ComboOption[]
  onBlur?: () => void
  placeholder?: string
  disabled?: boolean
  error?: string
  name?: string
  autoComplete?: string
  inputRef?: Ref<HTMLInputElement>
  testId?: string
}

/**
 * A text field that filters a long list as the person types (the ARIA 1.2 combobox pattern with a
 * listbox popup): arrow keys move through the matches, Enter or a tap picks one, Escape closes and
 * puts the chosen option's name back. Leaving the field picks the only match, or one named exactly
 * as typed (browser autofill), else keeps the previous choice.
 */
export function ComboboxField({
  label,
  options,
  value,
  onChange,
  search,
  onBlur,
  placeholder,
  disabled,
  error,
  name,
  autoComplete = 'off',
  inputRef,
  testId,
}: ComboboxFieldProps) {
  const t = useT()
  const listId = useId()
  const selected = options.find((o) => o.value === value)
  const [query, setQuery] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const list = useRef<HTMLDivElement>(null)
  const matches = useMemo(() => (query === null ? options : search(options, query)), [options, query, search])
  const shown = open && !disabled

  // the active option stays in view while the arrow keys move through a long list
  useEffect(() => {
    if (!shown) return
    list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [active, shown])

  function choose(option: ComboOption | undefined) {
    setQuery(null)
    setOpen(false)
    if (option && option.value !== value) onChange(option.value)
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!shown) {
        setOpen(true)
        setActive(
          Math.max(
            0,
            matches.findIndex((o) => o.value === value),
          ),
        )
        return
      }
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (matches.length ? (i + step + matches.length) % matches.length : 0))
    } else if (e.key === 'Enter' && shown) {
      e.preventDefault()
      choose(matches[active])
    } else if (e.key === 'Escape' && (shown || query !== null)) {
      e.preventDefault()
      setQuery(null)
      setOpen(false)
    }
  }

  function leave() {
    if (query !== null) {
      const typed = query.trim().toLocaleLowerCase('vi')
      const exact = matches.find((o) => o.label.toLocaleLowerCase('vi') === typed)
      choose(exact ?? (matches.length === 1 && typed ? matches[0] : undefined))
    } else setOpen(false)
    onBlur?.()
  }

  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            ref={inputRef}
            id={id}
            name={name}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={shown && matches[active] ? `${listId}-${active}` : undefined}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            autoComplete={autoComplete}
            disabled={disabled}
            placeholder={placeholder}
            value={query ?? selected?.label ?? ''}
            onChange={(e) => {
              setQuery(e.target.value)
              setActive(0)
              setOpen(true)
            }}
            onFocus={(e) => e.currentTarget.select()}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={leave}
            className="min-h-11 w-full rounded-lg border border-neutral-300 bg-white pr-9 pl-3 text-base text-neutral-900 placeholder:text-neutral-500 focus:border-brand-600 disabled:bg-neutral-50 aria-[invalid=true]:border-red-600"
            data-testid={testId}
          />
          <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-500" />
          <div
            ref={list}
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!shown || matches.length === 0}
            className="absolute inset-x-0 top-full z-40 mt-1 max-h-64 overflow-y-auto rounded-lg border border-neutral-200 bg-white py-1 shadow-lg"
          >
            {matches.map((o, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drives the options from the input (aria-activedescendant)
              <div
                key={o.value}
                tabIndex={-1}
                id={`${listId}-${i}`}
                data-index={i}
                role="option"
                aria-selected={o.value === value}
                // pointerdown would blur the input first: keep the focus there, pick on click
                onPointerDown={(e) => e.preventDefault()}
                onClick={() => choose(o)}
                onPointerMove={() => setActive(i)}
                className={`flex min-h-10 cursor-pointer items-center px-3 text-sm ${i === active ? 'bg-brand-50 text-brand-800' : ''} ${o.value === value ? 'font-semibold' : ''}`}
              >
                {o.label}
              </div>
            ))}
          </div>
          {shown && matches.length === 0 && (
            <p
              role="status"
              className="absolute inset-x-0 top-full z-40 mt-1 rounded-lg border border-neutral-200 bg-white px-3 py-2 text-sm text-neutral-600 shadow-lg"
            >
              {t('address.no_match')}
            </p>
          )}
        </div>
      )}
    </Field>
  )
}
