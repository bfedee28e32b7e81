import { ImagePlus, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useT } from '#web/lib/i18n/index.ts'

/**
 * Uploads one image to POST /api/v1/image with real progress (XMLHttpRequest reports upload
 * progress; fetch does not) and answers its URL. Errors carry the server's localised message.
 */
export function uploadImage(file: File, lang: string, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/v1/image')
    xhr.setRequestHeader('Accept-Language', lang)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100))
    xhr.onerror = () => reject(new Error(''))
    xhr.onload = () => {
      try {
        const body = JSON.parse(xhr.responseText) as { success: boolean; data?: { url: string }; error?: { message: string } }
        if (body.success && body.data) resolve(body.data.url)
        else reject(new Error(body.error?.message ?? ''))
      } catch {
        reject(new Error(''))
      }
    }
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}

type Words = { label: string; hint?: string; choose: string; uploading: string; remove: string; empty: string; failed: string }

/**
 * A picture field: the current picture, a file picker that uploads at once with a progress bar,
 * and a remove button. `value` is the picture's URL (null for none). `aspect` shapes the preview.
 */
export function ImagePicker({
  value,
  onChange,
  words,
  aspect = 'square',
  error,
}: {
  value: string | null
  onChange: (url: string | null) => void
  words: Words
  aspect?: 'square' | 'wide'
  error?: string
}) {
  const t = useT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [failed, setFailed] = useState<string>()
  async function pick(file: File | undefined) {
    if (!file) return
    setFailed(undefined)
    setProgress(0)
    try {
      onChange(await uploadImage(file, t.lang, setProgress))
    } catch (e) {
      setFailed(e instanceof Error && e.message ? e.message : words.failed)
    } finally {
      setProgress(null)
      if (input.current) input.current.value = ''
    }
  }
  const message = failed ?? error
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={message ? `${id}-error` : words.hint ? `${id}-hint` : undefined}>
      <legend className="mb-1 text-sm font-medium text-neutral-800">{words.label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={`flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-neutral-100 ring-1 ring-neutral-200 ${aspect === 'wide' ? 'aspect-[5/2] w-56' : 'size-20 rounded-full'}`}
        >
          {value ? (
            <img src={value} alt={words.label} className="size-full object-cover" />
          ) : (
            <span className="px-2 text-center text-xs text-neutral-600">{words.empty}</span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold hover:bg-neutral-100 focus-within:ring-2 focus-within:ring-brand-600"
          >
            <ImagePlus aria-hidden className="size-4" />
            {words.choose}
            <input
              ref={input}
              id={id}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              className="sr-only"
              disabled={progress !== null}
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
          {value && (
            <button
              type="button"
              onClick={() => onChange(null)}
              className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-neutral-700 hover:text-red-800"
            >
              <X aria-hidden className="size-4" />
              {words.remove}
            </button>
          )}
        </div>
      </div>
      {progress !== null && (
        <div className="flex flex-col gap-1">
          <progress
            max={100}
            value={progress}
            aria-label={words.uploading.replace('{percent}', String(progress))}
            className="h-2 w-56 accent-brand-600"
          />
          <span role="status" className="text-xs text-neutral-700">
            {words.uploading.replace('{percent}', String(progress))}
          </span>
        </div>
      )}
      {words.hint && !message && (
        <p id={`${id}-hint`} className="text-xs text-neutral-600">
          {words.hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  )
}
