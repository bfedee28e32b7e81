import { BLOG_RULES, issuesToFields, type TBlogAdmin, type TBlogCategory, ZBlogInput } from '@xinh/contracts'
import { X } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import type { AdminHandle } from '#web/features/admin/admin-shell.tsx'
import { useAdminWrite } from '#web/features/admin/content/use-save.ts'
import { useAdminT } from '#web/features/admin/i18n/index.ts'
import { type PickedProduct, ProductSearchDialog } from '#web/features/blog/product-search-dialog.tsx'
import { Button } from '#web/ui/button.tsx'
import { FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { ImagePicker } from '#web/ui/image-picker.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import type { loader } from './edit.server.ts'

export { loader } from './edit.server.ts'
export { AdminRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: AdminHandle = { crumb: 'ad.nav.blog' }
export const meta = () => [{ title: 'Blog – Quản trị Xinh' }]

// Tiptap loads only here, in the browser, after the form has painted
const BlogEditor = lazy(() => import('#web/features/admin/blog/blog-editor.tsx'))

/** ISO → a datetime-local value in the browser's time; and back. */
const toLocal = (iso: string | null) => {
  if (!iso) return ''
  const d = new Date(iso)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
const fromLocal = (local: string) => (local ? new Date(local).toISOString() : null)

/** `/admin/blog/moi` and `/admin/blog/{id}` (issue 16): write, keep as draft, publish now or schedule. */
export default function AdminBlogEdit() {
  const { blog, categories: loaded } = useLoaderData<typeof loader>()
  // the route remounts per article, so the form starts from the loaded one
  return <BlogForm key={blog?._id ?? 'new'} blog={blog} loaded={loaded} />
}

function BlogForm({ blog, loaded }: { blog: TBlogAdmin | null; loaded: TBlogCategory[] }) {
  const t = useAdminT()
  const navigate = useNavigate()
  const { run, formError } = useAdminWrite()
  const [categories, setCategories] = useState(loaded)
  const [title, setTitle] = useState(blog?.title ?? '')
  const [excerpt, setExcerpt] = useState(blog?.excerpt ?? '')
  const [cover, setCover] = useState<string | null>(blog?.cover ?? null)
  const [categoryId, setCategoryId] = useState(blog?.category_id ?? '')
  const [html, setHtml] = useState(blog?.content_html ?? '')
  const [related, setRelated] = useState<PickedProduct[]>(() => blog?.products ?? [])
  const [publishAt, setPublishAt] = useState(toLocal(blog?.state === 'scheduled' ? blog.publish_at : null))
  const [newCategory, setNewCategory] = useState('')
  const [picking, setPicking] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  async function addCategory() {
    const created = await run((api) => api.post<TBlogCategory>('/api/v1/admin/blog-categories', { name: newCategory }), {
      success: t('ad.blog.category_added'),
    })
    if (created) {
      setCategories((cs) => [...cs, created])
      setCategoryId(created._id)
      setNewCategory('')
    }
  }

  async function save(action: 'draft' | 'publish' | 'schedule') {
    const body = {
      title,
      excerpt,
      cover,
      category_id: categoryId || null,
      content_html: html,
      product_ids: related.map((p) => p._id),
      action,
      publish_at: action === 'schedule' || action === 'draft' ? fromLocal(publishAt) : null,
    }
    const checked = ZBlogInput.safeParse(body)
    if (!checked.success) {
      setErrors(issuesToFields(checked.error.issues, t.lang))
      return
    }
    setErrors({})
    setBusy(true)
    const saved = await run(
      (api) => (blog ? api.put<TBlogAdmin>(`/api/v1/admin/blogs/${blog._id}`, body) : api.post<TBlogAdmin>('/api/v1/admin/blogs', body)),
      {
        success: t('ad.blog.saved'),
        setError: ((field: string, e: { message?: string }) => setErrors((x) => ({ ...x, [field]: e.message ?? '' }))) as never,
      },
    )
    setBusy(false)
    if (saved) navigate(`/admin/blog?tab=${saved.state}`)
  }

  return (
    <>
      <PageHeader
        title={blog ? t('ad.blog.edit_title') : t('ad.blog.new_title')}
        description={blog ? t('ad.blog.f.state', { state: t(`ad.blog.tab.${blog.state}`) }) : undefined}
      />
      <form noValidate onSubmit={(e) => e.preventDefault()} className="flex max-w-3xl flex-col gap-5">
        <TextField
          label={t('ad.blog.f.title')}
          name="title"
          value={title}
          maxLength={BLOG_RULES.titleMax}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
        />
        <TextField
          label={t('ad.blog.f.excerpt')}
          name="excerpt"
          value={excerpt}
          maxLength={BLOG_RULES.excerptMax}
          onChange={(e) => setExcerpt(e.target.value)}
          error={errors.excerpt}
        />
        <ImagePicker
          value={cover}
          onChange={setCover}
          aspect="wide"
          error={errors.cover}
          words={{
            label: t('ad.blog.f.cover'),
            choose: t('ad.blog.cover_choose'),
            uploading: t('ad.blog.cover_uploading'),
            remove: t('ad.blog.cover_remove'),
            empty: t('ad.blog.cover_empty'),
            failed: t('ad.blog.cover_failed'),
          }}
        />
        <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <SelectField
            label={t('ad.blog.f.category')}
            name="category_id"
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
            error={errors.category_id}
            options={[{ value: '', label: t('ad.blog.f.no_category') }, ...categories.map((c) => ({ value: c._id, label: c.name }))]}
          />
          <div className="flex items-end gap-2">
            <TextField
              label={t('ad.blog.f.new_category')}
              name="new_category"
              value={newCategory}
              onChange={(e) => setNewCategory(e.target.value)}
            />
            <Button type="button" variant="secondary" disabled={newCategory.trim().length < 2} onClick={() => void addCategory()}>
              {t('ad.blog.f.add_category')}
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-neutral-800">{t('ad.blog.f.content')}</span>
          <Suspense
            fallback={
              <div role="status" className="min-h-80 animate-pulse rounded-xl bg-neutral-100" aria-label={t('ad.blog.editor_loading')} />
            }
          >
            <BlogEditor initialHtml={html} onChange={setHtml} />
          </Suspense>
          {errors.content_html && <p className="text-sm text-red-800">{errors.content_html}</p>}
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-neutral-800">{t('ad.blog.f.related')}</legend>
          {related.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {related.map((p) => (
                <li key={p._id} className="flex min-h-11 items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3 text-sm">
                  <span className="max-w-56 truncate">{p.name}</span>
                  <button
                    type="button"
                    aria-label={t('ad.blog.related_remove', { name: p.name })}
                    onClick={() => setRelated((r) => r.filter((x) => x._id !== p._id))}
                    className="inline-flex size-9 items-center justify-center rounded-full hover:bg-neutral-200"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Button type="button" variant="secondary" className="self-start" onClick={() => setPicking(true)}>
            {t('ad.blog.related_add')}
          </Button>
          {errors.product_ids && <p className="text-sm text-red-800">{errors.product_ids}</p>}
        </fieldset>
        <TextField
          type="datetime-local"
          label={t('ad.blog.f.publish_at')}
          name="publish_at"
          value={publishAt}
          onChange={(e) => setPublishAt(e.target.value)}
          error={errors.publish_at}
        />
        <FormError message={formError} />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void save('draft')}>
            {t('ad.blog.save_draft')}
          </Button>
          <Button type="button" variant="secondary" disabled={busy || !publishAt} onClick={() => void save('schedule')}>
            {t('ad.blog.schedule')}
          </Button>
          <Button type="button" disabled={busy} onClick={() => void save('publish')}>
            {t('ad.blog.publish')}
          </Button>
        </div>
      </form>
      <ProductSearchDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(p) => {
          setPicking(false)
          setRelated((r) => (r.some((x) => x._id === p._id) ? r : [...r, p]))
        }}
      />
    </>
  )
}
