import type { TBlookSummary } from '@xinh/contracts'
import { Link } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'
import { imageSources } from '#web/ui/image.ts'

/** A blook in a list: its cover, title, who made it and how many pages. Titles are text. */
export function BlookCard({ blook, eager = false }: { blook: TBlookSummary; eager?: boolean }) {
  const t = useT()
  const by = blook.shop?.name ?? blook.author.userName
  return (
    <li className="min-w-0">
      <Link
        to={blook.url}
        className="group flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-neutral-200 transition hover:shadow-md hover:ring-brand-600"
        data-testid="blook-card"
      >
        <img
          {...imageSources(blook.cover, '(min-width: 768px) 25vw, 50vw')}
          alt=""
          width={360}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          className="aspect-[3/4] w-full bg-neutral-100 object-cover"
        />
        <div className="flex flex-1 flex-col gap-0.5 p-2.5">
          <span className="text-xs font-semibold text-brand-700">{blook.sub_category.name}</span>
          <h2 className="line-clamp-2 text-sm font-bold text-neutral-900">{blook.title}</h2>
          <p className="mt-auto truncate pt-1 text-xs text-neutral-600">
            {by} · {t('blook.pages', { n: blook.page_count })}
          </p>
        </div>
      </Link>
    </li>
  )
}
