import type { TProductCard } from '@xinh/contracts'
import { useEffect, useId, useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { formatVnd, useT } from '#web/lib/i18n/index.ts'
import { Dialog } from '#web/ui/dialog.tsx'

export type PickedProduct = { _id: string; name: string; image: string | null }

/** Finds a product by name (the catalogue's search) and answers the one picked. */
export function ProductSearchDialog({ open, onClose, onPick }: { open: boolean; onClose: () => void; onPick: (p: PickedProduct) => void }) {
  const t = useT()
  const { api } = useApp()
  const id = useId()
  const [keyword, setKeyword] = useState('')
  const [items, setItems] = useState<TProductCard[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!open) return
    const q = keyword.trim()
    let live = true
    const timer = setTimeout(
      async () => {
        setBusy(true)
        setFailed(false)
        try {
          const list = await api.get<TProductCard[]>(`/api/v1/web/products?limit=8${q ? `&keyword=${encodeURIComponent(q)}` : ''}`)
          if (live) setItems(list)
        } catch {
          if (live) setFailed(true)
        } finally {
          if (live) setBusy(false)
        }
      },
      q ? 300 : 0,
    )
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [keyword, open, api])
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t('blook.search_title')} size="lg">
      <div className="flex flex-col gap-3">
        <label htmlFor={id} className="text-sm font-medium text-neutral-800">
          {t('blook.search_label')}
        </label>
        <input
          id={id}
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t('blook.search_placeholder')}
          className="min-h-11 rounded-lg border border-neutral-300 px-3"
          data-testid="blook-product-search"
        />
        <div aria-live="polite" className="text-sm text-neutral-700">
          {busy ? t('blook.searching') : failed ? t('blook.load_error') : items && items.length === 0 ? t('blook.search_empty') : ''}
        </div>
        <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto">
          {(items ?? []).map((p) => (
            <li key={p._id}>
              <button
                type="button"
                onClick={() => onPick({ _id: p._id, name: p.name, image: p.images[0] ?? null })}
                aria-label={t('blook.pick', { name: p.name })}
                className="flex min-h-11 w-full items-center gap-3 rounded-lg p-1.5 text-left hover:bg-neutral-100"
              >
                {p.images[0] && <img src={p.images[0]} alt="" width={40} height={40} className="size-10 rounded-md object-cover" />}
                <span className="line-clamp-2 flex-1 text-sm">{p.name}</span>
                <span className="text-sm font-semibold text-brand-700">{formatVnd(p.sale_price)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  )
}
