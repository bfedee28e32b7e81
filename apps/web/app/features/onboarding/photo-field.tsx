import type { SellerPhotoKind, TSellerRegistration } from '@xinh/contracts'
import { CheckCircle2, Loader2 } from 'lucide-react'
import { type ChangeEvent, useId, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useFieldMessage } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useOnboardingT } from './i18n/index.ts'

export const REGISTRATION_API = '/api/v1/mobile/seller-registration'

/**
 * One document photo: uploaded on its own as soon as it is chosen (to private storage), then shown
 * back from the authenticated route, which only ever answers its owner.
 */
export function PhotoField({
  kind,
  label,
  hint,
  has,
  error,
  onUploaded,
}: {
  kind: SellerPhotoKind
  label: string
  hint?: string
  has: boolean
  error?: string
  onUploaded: (registration: TSellerRegistration) => void
}) {
  const t = useOnboardingT()
  const { api } = useApp()
  const toast = useToast()
  const fieldMessage = useFieldMessage()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  // a new upload keeps the same URL: the counter makes the preview fetch it again
  const [version, setVersion] = useState(0)
  const message = failure ?? fieldMessage(error)

  async function onChange(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget
    const file = input.files?.[0]
    if (!file) return
    setBusy(true)
    setFailure(undefined)
    const body = new FormData()
    body.append('file', file)
    try {
      const registration = await api.put<TSellerRegistration>(`${REGISTRATION_API}/photos/${kind}`, body)
      setVersion((v) => v + 1)
      onUploaded(registration)
      toast(t('ob.uploaded'), 'success')
    } catch (err) {
      setFailure(err instanceof ApiError ? (Object.values(err.fields ?? {})[0] ?? err.message) : t('common.network_error'))
    } finally {
      setBusy(false)
      input.value = ''
    }
  }

  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : '', `${id}-state`].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-neutral-200 p-3">
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="flex items-center gap-3">
        {has ? (
          <img
            src={`${REGISTRATION_API}/photos/${kind}?v=${version}`}
            alt={t('ob.photo.preview', { name: label })}
            width={160}
            height={100}
            className="h-[100px] w-[160px] shrink-0 rounded-lg bg-neutral-100 object-cover"
          />
        ) : (
          <div aria-hidden className="h-[100px] w-[160px] shrink-0 rounded-lg border-2 border-dashed border-neutral-300 bg-neutral-50" />
        )}
        <p id={`${id}-state`} role="status" className="flex items-center gap-1 text-sm text-neutral-700">
          {busy ? (
            <>
              <Loader2 aria-hidden className="size-4 animate-spin" />
              {t('ob.photo.uploading')}
            </>
          ) : has ? (
            <>
              <CheckCircle2 aria-hidden className="size-4 text-emerald-600" />
              {t('ob.photo.uploaded')}
            </>
          ) : (
            t('ob.photo.missing')
          )}
        </p>
      </div>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        onChange={(e) => void onChange(e)}
        disabled={busy}
        aria-describedby={describedBy}
        aria-invalid={Boolean(message)}
        className="min-h-11 w-full text-sm file:mr-3 file:min-h-10 file:rounded-lg file:border file:border-neutral-300 file:bg-white file:px-3 file:font-semibold"
      />
      {hint && !message && (
        <p id={`${id}-hint`} className="text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  )
}
