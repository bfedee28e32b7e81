import { zodResolver } from '@hookform/resolvers/zod'
import { type TAdminCategory, ZAdminCategoryInput } from '@xinh/contracts'
import { Eye, EyeOff, FolderTree, ImageUp, Pencil, Plus } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLoaderData } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { SortableList } from '#web/features/admin/content/sortable-list.tsx'
import { useAdminWrite } from '#web/features/admin/content/use-save.ts'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import type { loader } from './categories.server.ts'

export { loader } from './categories.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.categories' }
export const meta = () => [{ title: 'Ngành hàng – Quản trị Xinh' }]

type Editing = { mode: 'create'; parentId: string | null } | { mode: 'edit'; category: TAdminCategory }

/** `/admin/nganh-hang` (issue 14): the category tree — create, edit, move, show/hide, reorder, icons. */
export default function AdminCategories() {
  const { categories } = useLoaderData<typeof loader>()
  const t = useAdminT()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [order, setOrder] = useState<Record<string, string[]>>({})
  const { run } = useAdminWrite()
  // the reloaded tree replaces the order shown while the server saved it
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the loader's data changes
  useEffect(() => setOrder({}), [categories])
  const childrenOf = (parentId: string | null) => {
    const list = categories.filter((c) => c.parent_id === parentId)
    const wanted = order[parentId ?? 'root']
    return wanted ? [...list].sort((a, b) => wanted.indexOf(a._id) - wanted.indexOf(b._id)) : list
  }
  const reorder = async (parentId: string | null, ids: string[]) => {
    // shown at once; the server's answer (or the reload after an error) settles it
    setOrder((o) => ({ ...o, [parentId ?? 'root']: ids }))
    await run((api) => api.post('/api/v1/admin/categories/reorder', { parent_id: parentId, ids }), { success: t('ad.cat.reordered') })
  }
  const roots = childrenOf(null)
  return (
    <>
      <PageHeader
        title={t('ad.cat.title')}
        description={t('ad.cat.intro')}
        actions={
          <Button onClick={() => setEditing({ mode: 'create', parentId: null })}>
            <Plus aria-hidden className="size-4" />
            {t('ad.cat.new')}
          </Button>
        }
      />
      {roots.length === 0 ? (
        <EmptyState icon={FolderTree} title={t('ad.cat.empty')} body={t('ad.cat.empty_body')} />
      ) : (
        <Tree items={roots} childrenOf={childrenOf} onReorder={reorder} onEdit={setEditing} />
      )}
      {editing && <CategoryDialog editing={editing} categories={categories} onClose={() => setEditing(null)} />}
    </>
  )
}

function Tree({
  items,
  childrenOf,
  onReorder,
  onEdit,
  parentId = null,
}: {
  items: TAdminCategory[]
  childrenOf: (parentId: string | null) => TAdminCategory[]
  onReorder: (parentId: string | null, ids: string[]) => void
  onEdit: (e: Editing) => void
  parentId?: string | null
}) {
  const t = useAdminT()
  return (
    <SortableList
      items={items.map((c) => ({ ...c, id: c._id }))}
      onMove={(ids) => onReorder(parentId, ids)}
      labels={{
        drag: (name) => t('ad.cat.drag', { name }),
        up: (name) => t('ad.cat.up', { name }),
        down: (name) => t('ad.cat.down', { name }),
        pickedUp: (name) => t('ad.cat.picked_up', { name }),
        dropped: (name) => t('ad.cat.dropped', { name }),
      }}
      renderItem={(c) => {
        const children = childrenOf(c._id)
        return (
          <div className="flex flex-col gap-2">
            <CategoryRow category={c} onEdit={onEdit} />
            {children.length > 0 && (
              <div className="border-l-2 border-neutral-100 pl-2 sm:pl-4">
                <Tree items={children} childrenOf={childrenOf} onReorder={onReorder} onEdit={onEdit} parentId={c._id} />
              </div>
            )}
          </div>
        )
      }}
    />
  )
}

