import type { TAdminBanner, TAdminCollection } from '@xinh/contracts'
import { Eye, EyeOff, Image, ImageUp, Pencil, Plus } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { SortableList } from '#web/features/admin/content/sortable-list.tsx'
import { useAdminWrite } from '#web/features/admin/content/use-save.ts'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { formatDateTime } from '#web/lib/dates.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge, type Tone } from '#web/ui/status-badge.tsx'
import type { loader } from './home.server.ts'

export { loader } from './home.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.home_content' }
export const meta = () => [{ title: 'Banner & bộ sưu tập – Quản trị Xinh' }]

const TONE: Record<TAdminBanner['state'], Tone> = { running: 'success', scheduled: 'info', ended: 'neutral', hidden: 'warning' }
const toLocal = (iso: string | null) => {
  if (!iso) return ''
  const d = new Date(iso)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
const fromLocal = (local: string) => (local ? new Date(local).toISOString() : undefined)

/** `/admin/trang-chu` (issue 14): the home page's banners and collections — create, edit, schedule, order, hide, pictures of the exact sizes. */
export default function AdminHomeContent() {
  const { banners, collections } = useLoaderData<typeof loader>()
  const t = useAdminT()
  const { run } = useAdminWrite()
  const [banner, setBanner] = useState<TAdminBanner | 'new' | null>(null)
  const [collection, setCollection] = useState<TAdminCollection | 'new' | null>(null)
  const labels = {
    drag: (name: string) => t('ad.cat.drag', { name }),
    up: (name: string) => t('ad.cat.up', { name }),
    down: (name: string) => t('ad.cat.down', { name }),
    pickedUp: (name: string) => t('ad.cat.picked_up', { name }),
    dropped: (name: string) => t('ad.cat.dropped', { name }),
  }
  const bannerBody = (b: TAdminBanner, over: Partial<{ is_visible: boolean }> = {}) => ({
    title: b.title,
    type: b.type,
    link: b.link ?? undefined,
    product_ids: b.product_ids,
    start_time: b.start_time,
    end_time: b.end_time,
    is_visible: b.is_visible,
    ...over,
  })
  const collectionBody = (c: TAdminCollection, over: Partial<{ is_visible: boolean }> = {}) => ({
    name: c.name,
    description: c.description ?? undefined,
    product_ids: c.product_ids,
    start_time: c.start_time ?? undefined,
    end_time: c.end_time ?? undefined,
    is_visible: c.is_visible,
    ...over,
  })
  return (
    <>
      <PageHeader title={t('ad.home.title')} description={t('ad.home.intro')} />
      <Section
        title={t('ad.home.banners')}
        action={
          <Button variant="secondary" onClick={() => setBanner('new')}>
            <Plus aria-hidden className="size-4" />
            {t('ad.home.new_banner')}
          </Button>
        }
      >
        {banners.length === 0 ? (
          <EmptyState icon={Image} title={t('ad.home.empty_banners')} />
        ) : (
          <SortableList
            items={banners.map((b) => ({ ...b, id: b._id, name: b.title }))}
            labels={labels}
            onMove={(ids) => run((api) => api.post('/api/v1/admin/home/banners/reorder', { ids }), { success: t('ad.cat.reordered') })}
            renderItem={(b) => (
              <Row
                name={b.title}
                picture={b.image}
                state={b.state}
                detail={`${formatDateTime(b.start_time, t.lang)} – ${formatDateTime(b.end_time, t.lang)}`}
                note={b.image ? undefined : t('ad.home.no_image')}
                visible={b.is_visible}
                onToggle={() =>
                  run((api) => api.put(`/api/v1/admin/home/banners/${b._id}`, bannerBody(b, { is_visible: !b.is_visible })), {
                    success: t('ad.content.saved'),
                  })
                }
                onEdit={() => setBanner(b)}
                uploads={[
                  { label: t('ad.home.image', { name: b.title }), path: `/api/v1/admin/home/banners/${b._id}/image` },
                  { label: t('ad.home.cover', { name: b.title }), path: `/api/v1/admin/home/banners/${b._id}/cover` },
                ]}
              />
            )}
          />
        )}
      </Section>
      <Section
        title={t('ad.home.collections')}
        action={
          <Button variant="secondary" onClick={() => setCollection('new')}>
            <Plus aria-hidden className="size-4" />
            {t('ad.home.new_collection')}
          </Button>
        }
      >
        {collections.length === 0 ? (
          <EmptyState icon={Image} title={t('ad.home.empty_collections')} />
        ) : (
          <SortableList
            items={collections.map((c) => ({ ...c, id: c._id }))}
            labels={labels}
            onMove={(ids) => run((api) => api.post('/api/v1/admin/home/collections/reorder', { ids }), { success: t('ad.cat.reordered') })}
            renderItem={(c) => (
              <Row
                name={c.name}
                picture={c.cover ?? ''}
                state={c.state}
                detail={t('ad.home.products', { count: c.product_ids.length })}
                visible={c.is_visible}
                onToggle={() =>
                  run((api) => api.put(`/api/v1/admin/home/collections/${c._id}`, collectionBody(c, { is_visible: !c.is_visible })), {
                    success: t('ad.content.saved'),
                  })
                }
                onEdit={() => setCollection(c)}
                uploads={[{ label: t('ad.home.cover', { name: c.name }), path: `/api/v1/admin/home/collections/${c._id}/cover` }]}
              />
            )}
          />
        )}
      </Section>
      {banner && <BannerDialog banner={banner === 'new' ? null : banner} onClose={() => setBanner(null)} />}
      {collection && <CollectionDialog collection={collection === 'new' ? null : collection} onClose={() => setCollection(null)} />}
    </>
  )
}

function Section({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="mb-6 flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

function Row(props: {
  name: string
  picture: string
  state: TAdminBanner['state']
  detail: string
  note?: string
  visible: boolean
  onToggle: () => void
  onEdit: () => void
  uploads: Array<{ label: string; path: string }>
}) {
  const t = useAdminT()
  const { run } = useAdminWrite()
  const upload = async (path: string, file: File | undefined) => {
    if (!file) return
    const body = new FormData()
    body.append('file', file)
    await run((api) => api.put(path, body), { success: t('ad.home.picture_saved') })
  }
  return (
    <div className="flex flex-wrap items-center gap-2 py-1">
      {props.picture ? (
        <img src={props.picture} alt="" width={86} height={38} className="h-[38px] w-[86px] rounded object-cover" />
      ) : (
        <span aria-hidden className="flex h-[38px] w-[86px] items-center justify-center rounded bg-neutral-100 text-neutral-500">
          <Image className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium">{props.name}</p>
        <p className="text-xs text-neutral-600">{props.detail}</p>
        {props.note && <p className="text-xs text-amber-800">{props.note}</p>}
      </div>
      <StatusBadge tone={TONE[props.state]}>{t(`ad.home.state.${props.state}`)}</StatusBadge>
      <div className="flex items-center">
        <Button
          variant="ghost"
          aria-label={props.visible ? t('ad.cat.hide', { name: props.name }) : t('ad.cat.show', { name: props.name })}
          onClick={props.onToggle}
        >
          {props.visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
        </Button>
        {props.uploads.map((u) => (
          <UploadButton key={u.path} label={u.label} onFile={(f) => upload(u.path, f)} />
        ))}
        <Button variant="ghost" aria-label={`${t('ad.content.edit')} ${props.name}`} onClick={props.onEdit}>
          <Pencil aria-hidden className="size-4" />
        </Button>
      </div>
    </div>
  )
}

function UploadButton({ label, onFile }: { label: string; onFile: (file: File | undefined) => void }) {
  const id = useId()
  return (
    <>
      <label
        htmlFor={id}
        title={label}
        className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100"
      >
        <ImageUp aria-hidden className="size-4" />
        <span className="sr-only">{label}</span>
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className="sr-only"
        onChange={(e) => onFile(e.target.files?.[0])}
      />
    </>
  )
}

type BannerForm = { title: string; type: string; link: string; start_time: string; end_time: string; is_visible: boolean }

function BannerDialog({ banner, onClose }: { banner: TAdminBanner | null; onClose: () => void }) {
  const t = useAdminT()
  const { run, formError } = useAdminWrite()
  const now = Date.now()
  const form = useForm<BannerForm>({
    defaultValues: {
      title: banner?.title ?? '',
      type: banner?.type ?? 'home',
      link: banner?.link ?? '',
      start_time: toLocal(banner?.start_time ?? new Date(now).toISOString()),
      end_time: toLocal(banner?.end_time ?? new Date(now + 7 * 86_400_000).toISOString()),
      is_visible: banner?.is_visible ?? false,
    },
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (v) => {
    const body = {
      ...v,
      link: v.link || undefined,
      start_time: fromLocal(v.start_time),
      end_time: fromLocal(v.end_time),
      product_ids: banner?.product_ids ?? [],
    }
    const done = banner
      ? await run((api) => api.put(`/api/v1/admin/home/banners/${banner._id}`, body), {
          success: t('ad.content.saved'),
          setError: form.setError,
        })
      : await run((api) => api.post('/api/v1/admin/home/banners', body), { success: t('ad.content.saved'), setError: form.setError })
    if (done) onClose()
  })
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={banner ? t('ad.home.edit_banner') : t('ad.home.new_banner')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField label={t('ad.home.banner_title')} error={errors.title?.message} {...form.register('title')} />
        <SelectField
          label={t('ad.home.banner_type')}
          error={errors.type?.message}
          options={(['home', 'promotion', 'collection'] as const).map((v) => ({ value: v, label: t(`ad.home.type.${v}`) }))}
          {...form.register('type')}
        />
        <TextField label={t('ad.home.link')} error={errors.link?.message} {...form.register('link')} />
        <TextField type="datetime-local" label={t('ad.home.start')} error={errors.start_time?.message} {...form.register('start_time')} />
        <TextField type="datetime-local" label={t('ad.home.end')} error={errors.end_time?.message} {...form.register('end_time')} />
        {banner && (
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-5" {...form.register('is_visible')} />
            {t('ad.home.visible')}
          </label>
        )}
        <FormError message={formError ?? (errors as Record<string, { message?: string }>).image?.message} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('ad.content.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('ad.content.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

type CollectionForm = { name: string; description: string; product_ids: string; start_time: string; end_time: string; is_visible: boolean }

function CollectionDialog({ collection, onClose }: { collection: TAdminCollection | null; onClose: () => void }) {
  const t = useAdminT()
  const { run, formError } = useAdminWrite()
  const productsId = useId()
  const form = useForm<CollectionForm>({
    defaultValues: {
      name: collection?.name ?? '',
      description: collection?.description ?? '',
      product_ids: (collection?.product_ids ?? []).join('\n'),
      start_time: toLocal(collection?.start_time ?? null),
      end_time: toLocal(collection?.end_time ?? null),
      is_visible: collection?.is_visible ?? true,
    },
  })
  const { errors, isSubmitting } = form.formState
  const setError = (field: string, e: { message?: string }) =>
    form.setError((field.startsWith('product_ids') ? 'product_ids' : field) as keyof CollectionForm, e)
  const submit = form.handleSubmit(async (v) => {
    const body = {
      ...v,
      product_ids: v.product_ids.split(/\s+/).filter(Boolean),
      start_time: fromLocal(v.start_time),
      end_time: fromLocal(v.end_time),
    }
    const done = collection
      ? await run((api) => api.put(`/api/v1/admin/home/collections/${collection._id}`, body), {
          success: t('ad.content.saved'),
          setError: setError as never,
        })
      : await run((api) => api.post('/api/v1/admin/home/collections', body), {
          success: t('ad.content.saved'),
          setError: setError as never,
        })
    if (done) onClose()
  })
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={collection ? t('ad.home.edit_collection') : t('ad.home.new_collection')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField label={t('ad.home.name')} error={errors.name?.message} {...form.register('name')} />
        <TextField label={t('ad.home.description')} error={errors.description?.message} {...form.register('description')} />
        <div className="flex flex-col gap-1">
          <label htmlFor={productsId} className="text-sm font-medium text-neutral-800">
            {t('ad.home.product_ids')}
          </label>
          <textarea
            id={productsId}
            rows={4}
            aria-invalid={Boolean(errors.product_ids)}
            className="rounded-lg border border-neutral-300 px-3 py-2 font-mono text-sm"
            {...form.register('product_ids')}
          />
          {errors.product_ids?.message && (
            <p role="alert" className="text-xs font-medium text-red-700">
              {errors.product_ids.message}
            </p>
          )}
        </div>
        <TextField type="datetime-local" label={t('ad.home.start')} error={errors.start_time?.message} {...form.register('start_time')} />
        <TextField type="datetime-local" label={t('ad.home.end')} error={errors.end_time?.message} {...form.register('end_time')} />
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-5" {...form.register('is_visible')} />
          {t('ad.home.visible')}
        </label>
        <FormError message={formError} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('ad.content.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('ad.content.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
