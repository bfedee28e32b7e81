import { BANNER_IMAGE_SIZES, type BannerImageKind, type TBannerImage } from '@xinh/contracts'
import { ImagePlus, Trash2 } from 'lucide-react'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useFieldMessage } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useSellerT } from '../i18n/index.ts'
import { CropUploadError, MARKETING } from './common.tsx'
import { Button } from '#web/ui/button.tsx'

const BannerCropper = lazy(() => import('./banner-cropper.tsx'))
const ACCEPT = 'image/png,image/jpeg,image/webp'

/**
 * A banner picture or cover: choose a file, crop it to the exact size in the browser, and it is
 * uploaded at once (the server refuses any other size); the form keeps the URL it answers.
 */
export function BannerImageField({
  kind,
  label,
  hint,
  value,
  onChange,
  error,
  optional,
}: {
  kind: BannerImageKind
  label: string
  hint: string
  value: string | null
  onChange: (url: string | null) => void
  error?: string
  optional?: boolean
}) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const fieldMessage = useFieldMessage()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [source, setSource] = useState<string | null>(null)
  const size = BANNER_IMAGE_SIZES[kind]
  const message = fieldMessage(error)

  // the chosen file's preview lives while the cropper is open
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source])

  function choose(file: File | undefined) {
    if (!file) return
    setSource(URL.createObjectURL(file))
  }

  async function upload(blob: Blob) {
    const body = new FormData()
    body.append('file', blob, `${kind}.jpg`)
    try {
      const image = await api.post<TBannerImage>(`${MARKETING.banners.api}/images?kind=${kind}`, body)
      onChange(image.url)
      setSource(null)
      toast(t('sc.marketing.banner.uploaded'), 'success')
    } catch (err) {
      // the server's words (e.g. the size it found): shown in the cropper, which stays open
      throw new CropUploadError(err instanceof ApiError && err.code !== 'NETWORK_ERROR' ? err.message : t('common.network_error'))
    }
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${inputId}-hint${message ? ` ${inputId}-error` : ''}`}>
      <legend className="mb-2 text-sm font-medium text-neutral-800">{label}</legend>
      <div
        className="overflow-hidden rounded-xl bg-neutral-100 ring-1 ring-neutral-200"
        style={{ aspectRatio: `${size.width} / ${size.height}`, maxWidth: kind === 'image' ? 343 * 1.5 : 560 }}
      >
        {value ? (
          <img
            src={value}
            alt={t('sc.marketing.banner.preview_of', { name: label })}
            width={size.width}
            height={size.height}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-sm text-neutral-600">{`${size.width} × ${size.height} px`}</span>
        )}
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-neutral-600">
        {hint}
      </p>
      <div className="flex flex-wrap gap-2">
        {/* the picker opens from the button; the cropper makes the exact size before anything is sent */}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          tabIndex={-1}
          onChange={(e) => {
            choose(e.currentTarget.files?.[0])
            e.currentTarget.value = ''
          }}
        />
        <Button type="button" variant="secondary" onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden className="size-4" />
          {value ? t('sc.marketing.banner.change_image', { name: label }) : t('sc.marketing.banner.choose_image', { name: label })}
        </Button>
        {optional && value && (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-neutral-700 hover:bg-neutral-100"
          >
            <Trash2 aria-hidden className="size-4" />
            {t('sc.marketing.banner.remove_image', { name: label })}
          </button>
        )}
      </div>
      {message && (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-red-700">
          {message}
        </p>
      )}
      {source && (
        <Suspense fallback={null}>
          <BannerCropper src={source} kind={kind} onCancel={() => setSource(null)} onCropped={upload} />
        </Suspense>
      )}
    </fieldset>
  )
}
