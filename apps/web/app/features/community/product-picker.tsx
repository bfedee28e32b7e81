import { COMMUNITY_RULES, type TProductCard } from '@xinh/contracts'
import { Check, Plus, Search } from 'lucide-react'
import { useId, useState } from 'react'
import { useProductSearch } from '#web/features/catalog/use-product-search.ts'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { imageSources } from '#web/ui/image.ts'
import { messageOf } from './api.ts'
import { useCT } from './t.ts'

export type PickedProduct = { _id: string; name: string; picture: string | null; price: number }

/** Search the catalogue and tag up to five products on a post (spec §5). */
export function ProductPicker({
  open,
  onClose,
  picked,
  onChange,
}: {
  open: boolean
  onClose: () => void
  picked: PickedProduct[]
  onChange: (next: PickedProduct[]) => void
}) {
  const t = useCT()
  const id = useId()
  const [keyword, setKeyword] = useState('')
  const max = COMMUNITY_RULES.postMaxProducts
  const search = useProductSearch(keyword, open)
  const results = search.results
  const error = search.failed === null ? undefined : messageOf(search.failed, t('common.network_error'))

  const has = (pid: string) => picked.some((p) => p._id === pid)
  function toggle(p: TProductCard) {
    if (has(p._id)) onChange(picked.filter((x) => x._id !== p._id))
    else if (picked.length < max) onChange([...picked, { _id: p._id, name: p.name, picture: p.images[0] ?? null, price: p.sale_price }])
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('cm.picker_title')}
      description={t('cm.picker_hint', { max })}
      size="lg"
    >
      <div className="flex flex-col gap-3">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('cm.picker_search')}
        </label>
        <div className="flex items-center gap-2 rounded-lg border border-neutral-300 px-3 focus-within:ring-2 focus-within:ring-brand-600">
          <Search aria-hidden className="size-4 text-neutral-500" />
          <input
            id={`${id}-q`}
            type="search"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t('cm.picker_placeholder')}
            className="min-h-11 flex-1 bg-transparent outline-none"
            data-testid="picker-search"
          />
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        {results && results.length === 0 && <p className="text-sm text-neutral-700">{t('cm.picker_empty')}</p>}
        {results && results.length > 0 && (
          <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto">
            {results.map((p) => {
              const on = has(p._id)
              return (
                <li key={p._id}>
                  <button
                    type="button"
                    onClick={() => toggle(p)}
                    aria-pressed={on}
                    disabled={!on && picked.length >= max}
                    className="flex w-full items-center gap-3 rounded-lg p-2 text-left hover:bg-neutral-50 disabled:opacity-50"
                    data-testid="picker-result"
                  >
                    <span className="block size-12 shrink-0 overflow-hidden rounded-md bg-neutral-100">
                      {p.images[0] && (
                        <img {...imageSources(p.images[0], '48px')} alt="" width={48} height={48} className="size-full object-cover" />
                      )}
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="line-clamp-2 text-sm">{p.name}</span>
                      <span className="text-sm font-semibold text-brand-700">{formatVnd(p.sale_price)}</span>
                    </span>
                    <span className="flex items-center gap-1 text-sm font-medium">
                      {on ? <Check aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
                      {on ? t('cm.picker_added') : t('cm.picker_add')}
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
        <Button onClick={onClose} data-testid="picker-done">
          {t('cm.picker_done')} ({picked.length}/{max})
        </Button>
      </div>
    </Dialog>
  )
}