function CategoryRow({ category: c, onEdit }: { category: TAdminCategory; onEdit: (e: Editing) => void }) {
  const t = useAdminT()
  const { run } = useAdminWrite()
  const fileId = useId()
  const upload = async (file: File | undefined) => {
    if (!file) return
    const body = new FormData()
    body.append('file', file)
    await run((api) => api.put(`/api/v1/admin/categories/${c._id}/icon`, body), { success: t('ad.cat.icon_saved') })
  }
  return (
    <div className="flex flex-wrap items-center gap-2 py-1">
      {c.icon ? (
        <img src={c.icon} alt="" width={40} height={40} className="size-10 rounded-lg object-cover" />
      ) : (
        <span aria-hidden className="flex size-10 items-center justify-center rounded-lg bg-neutral-100 text-neutral-500">
          <FolderTree className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium">{c.name}</p>
        <p className="truncate text-xs text-neutral-600">
          /{c.slug} · {t('ad.cat.products', { count: c.product_count })}
        </p>
      </div>
      <StatusBadge tone={c.is_visible ? 'success' : 'neutral'}>{c.is_visible ? t('ad.cat.shown') : t('ad.cat.hidden')}</StatusBadge>
      <div className="flex items-center">
        <Button
          variant="ghost"
          aria-label={c.is_visible ? t('ad.cat.hide', { name: c.name }) : t('ad.cat.show', { name: c.name })}
          onClick={() =>
            run((api) => api.patch(`/api/v1/admin/categories/${c._id}`, { is_visible: !c.is_visible }), { success: t('ad.content.saved') })
          }
        >
          {c.is_visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
        </Button>
        <label
          htmlFor={fileId}
          className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100"
          title={t('ad.cat.icon_hint')}
        >
          <ImageUp aria-hidden className="size-4" />
          <span className="sr-only">{t('ad.cat.icon', { name: c.name })}</span>
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          onChange={(e) => upload(e.target.files?.[0])}
        />
        <Button variant="ghost" aria-label={`${t('ad.content.edit')} ${c.name}`} onClick={() => onEdit({ mode: 'edit', category: c })}>
          <Pencil aria-hidden className="size-4" />
        </Button>
        {c.parent_id === null && (
          <Button
            variant="ghost"
            aria-label={`${t('ad.cat.new_child')}: ${c.name}`}
            onClick={() => onEdit({ mode: 'create', parentId: c._id })}
          >
            <Plus aria-hidden className="size-4" />
          </Button>
        )}
      </div>
    </div>
  )
}

type CategoryForm = { name: string; slug: string; parent_id: string; is_visible: boolean }

function CategoryDialog({ editing, categories, onClose }: { editing: Editing; categories: TAdminCategory[]; onClose: () => void }) {
  const t = useAdminT()
  const { run, formError } = useAdminWrite()
  const current = editing.mode === 'edit' ? editing.category : null
  const form = useForm<CategoryForm>({
    defaultValues: {
      name: current?.name ?? '',
      slug: current?.slug ?? '',
      parent_id: current ? (current.parent_id ?? '') : ((editing as { parentId: string | null }).parentId ?? ''),
      is_visible: current?.is_visible ?? true,
    },
    resolver: zodResolver(ZAdminCategoryInput) as never,
  })
  const { errors, isSubmitting } = form.formState
  // a category cannot go under itself; the tree is two levels deep in the menus, so parents are roots
  const parents = categories.filter((c) => c.parent_id === null && c._id !== current?._id)
  const submit = form.handleSubmit(async (v) => {
    const body = { name: v.name, slug: v.slug || undefined, parent_id: v.parent_id || null, is_visible: v.is_visible }
    const done = current
      ? await run((api) => api.patch(`/api/v1/admin/categories/${current._id}`, { ...body, slug: v.slug || current.slug }), {
          success: t('ad.content.saved'),
          setError: form.setError,
        })
      : await run((api) => api.post('/api/v1/admin/categories', body), { success: t('ad.cat.created'), setError: form.setError })
    if (done) onClose()
  })
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={current ? t('ad.cat.edit_title') : t('ad.cat.new')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField label={t('ad.cat.name')} error={errors.name?.message} {...form.register('name')} />
        <TextField label={t('ad.cat.slug')} hint={t('ad.cat.slug_hint')} error={errors.slug?.message} {...form.register('slug')} />
        <SelectField
          label={t('ad.cat.parent')}
          error={errors.parent_id?.message}
          placeholder={t('ad.cat.root')}
          options={parents.map((p) => ({ value: p._id, label: p.name }))}
          {...form.register('parent_id')}
        />
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-5" {...form.register('is_visible')} />
          {t('ad.cat.visible')}
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
