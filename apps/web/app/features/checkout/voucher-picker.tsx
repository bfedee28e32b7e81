import { Ticket } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { type Problem, type Quote, type VoucherSlot, verdictsFor } from './model.ts'

const NONE = ''

/**
 * Picks the voucher of one slot (platform, free shipping, or one shop's): every voucher the
 * quote judged, the applicable ones with their saving and the others greyed with the server's
 * reason, plus a box to type a code. Loaded when first opened.
 */
export default function VoucherPicker({
  onClose,
  quote,
  slot,
  shopId,
  current,
  problems,
  title,
  onPick,
  quoting,
}: {
  onClose: () => void
  quote: Quote
  slot: VoucherSlot
  shopId?: string
  /** The code in use now (what the buyer asked for, or what the best combination chose). */
  current: string | null
  problems: Problem[]
  title: string
  onPick: (code: string | null) => void
  /** A quote is on its way: a typed code is judged by the answer. */
  quoting: boolean
}) {
  const t = useT()
  const id = useId()
  const verdicts = verdictsFor(quote, slot, shopId)
  const [chosen, setChosen] = useState<string>(current ?? NONE)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string>()
  // A typed code waits for the quote that judges it: applied, the dialog closes; refused, the
  // dialog stays with the reason under the field, what was typed kept, and the slot goes back
  // to the voucher it had.
  const [pending, setPending] = useState<{ code: string; before: string | null } | null>(null)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (!pending || quoting) return
    const refused =
      problems.find((p) => p.voucher_code === pending.code)?.message ??
      verdicts.find((v) => v.code === pending.code && !v.applicable)?.reason ??
      (current === pending.code ? null : t('checkout.voucher_code_invalid'))
    setPending(null)
    if (!refused) return onClose()
    setCodeError(refused)
    onPick(pending.before)
    input.current?.focus()
  }, [pending, quoting, problems, verdicts, current, onClose, onPick, t])

  function apply(e: FormEvent) {
    e.preventDefault()
    const value = code.trim().toUpperCase()
    if (!value) return setCodeError(t('checkout.voucher_code_required'))
    if (value.length > 9) return setCodeError(t('checkout.voucher_code_invalid'))
    if (value === current) return onClose()
    setCodeError(undefined)
    setPending({ code: value, before: current })
    onPick(value)
  }

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title}>
      <div className="flex flex-col gap-4" data-testid={`voucher-picker-${slot}`}>
        <form onSubmit={apply} noValidate className="flex items-start gap-2">
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={`${id}-code`} className="sr-only">
              {t('checkout.voucher_code_label')}
            </label>
            <input
              ref={input}
              id={`${id}-code`}
              value={code}
              onChange={(e) => {
                setCode(e.target.value)
                setCodeError(undefined)
              }}
              maxLength={20}
              autoCapitalize="characters"
              autoComplete="off"
              placeholder={t('checkout.voucher_code_label')}
              aria-invalid={Boolean(codeError)}
              aria-describedby={codeError ? `${id}-code-error` : undefined}
              className="min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base uppercase placeholder:normal-case placeholder:text-neutral-500 focus:border-brand-600 aria-[invalid=true]:border-red-600"
            />
            {codeError && (
              <p id={`${id}-code-error`} role="alert" className="text-xs font-medium text-red-700">
                {codeError}
              </p>
            )}
          </div>
          <Button type="submit" variant="secondary" loading={Boolean(pending)} data-testid="voucher-apply">
            {t('checkout.voucher_apply')}
          </Button>
        </form>
        {problems.length > 0 && (
          <ul role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {problems.map((p) => (
              <li key={`${p.code}:${p.voucher_code}`}>{p.message}</li>
            ))}
          </ul>
        )}
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('checkout.voucher_list')}</legend>
          <div className="flex max-h-[50dvh] flex-col gap-2 overflow-y-auto">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-neutral-200 px-3 text-sm has-[:checked]:border-brand-600">
              <input
                type="radio"
                name={`${id}-voucher`}
                value={NONE}
                checked={chosen === NONE}
                onChange={() => setChosen(NONE)}
                className="size-4 accent-brand-600"
              />
              {t('checkout.voucher_none')}
            </label>
            {verdicts.map((v) => (
              <label
                key={v.id}
                className={`flex min-h-14 items-center gap-3 rounded-lg border px-3 py-2 text-sm ${
                  v.applicable
                    ? 'cursor-pointer border-neutral-200 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/50'
                    : 'cursor-not-allowed border-dashed border-neutral-200 bg-neutral-50 text-neutral-500'
                }`}
                data-testid="voucher-option"
              >
                <input
                  type="radio"
                  name={`${id}-voucher`}
                  value={v.code}
                  checked={chosen === v.code}
                  disabled={!v.applicable}
                  onChange={() => setChosen(v.code)}
                  aria-describedby={`${id}-${v.id}`}
                  className="size-4 accent-brand-600"
                />
                <Ticket aria-hidden className={`size-5 shrink-0 ${v.applicable ? 'text-brand-600' : 'text-neutral-400'}`} />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-semibold">{v.name}</span>
                  {v.name !== v.code && <span className="font-mono text-xs text-neutral-600">{v.code}</span>}
                  <span id={`${id}-${v.id}`} className={v.applicable ? 'text-brand-700' : 'text-neutral-600'}>
                    {v.applicable ? t('checkout.voucher_saving', { amount: formatVnd(v.discount ?? 0) }) : v.reason}
                  </span>
                </span>
                {v.selected && v.applicable && (
                  <span className="shrink-0 rounded bg-brand-600 px-1.5 text-xs font-semibold text-white">
                    {t('checkout.voucher_in_use')}
                  </span>
                )}
              </label>
            ))}
          </div>
          {verdicts.length === 0 && (
            <p className="mt-2 text-sm text-neutral-600">
              {t('checkout.voucher_empty')}{' '}
              <Link to="/khuyen-mai" className="font-medium text-brand-700 underline">
                {t('checkout.voucher_find')}
              </Link>
            </p>
          )}
        </fieldset>
        <Button
          onClick={() => {
            onPick(chosen === NONE ? null : chosen)
            onClose()
          }}
        >
          {t('checkout.voucher_confirm')}
        </Button>
      </div>
    </Dialog>
  )
}
