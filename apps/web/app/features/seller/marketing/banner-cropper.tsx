import { BANNER_IMAGE_SIZES, type BannerImageKind } from '@xinh/contracts'
import { useId, useState } from 'react'
import Cropper, { type Area } from 'react-easy-crop'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { useSellerT } from '../i18n/index.ts'
import { CropUploadError } from './common.tsx'

/** Draws the chosen area of the picture onto a canvas of exactly the spec's size (spec §5 Banner). */
async function cropToSize(src: string, area: Area, width: number, height: number): Promise<Blob> {
  const image = new Image()
  image.src = src
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2d context')
  ctx.imageSmoothingQuality = 'high'
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, width, height)
  ctx.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, width, height)
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/jpeg', 0.92))
}

/**
 * The in-browser cropper (react-easy-crop): the frame has the banner's proportions, the seller
 * drags (or uses the arrow keys on the frame) and zooms (slider), and "crop" produces a picture of
 * exactly 343×150 (cover 1340×754). The server checks the size again before it stores it.
 * Loaded on demand: only the banner form needs it.
 */
export default function BannerCropper({
  src,
  kind,
  onCancel,
  onCropped,
}: {
  src: string
  kind: BannerImageKind
  onCancel: () => void
  onCropped: (file: Blob) => Promise<void>
}) {
  const t = useSellerT()
  const size = BANNER_IMAGE_SIZES[kind]
  const sizeText = `${size.width}×${size.height}`
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<Area | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const zoomId = useId()

  async function apply() {
    if (!area) return
    setBusy(true)
    setError(undefined)
    try {
      await onCropped(await cropToSize(src, area, size.width, size.height))
    } catch (err) {
      setError(err instanceof CropUploadError ? err.message : t('sc.marketing.banner.crop_failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={t('sc.marketing.banner.crop_title', { size: sizeText })}
      description={t('sc.marketing.banner.crop_hint', { size: sizeText })}
      size="lg"
    >
      <div className="flex flex-col gap-4">
        <div className="relative h-64 overflow-hidden rounded-xl bg-neutral-900 sm:h-80">
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={size.width / size.height}
            minZoom={1}
            maxZoom={5}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            cropperProps={{ 'aria-label': t('sc.marketing.banner.crop_area'), role: 'group' }}
            mediaProps={{ alt: '' }}
          />
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor={zoomId} className="text-sm font-medium text-neutral-800">
            {t('sc.marketing.banner.zoom')}
          </label>
          <input
            id={zoomId}
            type="range"
            min={1}
            max={5}
            step={0.05}
            value={zoom}
            onChange={(e) => setZoom(Number(e.currentTarget.value))}
            className="flex-1 accent-brand-600"
          />
        </div>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button onClick={apply} loading={busy} disabled={!area}>
            {busy ? t('sc.marketing.banner.uploading') : t('sc.marketing.banner.crop_apply', { size: sizeText })}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
