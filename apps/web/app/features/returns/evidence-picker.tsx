import { ImagePlus, RotateCcw, Video, X } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { EVIDENCE_ACCEPT, MAX_EVIDENCE, type Upload, uploadEvidence } from './upload.ts'

let seq = 0

/**
 * Photos and videos of a return as they upload: each file starts uploading when picked, with
 * its progress, a local preview, its own error and retry, and a remove button. `urls` are the
 * uploaded ones, in the buyer's order.
 */
export function useEvidence({ max = MAX_EVIDENCE }: { max?: number } = {}) {
  const { bases, lang, country } = useApp()
  const t = useT()
  const [uploads, setUploads] = useState<Upload[]>([])
  const live = useRef(uploads)
  live.current = uploads

  const patch = useCallback((key: string, change: Partial<Upload>) => {
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)))
  }, [])

  const start = useCallback(
    (upload: Upload) => {
      const job = uploadEvidence(upload.file, { base: bases.commerce, lang, country }, (progress) => patch(upload.key, { progress }))
      patch(upload.key, { abort: job.abort, error: undefined, progress: 0 })
      job.done
        .then((url) => patch(upload.key, { url, progress: 1, abort: undefined }))
        .catch((e: unknown) => {
          if (e instanceof ApiError && e.message === 'aborted') return
          patch(upload.key, {
            abort: undefined,
            error: e instanceof ApiError && e.message ? e.message : t('common.network_error'),
          })
        })
    },
    [bases.commerce, lang, country, patch, t],
  )

  const add = useCallback(
    (files: FileList | File[]) => {
      const room = max - live.current.length
      const picked = Array.from(files)
        .slice(0, Math.max(room, 0))
        .map(
          (file): Upload => ({
            key: `ev-${++seq}`,
            file,
            kind: file.type.startsWith('video/') ? 'video' : 'image',
            preview: URL.createObjectURL(file),
            progress: 0,
          }),
        )
      if (picked.length === 0) return
      setUploads((list) => [...list, ...picked])
      for (const u of picked) start(u)
    },
    [start, max],
  )

  const remove = useCallback((key: string) => {
    const gone = live.current.find((u) => u.key === key)
    gone?.abort?.()
    if (gone) URL.revokeObjectURL(gone.preview)
    setUploads((list) => list.filter((u) => u.key !== key))
  }, [])

  const retry = useCallback(
    (key: string) => {
      const upload = live.current.find((u) => u.key === key)
      if (upload) start(upload)
    },
    [start],
  )

  // leaving the dialog stops what is still uploading and frees the previews
  useEffect(
    () => () => {
      for (const u of live.current) {
        u.abort?.()
        URL.revokeObjectURL(u.preview)
      }
    },
    [],
  )

  return {
    uploads,
    add,
    remove,
    retry,
    urls: uploads.flatMap((u) => (u.url ? [u.url] : [])),
    uploading: uploads.some((u) => !u.url && !u.error),
    max,
  }
}

export type Evidence = ReturnType<typeof useEvidence>

/**
 * The evidence field: previews with progress and removal, and the "add" tile while there is room.
 * Reviews reuse it with their own legend and hint (`label`, `hint`).
 */
export function EvidencePicker({
  evidence,
  error,
  describedBy,
  label,
  hint,
}: {
  evidence: Evidence
  error?: string
  describedBy: string
  label?: string
  hint?: string
}) {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const { uploads } = evidence
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={Boolean(error) || undefined} data-testid="return-evidence">
      <legend className="mb-1 text-sm font-semibold text-neutral-900">{label ?? t('returns.evidence_label')}</legend>
      <p id={describedBy} className="mb-2 text-xs text-neutral-600">
        {hint ?? t('returns.evidence_hint', { max: MAX_EVIDENCE })}
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {uploads.map((u, i) => {
          const name = t(u.kind === 'video' ? 'returns.evidence_video_n' : 'returns.evidence_photo_n', { n: i + 1 })
          const uploading = !u.url && !u.error
          return (
            <li
              key={u.key}
              className="relative aspect-square overflow-hidden rounded-lg bg-neutral-100 ring-1 ring-neutral-200"
              data-testid="evidence-item"
            >
              {u.kind === 'video' ? (
                <video src={u.preview} muted preload="metadata" className="size-full object-cover" aria-label={name} />
              ) : (
                <img src={u.preview} alt={name} className="size-full object-cover" />
              )}
              {u.kind === 'video' && <Video aria-hidden className="absolute top-1 left-1 size-4 rounded bg-black/60 p-0.5 text-white" />}
              {uploading && (
                <div className="absolute inset-x-1 bottom-1">
                  <div
                    role="progressbar"
                    aria-label={t('returns.evidence_uploading', { name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(u.progress * 100)}
                    className="h-1.5 overflow-hidden rounded-full bg-white/80"
                  >
                    <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${Math.round(u.progress * 100)}%` }} />
                  </div>
                </div>
              )}
              {u.error && (
                <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-white/90 p-1 text-center">
                  <p className="line-clamp-3 text-[11px] leading-tight font-medium text-red-800" role="alert">
                    {u.error}
                  </p>
                  <button
                    type="button"
                    onClick={() => evidence.retry(u.key)}
                    className="inline-flex min-h-8 items-center gap-1 rounded px-1.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    <RotateCcw aria-hidden className="size-3.5" />
                    {t('returns.evidence_retry')}
                  </button>
                </div>
              )}
              <button
                type="button"
                onClick={() => evidence.remove(u.key)}
                aria-label={t('returns.evidence_remove', { name })}
                className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
                data-testid="evidence-remove"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          )
        })}
        {uploads.length < evidence.max && (
          <li className="aspect-square">
            <label className="relative flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-neutral-300 text-center text-xs font-medium text-neutral-700 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 hover:border-brand-600 hover:text-brand-700">
              <ImagePlus aria-hidden className="size-6" />
              {t('returns.evidence_add')}
              <input
                ref={input}
                type="file"
                multiple
                accept={EVIDENCE_ACCEPT}
                className="sr-only"
                onChange={(e) => {
                  if (e.target.files) evidence.add(e.target.files)
                  e.target.value = ''
                }}
                data-testid="evidence-input"
              />
            </label>
          </li>
        )}
      </ul>
      {error && (
        <p role="alert" className="mt-2 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
