import {
  BLOOK_RULES,
  BLOOK_TEMPLATES,
  type BlookTemplateId,
  issuesToFields,
  type TBlook,
  type TBlookCategoryTree,
  ZBlookCreate,
  ZBlookUpdate,
} from '@xinh/contracts'
import { Plus, Trash2, X } from 'lucide-react'
import { type MouseEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { ImagePicker } from '#web/ui/image-picker.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { type PickedProduct, ProductSearchDialog } from './product-search-dialog.tsx'

type Hotspot = { x: number; y: number; product: PickedProduct }
type Page = { key: number; image: string | null; caption: string; hotspots: Hotspot[] }
let nextKey = 1
const emptyPage = (): Page => ({ key: nextKey++, image: null, caption: '', hotspots: [] })
/** n16: an existing blook's pages as the composer holds them (edit mode). */
const pagesOf = (b: TBlook): Page[] =>
  b.pages.map((p) => ({
    key: nextKey++,
    image: p.image,
    caption: p.caption,
    hotspots: p.hotspots.map((h) => ({ x: h.x, y: h.y, product: { _id: h.product._id, name: h.product.name, image: h.product.image } })),
  }))

/**
 * The blook composer (issue 16): pick a template, write a title and caption, choose a
 * sub-category, upload a cover and a photo per page, tap a photo to tag a product at that
 * point. Title and captions are plain text; the server runs the sensitive-content filter.
 * With `initial` (n16) it edits that blook: the same form, saved with a PUT; who it is by stays.
 */
export function BlookComposer({ tree, canPostAsShop, initial }: { tree: TBlookCategoryTree; canPostAsShop: boolean; initial?: TBlook }) {
  const t = useT()
  const { api } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const [template, setTemplate] = useState<BlookTemplateId>(initial?.template ?? 'classic')
  const [title, setTitle] = useState(initial?.title ?? '')
  const [caption, setCaption] = useState(initial?.caption ?? '')
  const [sub, setSub] = useState(initial?.sub_category._id ?? '')
  const [cover, setCover] = useState<string | null>(initial?.cover ?? null)
  const [pages, setPages] = useState<Page[]>(() =>
    initial ? pagesOf(initial) : Array.from({ length: BLOOK_TEMPLATES[0].pages }, emptyPage),
  )
  const [asShop, setAsShop] = useState(false)
  const [placing, setPlacing] = useState<{ page: number; x: number; y: number } | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const words = (label: string) => ({
    label,
    choose: t('blook.choose_photo'),
    uploading: t('blook.uploading'),
    remove: t('blook.remove_photo'),
    empty: t('blook.no_photo'),
    failed: t('blook.upload_failed'),
  })
  const patch = (i: number, change: Partial<Page>) => setPages((ps) => ps.map((p, k) => (k === i ? { ...p, ...change } : p)))

  function chooseTemplate(id: BlookTemplateId) {
    setTemplate(id)
    // a fresh composition takes the template's page count; photos already placed are kept
    if (pages.every((p) => !p.image)) setPages(Array.from({ length: BLOOK_TEMPLATES.find((x) => x.id === id)!.pages }, emptyPage))
  }

  function tap(i: number, e: MouseEvent<HTMLButtonElement>) {
    const box = e.currentTarget.getBoundingClientRect()
    // a keyboard "click" has no pointer position: the middle of the photo
    const x = e.clientX || e.clientY ? ((e.clientX - box.left) / box.width) * 100 : 50
    const y = e.clientX || e.clientY ? ((e.clientY - box.top) / box.height) * 100 : 50
    setPlacing({ page: i, x: Math.min(100, Math.max(0, x)), y: Math.min(100, Math.max(0, y)) })
  }

  async function submit() {
    setFormError(undefined)
    if (!cover || pages.some((p) => !p.image)) {
      setFormError(t('blook.need_photos'))
      return
    }
    const fields = {
      template,
      title,
      caption,
      cover,
      sub_category_id: sub,
      pages: pages.map((p) => ({
        image: p.image,
        caption: p.caption,
        hotspots: p.hotspots.map((h) => ({ x: Math.round(h.x * 10) / 10, y: Math.round(h.y * 10) / 10, product_id: h.product._id })),
      })),
    }
    const body = initial ? fields : { ...fields, as_shop: asShop }
    const checked = (initial ? ZBlookUpdate : ZBlookCreate).safeParse(body)
    if (!checked.success) {
      setErrors(issuesToFields(checked.error.issues, t.lang))
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const saved = initial
        ? await api.put<TBlook>(`/community/v1/blooks/${initial._id}`, body)
        : await api.post<TBlook>('/community/v1/blooks', body)
      toast(t(initial ? 'blook.saved_toast' : 'blook.published_toast'), 'success')
      navigate(saved.url)
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields)
      const message = error instanceof ApiError ? error.message : t('blook.load_error')
      setFormError(message)
      toast(message, 'error')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
      className="flex flex-col gap-6"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-neutral-800">{t('blook.template')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {BLOOK_TEMPLATES.map((tpl) => (
            <label
              key={tpl.id}
              className={`flex min-h-16 cursor-pointer flex-col items-center justify-center rounded-xl p-2 text-center text-sm ring-1 has-[:focus-visible]:ring-2 ${template === tpl.id ? 'bg-brand-50 font-semibold ring-brand-600' : 'bg-white ring-neutral-300'}`}
            >
              <input
                type="radio"
                name="template"
                value={tpl.id}
                checked={template === tpl.id}
                onChange={() => chooseTemplate(tpl.id)}
                className="sr-only"
              />
              {t(`blook.template.${tpl.id}`)}
              <span className="text-xs font-normal text-neutral-600">{t('blook.template_pages', { n: tpl.pages })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('blook.field_title')}
        value={title}
        maxLength={BLOOK_RULES.titleMax}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
        hint={t('blook.chars', { count: [...title].length, max: BLOOK_RULES.titleMax })}
        name="title"
      />
      <label className="flex flex-col gap-1 text-sm font-medium text-neutral-800">
        {t('blook.field_caption')}
        <textarea
          name="caption"
          value={caption}
          maxLength={BLOOK_RULES.captionMax}
          onChange={(e) => setCaption(e.target.value)}
          rows={3}
          className="rounded-lg border border-neutral-300 p-3 font-normal"
        />
        <span className="text-xs font-normal text-neutral-600">
          {t('blook.chars', { count: [...caption].length, max: BLOOK_RULES.captionMax })}
        </span>
        {errors.caption && <span className="text-xs text-red-800">{errors.caption}</span>}
      </label>
      <SelectField
        label={t('blook.field_category')}
        name="sub_category_id"
        value={sub}
        onChange={(e) => setSub(e.target.value)}
        error={errors.sub_category_id}
        options={[
          { value: '', label: t('blook.choose_category') },
          ...tree.flatMap((top) => top.children.map((c) => ({ value: c._id, label: `${top.name} › ${c.name}` }))),
        ]}
      />
      <ImagePicker value={cover} onChange={setCover} words={words(t('blook.cover'))} error={errors.cover} />
      <ol className="flex flex-col gap-6">
        {pages.map((page, i) => (
          <li
            key={page.key}
            className="flex flex-col gap-3 rounded-2xl bg-white p-3 ring-1 ring-neutral-200"
            data-testid="blook-page-editor"
          >
            <div className="flex items-center justify-between">
              <h2 className="font-bold">{t('blook.page_n', { n: i + 1 })}</h2>
              {pages.length > BLOOK_RULES.pagesMin && (
                <Button
                  type="button"
                  variant="ghost"
                  aria-label={t('blook.remove_page', { n: i + 1 })}
                  onClick={() => setPages((ps) => ps.filter((_, k) => k !== i))}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              )}
            </div>
            <ImagePicker
              value={page.image}
              onChange={(url) => patch(i, { image: url, hotspots: url ? page.hotspots : [] })}
              words={words(t('blook.photo', { n: i + 1 }))}
            />
            {page.image && (
              <>
                <p className="text-sm text-neutral-700">{t('blook.tap_hint')}</p>
                <div className="relative max-w-sm">
                  <button
                    type="button"
                    onClick={(e) => tap(i, e)}
                    aria-label={t('blook.place_here', { n: i + 1 })}
                    className="block w-full cursor-crosshair overflow-hidden rounded-xl"
                    data-testid="blook-photo-tap"
                  >
                    <img src={page.image} alt="" className="aspect-[3/4] w-full object-cover" />
                  </button>
                  {page.hotspots.map((h) => (
                    <span
                      key={`${h.x}:${h.y}:${h.product._id}`}
                      aria-hidden
                      className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-600 shadow"
                      style={{ left: `${h.x}%`, top: `${h.y}%` }}
                    />
                  ))}
                </div>
                {page.hotspots.length > 0 && (
                  <ul className="flex flex-wrap gap-2">
                    {page.hotspots.map((h, k) => (
                      <li
                        key={`${h.x}:${h.y}:${h.product._id}`}
                        className="flex min-h-11 items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3 text-sm"
                      >
                        <span className="max-w-48 truncate">{h.product.name}</span>
                        <button
                          type="button"
                          aria-label={t('blook.remove_hotspot', { name: h.product.name })}
                          onClick={() => patch(i, { hotspots: page.hotspots.filter((_, j) => j !== k) })}
                          className="inline-flex size-9 items-center justify-center rounded-full hover:bg-neutral-200"
                        >
                          <X aria-hidden className="size-4" />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
            <TextField
              label={t('blook.page_caption', { n: i + 1 })}
              value={page.caption}
              maxLength={BLOOK_RULES.captionMax}
              onChange={(e) => patch(i, { caption: e.target.value })}
              error={errors[`pages.${i}.caption`]}
            />
          </li>
        ))}
      </ol>
      {pages.length < BLOOK_RULES.pagesMax && (
        <Button type="button" variant="secondary" className="self-start" onClick={() => setPages((ps) => [...ps, emptyPage()])}>
          <Plus aria-hidden className="size-4" />
          {t('blook.add_page')}
        </Button>
      )}
      {canPostAsShop && !initial && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={asShop} onChange={(e) => setAsShop(e.target.checked)} className="size-5 accent-brand-600" />
          {t('blook.as_shop')}
        </label>
      )}
      <FormError message={formError ?? errors.pages} />
      <Button type="submit" disabled={busy} className="self-start">
        {t(initial ? 'blook.save' : 'blook.publish')}
      </Button>
      <ProductSearchDialog
        open={placing !== null}
        onClose={() => setPlacing(null)}
        onPick={(product) => {
          if (!placing) return
          const page = pages[placing.page]
          if (page && page.hotspots.length < BLOOK_RULES.hotspotsPerPage)
            patch(placing.page, { hotspots: [...page.hotspots, { x: placing.x, y: placing.y, product }] })
          setPlacing(null)
        }}
      />
    </form>
  )
}
