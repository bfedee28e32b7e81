import type { ReturnClaim, TOrder } from '@xinh/contracts'
import { Heart, ImageOff } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatVnd, type MessageKey, useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError, useFieldMessage } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { ReasonOptions, useReasons } from '#web/ui/reason-picker.tsx'
import { EvidencePicker, useEvidence } from './evidence-picker.tsx'
import { RefundBankSection, useRefundBank } from './refund-bank.tsx'
import { RETURN_CLAIM_CHOICES, RETURN_GUIDE_PATH, type ReturnInput, type ReturnRequest } from './types.ts'

const DESCRIPTION_MAX = 500

type Picked = Record<string, { checked: boolean; quantity: number }>
type Errors = Partial<Record<'items' | 'reason' | 'rating' | 'evidence' | 'description' | 'form', string>>

/**
 * The return-and-refund request (loaded when first opened): which items and how many (all by
 * default), a reason, the guarantee claimed (spec §9: quality 100 %, authentic goods 200 %), a
 * description, and photos or videos as evidence. From the review gate (`source: 'review'`) the
 * buyer's 1–3 hearts come first.
 */
export default function ReturnDialog({
  order,
  source,
  open,
  onClose,
  initialRating,
}: {
  order: Pick<TOrder, '_id' | 'code' | 'items'> & Partial<Pick<TOrder, 'payment_method'>>
  source: 'order' | 'review'
  open: boolean
  onClose: () => void
  /** From a written review of 1–3 hearts: its hearts, already chosen. */
  initialRating?: number
}) {
  const t = useT()
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={source === 'review' ? t('returns.review_title') : t('returns.request_title')}
      description={t('orders.code', { code: order.code })}
    >
      {open && <ReturnForm order={order} source={source} onDone={onClose} initialRating={initialRating} />}
    </Dialog>
  )
}

