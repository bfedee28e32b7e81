import { COMMUNITY_RULES, type TPost, type TPostVideo } from '@xinh/contracts'
import { ImagePlus, Tag, Video, X } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { FormError } from '#web/ui/field.tsx'
import { uploadImage } from '#web/ui/image-picker.tsx'
import { ProgressBar } from '#web/ui/progress-bar.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { uploadFile } from '#web/ui/upload-media.ts'
import { ApiError } from '#web/lib/api.ts'
import { charCount, communityApi, messageOf } from './api.ts'
import { type PickedProduct, ProductPicker } from './product-picker.tsx'
import { useCT } from './t.ts'

const MAX_CHARS = COMMUNITY_RULES.postMaxChars
const MAX_IMAGES = COMMUNITY_RULES.postMaxImages

/**
 * Writing a post (spec §5): text ≤300 with a counter, ≤5 photos, one video (upload progress, the
 * server's localised refusal such as "video too long"), tagged products. Visitors get the
 * login modal instead. The new post goes to `onCreated` (the feed puts it on top).
 */
export function Composer({ onCreated }: { onCreated: (post: TPost) => void }) {
  const t = useCT()
  const { user, api, openAuth, bases, lang, country } = useApp()
  const toast = useToast()
  const id = useId()
  const [text, setText] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [video, setVideo] = useState<TPostVideo | null>(null)
  const [products, setProducts] = useState<PickedProduct[]>([])
  const [picking, setPicking] = useState(false)
  const [asShop, setAsShop] = useState(false)
  const [imageProgress, setImageProgress] = useState<number | null>(null)
  const [videoProgress, setVideoProgress] = useState<number | null>(null)
  const [videoProcessing, setVideoProcessing] = useState(false)
  const [mediaError, setMediaError] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const imageInput = useRef<HTMLInputElement>(null)
  const videoInput = useRef<HTMLInputElement>(null)

  if (!user || user.is_guest)
    return (
      <button
        type="button"
        onClick={() => openAuth('login')}
        className="flex min-h-14 w-full items-center rounded-2xl bg-white px-4 text-left text-neutral-700 ring-1 ring-neutral-200 hover:ring-brand-600"
        data-testid="composer-guest"
      >
        {t('cm.compose_guest')}
      </button>
    )

  const count = charCount(text)
  const over = count > MAX_CHARS
  const uploading = imageProgress !== null || videoProgress !== null || videoProcessing

  async function addImages(files: FileList | null) {
    if (!files) return
    setMediaError(undefined)
    const room = MAX_IMAGES - images.length
    const list = [...files].slice(0, Math.max(0, room))
    if (files.length > room) setMediaError(t('cm.images_max', { max: MAX_IMAGES }))
    for (const file of list) {
      setImageProgress(0)
      try {
        const url = await uploadImage(file, lang, setImageProgress)
        setImages((xs) => (xs.length < MAX_IMAGES ? [...xs, url] : xs))
      } catch (e) {
        setMediaError(e instanceof Error && e.message ? e.message : t('cm.image_failed'))
      }
    }
    setImageProgress(null)
    if (imageInput.current) imageInput.current.value = ''
  }

  async function addVideo(file: File | undefined) {
    if (!file) return
    setMediaError(undefined)
    setVideoProgress(0)
    try {
      const up = uploadFile<TPostVideo>('/community/v1/post/video', file, { base: bases.community, lang, country }, setVideoProgress, {
        onUploaded: () => {
          setVideoProgress(null)
          setVideoProcessing(true)
        },
      })
      setVideo(await up.done)
    } catch (e) {
      setMediaError(e instanceof ApiError && e.message ? e.message : t('cm.video_failed'))
    } finally {
      setVideoProgress(null)
      setVideoProcessing(false)
      if (videoInput.current) videoInput.current.value = ''
    }
  }

  async function submit() {
    setError(undefined)
    if (over) return setError(t('cm.too_long', { max: MAX_CHARS }))
    if (!text.trim() && images.length === 0 && !video) return setError(t('cm.empty_post'))
    setBusy(true)
    try {
      const post = await communityApi(api).create({
        content: text,
        images,
        video: video?.url ?? null,
        product_ids: products.map((p) => p._id),
        as_shop: asShop,
      })
      setText('')
      setImages([])
      setVideo(null)
      setProducts([])
      toast(t('cm.published'), 'success')
      onCreated(post)
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) openAuth('login')
      const field = e instanceof ApiError && e.fields ? Object.values(e.fields).find((m) => !m.startsWith('v.')) : undefined
      setError(field ?? messageOf(e, t('common.network_error')))
    } finally {
      setBusy(false)
    }
  }

  const tool =
    'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-neutral-800 hover:bg-neutral-100 focus-within:ring-2 focus-within:ring-brand-600'
  return (
    <form
      aria-label={t('cm.compose')}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
      data-testid="composer"
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {t('cm.compose_label')}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('cm.compose_prompt')}
        rows={3}
        aria-describedby={`${id}-count`}
        aria-invalid={over || undefined}
        className="w-full resize-y rounded-lg border border-neutral-300 p-3 text-[15px]"
        data-testid="composer-text"
      />
      <p
        id={`${id}-count`}
        className={`-mt-2 self-end text-xs ${over ? 'font-semibold text-red-700' : 'text-neutral-600'}`}
        aria-live="polite"
      >
        {t('cm.counter', { count, max: MAX_CHARS })}
      </p>

      {images.length > 0 && (
        <ul className="grid grid-cols-5 gap-2">
          {images.map((src, i) => (
            <li key={src} className="relative aspect-square overflow-hidden rounded-lg bg-neutral-100">
              <img src={src} alt={t('cm.images_alt', { n: i + 1 })} className="size-full object-cover" />
              <button
                type="button"
                onClick={() => setImages((xs) => xs.filter((x) => x !== src))}
                aria-label={t('cm.remove_image', { n: i + 1 })}
                className="absolute top-0.5 right-0.5 rounded-full bg-black/60 p-1.5 text-white"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {video && (
        <div className="relative">
          {/* biome-ignore lint/a11y/useMediaCaption: the writer's own video, before posting */}
          <video
            src={video.url}
            poster={video.poster ?? undefined}
            controls
            preload="metadata"
            className="max-h-64 w-full rounded-lg bg-black"
            data-testid="composer-video"
          />
          <button
            type="button"
            onClick={() => setVideo(null)}
            aria-label={t('cm.remove_video')}
            className="absolute top-1 right-1 rounded-full bg-black/60 p-1.5 text-white"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      )}
      {products.length > 0 && (
        <ul className="flex flex-wrap gap-2" data-testid="composer-products">
          {products.map((p) => (
            <li key={p._id} className="flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900">
              <span className="truncate">{p.name}</span>
              <button
                type="button"
                onClick={() => setProducts((xs) => xs.filter((x) => x._id !== p._id))}
                aria-label={t('cm.remove_product', { name: p.name })}
                className="rounded-full p-1.5 hover:bg-brand-100"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {imageProgress !== null && <ProgressBar value={imageProgress / 100} label={t('cm.image_uploading', { percent: imageProgress })} />}
      {videoProgress !== null && (
        <ProgressBar value={videoProgress} label={t('cm.video_uploading', { percent: Math.round(videoProgress * 100) })} />
      )}
      {videoProcessing && (
        <p role="status" className="text-sm text-neutral-700">
          {t('cm.video_processing')}
        </p>
      )}
      <FormError message={mediaError} />
      {user.shop?.is_approved && (
        // a seller may post under their shop: its followers see it in "Đang theo dõi"
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={asShop}
            onChange={(e) => setAsShop(e.target.checked)}
            className="size-4 accent-brand-600"
            data-testid="composer-as-shop"
          />
          {t('cm.as_shop')}
        </label>
      )}

      <div className="flex flex-wrap items-center gap-1 border-t border-neutral-100 pt-2">
        <label className={`${tool} ${images.length >= MAX_IMAGES ? 'pointer-events-none opacity-50' : ''}`}>
          <ImagePlus aria-hidden className="size-5 text-green-700" />
          {t('cm.add_images')}
          <input
            ref={imageInput}
            type="file"
            multiple
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="sr-only"
            disabled={uploading || images.length >= MAX_IMAGES}
            onChange={(e) => void addImages(e.target.files)}
            data-testid="composer-images"
          />
        </label>
        <label className={`${tool} ${video ? 'pointer-events-none opacity-50' : ''}`}>
          <Video aria-hidden className="size-5 text-sky-700" />
          {t('cm.add_video')}
          <input
            ref={videoInput}
            type="file"
            accept="video/mp4,video/webm,video/quicktime"
            className="sr-only"
            disabled={uploading || Boolean(video)}
            onChange={(e) => void addVideo(e.target.files?.[0])}
            data-testid="composer-video-input"
          />
        </label>
        <button type="button" className={tool} onClick={() => setPicking(true)} data-testid="composer-tag">
          <Tag aria-hidden className="size-5 text-brand-700" />
          {t('cm.tag_products')}
        </button>
        <Button type="submit" className="ml-auto" loading={busy} disabled={uploading || over} data-testid="composer-submit">
          {busy ? t('cm.publishing') : t('cm.publish')}
        </Button>
      </div>
      <FormError message={error} />
      <ProductPicker open={picking} onClose={() => setPicking(false)} picked={products} onChange={setProducts} />
    </form>
  )
}
