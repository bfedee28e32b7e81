import type { TVotingCandidate } from '@xinh/contracts'
import { Medal } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useT } from '#web/lib/i18n/index.ts'

const MEDAL = ['text-amber-500', 'text-neutral-400', 'text-orange-700']

/**
 * The candidates in rank order with their share of the votes as a bar; `action` renders a
 * candidate's vote button (the campaign page) or nothing (the results page).
 */
export function Ranking({ candidates, action }: { candidates: TVotingCandidate[]; action?: (c: TVotingCandidate) => ReactNode }) {
  const t = useT()
  return (
    <ol className="flex flex-col gap-2" aria-label={t('vote.candidates')}>
      {candidates.map((c) => (
        <li
          key={c._id}
          className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-neutral-200"
          data-testid="vote-candidate"
          data-candidate={c._id}
        >
          <span className="flex w-9 shrink-0 flex-col items-center text-sm font-bold text-neutral-800">
            {c.rank <= 3 && c.votes > 0 ? <Medal aria-hidden className={`size-5 ${MEDAL[c.rank - 1]}`} /> : null}
            <span className="sr-only">{t('vote.rank', { rank: c.rank })}</span>
            <span aria-hidden>#{c.rank}</span>
          </span>
          <div className="size-14 shrink-0 overflow-hidden rounded-lg bg-neutral-100">
            {c.image ? <img src={c.image} alt="" width={56} height={56} loading="lazy" className="size-14 object-cover" /> : null}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Link to={c.url} className="line-clamp-2 text-sm font-semibold text-neutral-900 hover:underline sm:text-base">
              {c.name}
            </Link>
            <div className="h-2 overflow-hidden rounded-full bg-neutral-100" aria-hidden>
              <div className="h-full rounded-full bg-brand-600" style={{ width: `${c.percent}%` }} />
            </div>
            <p className="text-xs text-neutral-700" data-testid="vote-count">
              {t('vote.votes_of', { count: c.votes.toLocaleString('vi-VN'), percent: c.percent })}
            </p>
          </div>
          {action?.(c)}
        </li>
      ))}
    </ol>
  )
}