function ReturnForm({
  order,
  source,
  onDone,
  initialRating,
}: {
  order: Pick<TOrder, '_id' | 'items'> & Partial<Pick<TOrder, 'payment_method'>>
  source: 'order' | 'review'
  onDone: () => void
  initialRating?: number
}) {
  const t = useT()
  const { api, refresh } = useApp()
  const toast = useToast()
  const id = useId()
  const evidence = useEvidence()
  const fieldMessage = useFieldMessage()
  const { reasons, failed: reasonsFailed } = useReasons('return')
  const [picked, setPicked] = useState<Picked>(() =>
    Object.fromEntries(order.items.map((i) => [i._id, { checked: true, quantity: i.quantity }])),
  )
  const [reasonId, setReasonId] = useState<string>()
  const [claim, setClaim] = useState<ReturnClaim>('none')
  const [description, setDescription] = useState('')
  const [rating, setRating] = useState<number | undefined>(initialRating)
  const [errors, setErrors] = useState<Errors>({})
  const [submitting, setSubmitting] = useState(false)

  const chosen = order.items.filter((i) => picked[i._id]?.checked)
  // a COD order's refund is a bank transfer: where to, pre-filled from the account's payment info (issue 16)
  const refund = useRefundBank(order.payment_method === 'COD')

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const next: Errors = {}
    if (source === 'review' && !rating) next.rating = t('returns.rating_required')
    if (chosen.length === 0) next.items = t('returns.items_required')
    if (!reasonId) next.reason = t('returns.reason_required')
    if (evidence.uploading) next.evidence = t('returns.evidence_wait')
    const bank = refund.check()
    setErrors(next)
    if (Object.keys(next).length > 0 || !bank.ok) {
      // the first problem gets the focus (its group, in the form's order)
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-return-form="${id}"] [aria-invalid="true"]`)?.focus())
      return
    }
    const body: ReturnInput = {
      reason_id: reasonId!,
      claim,
      media: evidence.urls,
      items: chosen.map((i) => ({ order_item_id: i._id, quantity: picked[i._id]!.quantity })),
      source,
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(source === 'review' && rating ? { rating } : {}),
      ...(bank.body ? { refund_bank: bank.body } : {}),
    }
    setSubmitting(true)
    try {
      await api.post<ReturnRequest>(`/api/v1/mobile/orders/${order._id}/returns`, body)
      toast(t('returns.requested_toast'), 'success')
      onDone()
      await refresh()
    } catch (e) {
      if (e instanceof ApiError) refund.serverErrors(e.fields)
      setErrors(serverErrors(e, t('common.network_error'), fieldMessage))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-5"
      data-testid="return-form"
      data-return-form={id}
      aria-busy={submitting || undefined}
    >
      <FormError message={errors.form} />

      {source === 'review' && (
        <fieldset aria-invalid={Boolean(errors.rating) || undefined} tabIndex={-1} className="outline-none">
          <legend className="mb-2 text-sm font-semibold text-neutral-900">{t('returns.rating_label')}</legend>
          <div className="flex gap-1">
            {[1, 2, 3].map((n) => (
              <label
                key={n}
                className="relative cursor-pointer rounded-lg p-1.5 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  className="absolute inset-0 cursor-pointer opacity-0"
                />
                <Heart aria-hidden className={`size-8 ${rating && n <= rating ? 'fill-brand-600 text-brand-600' : 'text-neutral-400'}`} />
                <span className="sr-only">{t('returns.hearts', { count: n })}</span>
              </label>
            ))}
          </div>
          {errors.rating && (
            <p role="alert" className="mt-1 text-xs font-medium text-red-700">
              {errors.rating}
            </p>
          )}
        </fieldset>
      )}

      <fieldset aria-invalid={Boolean(errors.items) || undefined} tabIndex={-1} className="outline-none">
        <legend className="mb-2 text-sm font-semibold text-neutral-900">{t('returns.items_label')}</legend>
        <ul className="flex flex-col divide-y divide-neutral-100">
          {order.items.map((item) => {
            const state = picked[item._id]!
            const qtyId = `${id}-qty-${item._id}`
            return (
              <li key={item._id} className="flex items-center gap-3 py-2" data-testid="return-item">
                <input
                  id={`${id}-item-${item._id}`}
                  type="checkbox"
                  checked={state.checked}
                  onChange={(e) => setPicked((p) => ({ ...p, [item._id]: { ...state, checked: e.target.checked } }))}
                  className="size-5 shrink-0 accent-brand-600"
                />
                {item.image ? (
                  <img src={item.image} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg bg-neutral-100 object-cover" />
                ) : (
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-neutral-100 text-neutral-500">
                    <ImageOff aria-hidden className="size-4" />
                  </span>
                )}
                <label htmlFor={`${id}-item-${item._id}`} className="flex min-w-0 flex-1 cursor-pointer flex-col text-sm">
                  <span className="line-clamp-2 font-medium">{item.name}</span>
                  {item.options.length > 0 && <span className="text-neutral-600">{item.options.join(', ')}</span>}
                  <span className="text-neutral-700">{formatVnd(item.unit_price)}</span>
                </label>
                {item.quantity > 1 ? (
                  <div className="flex shrink-0 flex-col items-end gap-0.5">
                    <label htmlFor={qtyId} className="text-xs text-neutral-600">
                      {t('returns.quantity_label')}
                    </label>
                    <input
                      id={qtyId}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={item.quantity}
                      value={state.quantity}
                      disabled={!state.checked}
                      onChange={(e) => {
                        const n = Math.min(Math.max(Number.parseInt(e.target.value, 10) || 1, 1), item.quantity)
                        setPicked((p) => ({ ...p, [item._id]: { ...state, quantity: n } }))
                      }}
                      className="min-h-11 w-16 rounded-lg border border-neutral-300 px-2 text-center text-base disabled:bg-neutral-100"
                    />
                  </div>
                ) : (
                  <span className="shrink-0 text-sm text-neutral-700">{t('orders.quantity', { count: item.quantity })}</span>
                )}
              </li>
            )
          })}
        </ul>
        {errors.items && (
          <p role="alert" className="mt-1 text-xs font-medium text-red-700">
            {errors.items}
          </p>
        )}
      </fieldset>

      <fieldset aria-invalid={Boolean(errors.reason) || undefined} tabIndex={-1} className="outline-none" data-testid="return-reasons">
        <legend className="mb-2 text-sm font-semibold text-neutral-900">{t('returns.reason_label')}</legend>
        <ReasonOptions
          reasons={reasons}
          failed={reasonsFailed}
          name={`${id}-reason`}
          value={reasonId}
          onChange={(reason) => {
            setReasonId(reason)
            setErrors((e) => ({ ...e, reason: undefined }))
          }}
        />
        {errors.reason && (
          <p role="alert" className="mt-1 text-xs font-medium text-red-700">
            {errors.reason}
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-neutral-900">{t('returns.claim_label')}</legend>
        <p className="mb-2 text-xs text-neutral-600">
          {t('returns.claim_hint')}{' '}
          <Link to="/chinh-sach/bao-dam" target="_blank" className="font-medium text-brand-700 underline">
            {t('returns.claim_policy')}
          </Link>
        </p>
        <div className="flex flex-col gap-2">
          {RETURN_CLAIM_CHOICES.map((c) => (
            <label
              key={c}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-neutral-200 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/50"
            >
              <input
                type="radio"
                name={`${id}-claim`}
                value={c}
                checked={claim === c}
                onChange={() => setClaim(c)}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span className="flex flex-col">
                <span className="font-medium">{t(`returns.claim.${c}` as MessageKey)}</span>
                <span className="text-xs text-neutral-600">{t(`returns.claim_text.${c}` as MessageKey)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-description`} className="text-sm font-semibold text-neutral-900">
          {t('returns.description_label')}
        </label>
        <textarea
          id={`${id}-description`}
          value={description}
          maxLength={DESCRIPTION_MAX}
          rows={3}
          onChange={(e) => setDescription(e.target.value)}
          aria-describedby={`${id}-description-count`}
          aria-invalid={Boolean(errors.description) || undefined}
          placeholder={t('returns.description_placeholder')}
          className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-base placeholder:text-neutral-500 focus:border-brand-600 aria-[invalid=true]:border-red-600"
        />
        <p id={`${id}-description-count`} className="text-right text-xs text-neutral-600">
          {t('returns.description_count', { count: description.length, max: DESCRIPTION_MAX })}
        </p>
        {errors.description && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {errors.description}
          </p>
        )}
      </div>

      <EvidencePicker evidence={evidence} error={errors.evidence} describedBy={`${id}-evidence-hint`} />

      {refund.needed && <RefundBankSection refund={refund} />}

      <p className="text-xs text-neutral-700">
        {t('returns.guide_before')}{' '}
        <Link to={RETURN_GUIDE_PATH} target="_blank" className="font-medium text-brand-700 underline">
          {t('returns.guide_link')}
        </Link>
      </p>

      <div className="flex gap-2">
        <Button type="button" variant="secondary" className="flex-1" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" className="flex-1" loading={submitting} disabled={reasonsFailed} data-testid="return-submit">
          {t('returns.submit')}
        </Button>
      </div>
    </form>
  )
}

/** Where the server's answer belongs on the form (its messages are already in the reader's language). */
function serverErrors(e: unknown, fallback: string, fieldMessage: (m: string | undefined) => string | undefined): Errors {
  if (!(e instanceof ApiError) || !e.message) return { form: fallback }
  switch (e.code) {
    case 'RETURN_EVIDENCE_REQUIRED':
      return { evidence: e.message }
    case 'RETURN_REASON_REQUIRED':
      return { reason: e.message }
  }
  const fields = e.fields ?? {}
  const text = (v: string | undefined) => fieldMessage(v) ?? e.message
  const out: Errors = {}
  for (const [key, value] of Object.entries(fields)) {
    if (key.startsWith('media')) out.evidence = text(value)
    else if (key.startsWith('items')) out.items = text(value)
    else if (key === 'reason_id') out.reason = text(value)
    else if (key === 'description') out.description = text(value)
    else if (key === 'rating') out.rating = text(value)
  }
  // the refund account's own fields show them (features/returns/refund-bank.tsx)
  if (Object.keys(out).length === 0 && Object.keys(fields).some((k) => k.startsWith('refund_bank'))) return {}
  return Object.keys(out).length > 0 ? out : { form: e.message }
}
