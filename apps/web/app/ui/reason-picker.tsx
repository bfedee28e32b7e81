import type { PublicReasonType, TReason } from '@xinh/contracts'
import { useEffect, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'

/** The reasons of a kind from GET /api/v1/public/reasons (cancel, return, report…), in the reader's language. */
export function useReasons(type: PublicReasonType) {
  const { api } = useApp()
  const [reasons, setReasons] = useState<TReason[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    setFailed(false)
    api
      .get<TReason[]>(`/api/v1/public/reasons?type=${type}`)
      .then((list) => live && setReasons(list))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [api, type])
  return { reasons, failed }
}

/** One radio per reason, with the loading and failed states; goes inside the form's fieldset. */
export function ReasonOptions({
  reasons,
  failed,
  name,
  value,
  onChange,
}: {
  reasons: TReason[] | null
  failed: boolean
  name: string
  value: string | undefined
  onChange: (id: string) => void
}) {
  const t = useT()
  if (failed)
    return (
      <p className="text-sm text-red-700" role="alert">
        {t('orders.reasons_failed')}
      </p>
    )
  if (!reasons)
    return (
      <p className="text-sm text-neutral-600" role="status">
        {t('common.loading')}
      </p>
    )
  return (
    <div className="flex flex-col">
      {reasons.map((r) => (
        <label key={r._id} className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm hover:bg-neutral-50">
          <input
            type="radio"
            name={name}
            value={r._id}
            checked={value === r._id}
            onChange={() => onChange(r._id)}
            className="size-4 shrink-0 accent-brand-600"
          />
          {r.name}
        </label>
      ))}
    </div>
  )
}
