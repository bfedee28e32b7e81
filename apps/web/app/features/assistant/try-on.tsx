import {
  FIT_PATHS,
  FIT_RULES,
  type TAssistantCard,
  type TAssistantMeasurements,
  type TTryOnConsent,
  productIdFromLink,
} from '@xinh/contracts'
import { Camera, ExternalLink, Loader2, Ruler, Shirt, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { LoginButton, ProductCard } from './cards.tsx'
import { useAssistantT } from './i18n.tsx'
import { IMAGE_ACCEPT, type ShownMessage } from './use-assistant.ts'
import { useWidget } from './widget-context.ts'

type TryOn = Extract<TAssistantCard, { kind: 'try_on' }>
const box = 'flex w-full flex-col gap-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-neutral-200'
const primary =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-brand-600/60'
const secondary =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-neutral-900 ring-1 ring-neutral-300 hover:bg-neutral-100 disabled:opacity-60'

/** spec §2: height cm, weight kg, bust, waist, hip cm, gender. */
function MeasurementsView({ m }: { m: TAssistantMeasurements }) {
  const t = useAssistantT()
  const cm = (v: number | null) => (v === null ? '–' : `${v} cm`)
  const rows: Array<[string, string]> = [
    [t('asst.measure_height'), cm(m.height)],
    [t('asst.measure_weight'), m.weight === null ? '–' : `${m.weight} kg`],
    [t('asst.measure_bust'), cm(m.bust)],
    [t('asst.measure_waist'), cm(m.waist)],
    [t('asst.measure_hip'), cm(m.hip)],
    [t('asst.measure_gender'), m.gender === 1 ? t('asst.gender_male') : m.gender === 2 ? t('asst.gender_female') : t('asst.gender_other')],
  ]
  return (
    <dl className="grid grid-cols-3 gap-x-2 gap-y-1 rounded-lg bg-neutral-50 p-2 text-xs" data-testid="assistant-measurements">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt className="text-neutral-600">{k}</dt>
          <dd className="font-semibold">{v}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The upload prompt with its tips (face the camera, good light, avoid complex poses) and the
 * consent the fit service asks for before any photo is stored (24 h, private, deleted on request).
 */
function UploadPrompt() {
  const t = useAssistantT()
  const { api } = useApp()
  const toast = useToast()
  const { sendImage, uploading, waiting } = useWidget()
  const file = useRef<HTMLInputElement>(null)
  const [consent, setConsent] = useState<TTryOnConsent | null>(null)
  const [agreed, setAgreed] = useState(false)
  const [saving, setSaving] = useState(false)
  const consentId = useId()
  useEffect(() => {
    let live = true
    void api
      .get<TTryOnConsent>(FIT_PATHS.consent)
      .then((c) => live && setConsent(c))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [api])
  const consented = Boolean(consent?.consented && consent.version === consent.current_version)

  const pick = async () => {
    if (!consented) {
      if (!agreed) return
      setSaving(true)
      try {
        setConsent(await api.post<TTryOnConsent>(FIT_PATHS.consent, { accepted: true, version: FIT_RULES.consentVersion }))
      } catch (error) {
        toast(error instanceof ApiError && error.message ? error.message : t('asst.error_generic'), 'error')
        return
      } finally {
        setSaving(false)
      }
    }
    file.current?.click()
  }
  const onFile = async (f: File | undefined) => {
    if (!f) return
    // the assistant takes a lone image in the upload step as the try-on photo
    const result = await sendImage(f, { tryOn: true })
    if (result === 'type') toast(t('asst.image_type'), 'error')
    if (result === 'size') toast(t('asst.image_size'), 'error')
  }
  return (
    <div className="flex flex-col gap-2" data-testid="assistant-tryon-upload">
      <p className="text-sm font-semibold">{t('asst.tryon_upload_title')}</p>
      <ul className="list-disc pl-5 text-xs text-neutral-700">
        <li>{t('asst.tryon_tip_face')}</li>
        <li>{t('asst.tryon_tip_light')}</li>
        <li>{t('asst.tryon_tip_pose')}</li>
      </ul>
      {!consented && (
        <label htmlFor={consentId} className="flex items-start gap-2 text-xs text-neutral-800">
          <input
            id={consentId}
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            className="mt-0.5 size-4 accent-brand-600"
            data-testid="assistant-tryon-consent"
          />
          {t('asst.tryon_consent', { hours: consent?.retention_hours ?? FIT_RULES.retentionHours })}
        </label>
      )}
      <input
        ref={file}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        onChange={(e) => {
          void onFile(e.target.files?.[0])
          e.target.value = ''
        }}
        data-testid="assistant-tryon-file"
      />
      <button
        type="button"
        className={primary}
        disabled={(!consented && !agreed) || saving || uploading || waiting}
        onClick={() => void pick()}
        data-testid="assistant-tryon-pick"
      >
        <Camera aria-hidden className="size-4" />
        {t('asst.tryon_pick')}
      </button>
    </div>
  )
}

/** A pasted product link (`/san-pham/{id}` of this site): checked here, then sent as the choice. */
function ProductLinkField() {
  const t = useAssistantT()
  const { send, waiting } = useWidget()
  const [link, setLink] = useState('')
  const [error, setError] = useState<string>()
  const id = useId()
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault()
        if (!productIdFromLink(link)) return setError(t('asst.tryon_link_invalid'))
        void send({ message: link.trim(), action: { type: 'try_on', product_url: link.trim() } })
        setLink('')
      }}
    >
      <label htmlFor={id} className="text-xs font-medium text-neutral-800">
        {t('asst.tryon_link_label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={link}
          onChange={(e) => {
            setLink(e.target.value)
            setError(undefined)
          }}
          maxLength={FIT_RULES.productLinkMax}
          placeholder="https://…/san-pham/…"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-10 min-w-0 flex-1 rounded-lg border border-neutral-300 px-2 text-sm aria-[invalid=true]:border-red-600"
          data-testid="assistant-tryon-link"
        />
        <button type="submit" className={secondary} disabled={waiting || !link.trim()}>
          {t('asst.tryon_link_submit')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  )
}

/** spec §2 virtual try-on cards, one per step of the §4 flow (the server says which). */
export function TryOnCard({ card, message }: { card: TryOn; message: ShownMessage }) {
  const t = useAssistantT()
  const { send, waiting, openMeasurements } = useWidget()
  if (card.login_required)
    return (
      <div className={box} data-testid="assistant-tryon">
        <p className="text-sm">{t('asst.tryon_login')}</p>
        <LoginButton />
      </div>
    )
  if (card.stage === 'update_measurements')
    return (
      <div className={box} data-testid="assistant-tryon">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Shirt aria-hidden className="size-5 text-brand-600" />
          {t('asst.tryon_welcome')}
        </p>
        <p className="text-xs text-neutral-700">{t('asst.tryon_measure_prompt')}</p>
        <button type="button" className={primary} onClick={openMeasurements} data-testid="assistant-update-measurements">
          <Ruler aria-hidden className="size-4" />
          {t('asst.update_measurements')}
        </button>
      </div>
    )
  if (card.stage === 'upload')
    return (
      <div className={box} data-testid="assistant-tryon">
        {card.measurements && <MeasurementsView m={card.measurements} />}
        {card.measurements && (
          <button type="button" className="self-start text-xs font-semibold text-brand-700 underline" onClick={openMeasurements}>
            {t('asst.edit_measurements')}
          </button>
        )}
        <UploadPrompt />
      </div>
    )
  if (card.stage === 'choose_product')
    return (
      <div className={box} data-testid="assistant-tryon-choose">
        <p className="text-sm font-semibold text-green-800">{t('asst.tryon_uploaded')}</p>
        {message.products.length > 0 && (
          <ul className="grid grid-cols-2 gap-2">
            {message.products.map((p) => (
              <ProductCard key={p.id} card={p}>
                <button
                  type="button"
                  disabled={waiting}
                  className="m-2 mt-0 min-h-9 rounded-lg bg-brand-600 px-2 text-xs font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                  onClick={() =>
                    void send({
                      message: t('asst.tryon_this', { name: p.raw_data.name }),
                      action: { type: 'try_on', product_id: p.raw_data._id },
                    })
                  }
                  data-testid="assistant-tryon-choose-product"
                >
                  {t('asst.tryon_choose')}
                </button>
              </ProductCard>
            ))}
          </ul>
        )}
        <ProductLinkField />
      </div>
    )
  return <TryOnResult card={card} message={message} />
}

/**
 * The result step: the preview (the reply's generated_image, else made here by the fit service from
 * this session's photo and the chosen product), labelled as an AI preview; try another, buy now in
 * a new tab, delete my photos.
 */
function TryOnResult({ card, message }: { card: TryOn; message: ShownMessage }) {
  const t = useAssistantT()
  const { api } = useApp()
  const toast = useToast()
  const { send, waiting, previews, makePreview, photoId } = useWidget()
  const product = card.product
  const preview = previews[message.id]
  const productId = product?.raw_data._id
  useEffect(() => {
    if (message.live && !message.generated_image && productId && photoId) void makePreview(message.id, productId)
  }, [message.live, message.generated_image, message.id, productId, photoId, makePreview])
  const forget = async () => {
    try {
      await api.delete(FIT_PATHS.tryOn)
      toast(t('asst.tryon_deleted'), 'success')
    } catch (error) {
      toast(error instanceof ApiError && error.message ? error.message : t('asst.error_generic'), 'error')
    }
  }
  return (
    <div className={box} data-testid="assistant-tryon-result">
      {product && <p className="truncate text-sm font-semibold">{product.raw_data.name}</p>}
      {preview?.state === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-neutral-700">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('asst.tryon_making')}
        </p>
      )}
      {preview?.state === 'error' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {preview.message}
        </p>
      )}
      {preview?.state === 'ready' && (
        <figure className="overflow-hidden rounded-lg bg-neutral-100" data-testid="assistant-generated-image">
          <img src={preview.url} alt={t('asst.tryon_result_alt')} className="w-full object-contain" />
          <figcaption className="px-2 py-1 text-xs font-semibold text-neutral-700">{t('asst.ai_preview')}</figcaption>
        </figure>
      )}
      <div className="flex flex-wrap gap-2">
        {/* the server's follow-ups may carry "try another" already: one button, not two */}
        {!message.ui?.follow_ups.some((b) => b.kind === 'try_on') && (
          <button
            type="button"
            className={secondary}
            disabled={waiting}
            onClick={() => void send({ message: t('asst.tryon_another'), action: { type: 'try_on' } })}
            data-testid="assistant-tryon-another"
          >
            {t('asst.tryon_another')}
          </button>
        )}
        {product && (
          <a href={product.url} target="_blank" rel="noopener noreferrer" className={primary} data-testid="assistant-tryon-buy">
            {t('asst.buy_now')}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">{t('asst.new_tab')}</span>
          </a>
        )}
      </div>
      <button
        type="button"
        onClick={() => void forget()}
        className="inline-flex items-center gap-1 self-start text-xs text-neutral-700 underline"
      >
        <Trash2 aria-hidden className="size-3.5" />
        {t('asst.tryon_delete')}
      </button>
    </div>
  )
}
