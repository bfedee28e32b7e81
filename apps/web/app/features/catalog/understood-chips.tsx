import { X } from 'lucide-react'
import { Link } from 'react-router'
import { formatVnd, type MessageKey, type Translator, useT } from '#web/lib/i18n/index.ts'
import type { UnderstoodChip } from './types.ts'

/** What a chip says ("Giá ≤ 200.000 ₫", "Màu: đỏ", "Size M", "Nữ"). */
function labelOf(chip: UnderstoodChip, t: Translator) {
  switch (chip.kind) {
    case 'price':
      if (chip.min !== null && chip.max !== null)
        return t('search.chip_price_range', { min: formatVnd(chip.min), max: formatVnd(chip.max) })
      return chip.max !== null
        ? t('search.chip_price_max', { max: formatVnd(chip.max) })
        : t('search.chip_price_min', { min: formatVnd(chip.min ?? 0) })
    case 'color':
      return t('search.chip_color', { color: t(`search.color_${chip.color}` as MessageKey) })
    case 'size':
      return t('search.chip_size', { size: chip.size })
    case 'gender':
      return t(`search.gender_${chip.gender}`)
  }
}

/**
 * The filters read from the keyword, as removable chips: each links to the same search without
 * the words it came from, so the URL keeps saying what is searched.
 */
export function UnderstoodChips({ chips }: { chips: UnderstoodChip[] }) {
  const t = useT()
  if (!chips.length) return null
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="understood">
      <span className="text-neutral-700">{t('search.understood')}:</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const label = labelOf(chip, t)
          return (
            <li key={chip.href + label}>
              <Link
                to={chip.href}
                aria-label={t('search.chip_remove', { label })}
                className="flex min-h-9 items-center gap-1.5 rounded-full bg-brand-50 py-1 pr-2.5 pl-3.5 font-medium text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
              >
                {label}
                <X aria-hidden className="size-4" />
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
