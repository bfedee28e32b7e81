import { zodResolver } from '@hookform/resolvers/zod'
import { RETURN_RULES, type TReturnRejectInput, type TReturnRequest, ZReturnRejectInput } from '@xinh/contracts'
import { PackageCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useRevalidator } from 'react-router'
import { useApiErrors } from '#web/features/account/use-api-form.ts'
import { MediaThumbs } from '#web/features/returns/return-panel.tsx'
import { useApp } from '#web/lib/app-context.tsx'
import { formatDateTime } from '#web/lib/dates.ts'
import { formatVnd, type MessageKey } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { type SellerKey, useSellerT } from '../i18n/index.ts'
import { TextAreaField } from './fields.tsx'
import { orderPath } from './format.ts'

/** What the buyer asks: the reason, their words, the evidence, the items and what comes back to them. */
export function ReturnFacts({ request }: { request: TReturnRequest }) {
  const t = useSellerT()
  return (
    <section
      aria-labelledby="return-facts-title"
      className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-neutral-200"
      data-testid="return-facts"
    >
      <h2 id="return-facts-title" className="sr-only">
        {t('sc.returns.reason')}
      </h2>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-neutral-700">{t('sc.returns.buyer')}</dt>
          <dd className="text-right">{request.buyer?.userName}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-neutral-700">{t('sc.returns.reason')}</dt>
          <dd className="text-right font-medium" data-testid="return-reason">
            {request.reason.name}
          </dd>
        </div>
        {request.claim !== 'none' && (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-neutral-700">{t(`sc.returns.claim.${request.claim}` as SellerKey)}</dt>
            <dd className="text-right">{request.refund_rate}%</dd>
          </div>
        )}
        {request.source === 'review' && request.rating && (
          <p className="text-neutral-700">{t('sc.returns.from_review', { rating: request.rating })}</p>
        )}
      </dl>
      {request.description && (
        <div className="text-sm">
          <p className="font-medium">{t('sc.returns.buyer_says')}</p>
          <p className="rounded-lg bg-neutral-50 p-2 text-neutral-800">{request.description}</p>
        </div>
      )}
      {request.media.length > 0 && (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">{t('sc.returns.evidence')}</p>
          <MediaThumbs media={request.media} label={t('sc.returns.evidence')} />
        </div>
      )}
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-medium">{t('sc.returns.items')}</p>
        <ul className="flex flex-col divide-y divide-neutral-100">
          {request.items.map((i) => (
            <li key={i.order_item_id} className="flex justify-between gap-3 py-2">
              <span>
                {i.name}
                {i.options.length > 0 && <span className="text-neutral-700"> · {i.options.join(', ')}</span>}
                <span className="text-neutral-700"> · {t('orders.quantity', { count: i.quantity })}</span>
              </span>
              <span className="shrink-0">{formatVnd(i.amount)}</span>
            </li>
          ))}
        </ul>
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-neutral-700">{t('sc.returns.items_amount')}</dt>
          <dd>{formatVnd(request.items_amount)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-neutral-700">{t('sc.returns.refund_amount')}</dt>
          <dd className="text-base font-bold text-brand-700" data-testid="return-refund-amount">
            {formatVnd(request.refund_amount)}
          </dd>
        </div>
        {request.refund_rate > 100 && (
          <p className="text-right text-xs text-neutral-700">{t('sc.returns.refund_rate', { rate: request.refund_rate })}</p>
        )}
      </dl>
      {request.refunds.length > 0 && (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">{t('sc.returns.refunds')}</p>
          <ul className="flex flex-col gap-1">
            {request.refunds.map((r) => (
              <li key={r._id} className="flex justify-between gap-2 rounded-lg bg-neutral-50 px-3 py-2">
                <span>{t(`returns.refund_method.${r.method}` as MessageKey)}</span>
                <span className="font-semibold">
                  {formatVnd(r.amount)} · {t(`returns.refund_status.${r.status}` as MessageKey)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Link to={orderPath(request.order_id)} className="self-start text-sm font-semibold text-brand-700 underline">
        {t('sc.returns.view_order')}
      </Link>
    </section>
  )
}

/** The request's one timeline (newest first): each step, who took it, its note and evidence. */
export function ReturnTimeline({ request }: { request: TReturnRequest }) {
  const t = useSellerT()
  const entries = [...request.timeline].reverse()
  return (
    <section aria-labelledby="return-timeline-title" className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-neutral-200">
      <h2 id="return-timeline-title" className="text-sm font-semibold">
        {t('sc.returns.timeline')}
      </h2>
      <ol className="flex flex-col" data-testid="return-timeline">
        {entries.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two steps may share the same instant and status; the list never reorders
          <li key={`${e.at}-${e.action}-${i}`} className="relative flex gap-3 pb-4 pl-5 last:pb-0" data-testid="return-event">
            <span aria-hidden className={`absolute top-1.5 left-0 size-2.5 rounded-full ${i === 0 ? 'bg-brand-600' : 'bg-neutral-300'}`} />
            {i < entries.length - 1 && <span aria-hidden className="absolute top-4 bottom-0 left-[4.5px] w-px bg-neutral-200" />}
            <div className="flex flex-col gap-1 text-sm">
              <span className={i === 0 ? 'font-semibold' : 'font-medium'}>{e.action_label}</span>
              <span className="text-neutral-700">
                {e.status_label} · {t(`sc.returns.by.${e.actor_role}` as SellerKey)} ·{' '}
                <time dateTime={e.at}>{formatDateTime(e.at, t.lang)}</time>
              </span>
              {e.note && <span className="text-neutral-800">{e.note}</span>}
              {e.media.length > 0 && <MediaThumbs media={e.media} label={t('sc.returns.evidence')} />}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

type ReturnDialog = 'agree' | 'reject' | 'receive' | null

/**
 * The seller's answers (spec §4 refund flow): agree, reject with a reason (required), mark the
 * returned goods received — fixed to the bottom of a phone's screen.
 */
export function ReturnActionBar({ request }: { request: TReturnRequest }) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [dialog, setDialog] = useState<ReturnDialog>(null)
  const can = (a: TReturnRequest['actions'][number]) => request.actions.includes(a)
  const close = () => setDialog(null)
  const step = async (path: string, message: string) => {
    await api.post(`/api/v1/seller/returns/${request._id}/${path}`)
    toast(message, 'success')
    await revalidator.revalidate()
  }
  if (!can('agree') && !can('reject') && !can('receive')) return null
  return (
    <>
      <section
        aria-label={t('sc.returns.actions')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-white p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.08)] md:sticky md:bottom-4 md:mt-4 md:rounded-xl md:border md:shadow-lg"
        data-testid="return-action-bar"
      >
        <div className="grid grid-cols-2 gap-2 md:flex md:justify-end">
          {can('agree') && (
            <Button onClick={() => setDialog('agree')} data-testid="return-agree">
              {t('sc.returns.agree')}
            </Button>
          )}
          {can('reject') && (
            <Button variant="secondary" onClick={() => setDialog('reject')} data-testid="return-reject">
              {t('sc.returns.reject')}
            </Button>
          )}
          {can('receive') && (
            <Button className="col-span-2" onClick={() => setDialog('receive')} data-testid="return-receive">
              <PackageCheck aria-hidden className="size-4" />
              {t('sc.returns.receive')}
            </Button>
          )}
        </div>
      </section>
      <ConfirmDialog
        open={dialog === 'agree'}
        onClose={close}
        title={t('sc.returns.agree_title')}
        body={t('sc.returns.agree_body')}
        confirmLabel={t('sc.returns.agree')}
        onConfirm={() => step('agree', t('sc.returns.agreed_toast'))}
        testId="return-agree-submit"
      />
      <ConfirmDialog
        open={dialog === 'receive'}
        onClose={close}
        title={t('sc.returns.receive_title')}
        body={t('sc.returns.receive_body')}
        confirmLabel={t('sc.returns.receive')}
        onConfirm={() => step('received', t('sc.returns.received_toast'))}
        testId="return-receive-submit"
      />
      <Dialog
        open={dialog === 'reject'}
        onOpenChange={(o) => !o && close()}
        title={t('sc.returns.reject_title')}
        description={t('sc.returns.reject_body', { days: RETURN_RULES.disputeDays })}
      >
        <RejectForm request={request} onDone={close} />
      </Dialog>
    </>
  )
}

/** Rejecting needs the reason (1–500 characters: the same schema as the route); the buyer may then dispute. */
function RejectForm({ request, onDone }: { request: TReturnRequest; onDone: () => void }) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const apiErrors = useApiErrors<TReturnRejectInput>()
  const [formError, setFormError] = useState<string>()
  const form = useForm<TReturnRejectInput>({ resolver: zodResolver(ZReturnRejectInput) as never, defaultValues: { note: '' } })
  const { errors, isSubmitting } = form.formState
  const length = form.watch('note')?.length ?? 0
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      await api.post(`/api/v1/seller/returns/${request._id}/reject`, values)
      toast(t('sc.returns.rejected_toast'), 'success')
      onDone()
      await revalidator.revalidate()
    } catch (e) {
      setFormError(apiErrors(e, form.setError))
    }
  })
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="return-reject-form">
      <TextAreaField
        label={t('sc.returns.reject_note')}
        maxLength={RETURN_RULES.noteMax}
        hint={t('sc.orders.chars', { count: length, max: RETURN_RULES.noteMax })}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <FormError message={formError} />
      <Button type="submit" loading={isSubmitting} data-testid="return-reject-submit">
        {t('sc.returns.reject_submit')}
      </Button>
    </form>
  )
}
