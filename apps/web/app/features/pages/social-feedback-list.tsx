import { SOCIAL_FEEDBACK_RULES, type TSocialFeedback } from '@xinh/contracts/social-feedback'
import { Inbox, LogIn, Plus } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { formatDateTime } from '#web/lib/dates.ts'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { ErrorState } from '#web/ui/error-state.tsx'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { usePagesT } from './i18n/index.ts'

const TONE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const
type State = { items: TSocialFeedback[]; total: number; page: number } | 'loading' | 'error'

/**
 * The author's submissions, newest first, read in the browser (the page's HTML is shared by every
 * visitor): a skeleton while loading, a sign-in prompt, an empty state, an error with retry.
 */
export function SocialFeedbackList() {
  const t = usePagesT()
  const { user, api, openAuth } = useApp()
  const signedIn = Boolean(user && !user.is_guest)
  const [state, setState] = useState<State>('loading')
  const [more, setMore] = useState(false)

  const load = useCallback(
    async (page: number) => {
      const res = await api.request<TSocialFeedback[]>(
        'GET',
        `/api/v1/mobile/social-feedback?page=${page}&limit=${SOCIAL_FEEDBACK_RULES.pageSize}`,
      )
      return { items: res.data, total: res.meta?.total ?? res.data.length, page }
    },
    [api],
  )
  const first = useCallback(() => {
    setState('loading')
    load(1).then(setState, (e) => setState(e instanceof ApiError && e.status === 401 ? { items: [], total: 0, page: 1 } : 'error'))
  }, [load])
  useEffect(() => {
    if (signedIn) first()
  }, [signedIn, first])

  async function loadMore() {
    if (typeof state !== 'object') return
    setMore(true)
    try {
      const next = await load(state.page + 1)
      setState({ items: [...state.items, ...next.items], total: next.total, page: next.page })
    } catch {
      setState('error')
    } finally {
      setMore(false)
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 py-2">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold">{t('pg.list.title')}</h1>
          <p className="text-sm text-neutral-700">{t('pg.list.intro')}</p>
        </div>
        <Link
          to="/phan-anh-to-chuc-xa-hoi"
          className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <Plus aria-hidden className="size-4" />
          {t('pg.list.new')}
        </Link>
      </header>
      {!signedIn ? (
        <EmptyState
          icon={LogIn}
          title={t('pg.list.login_title')}
          action={<Button onClick={() => openAuth('login')}>{t('header.login')}</Button>}
        />
      ) : state === 'loading' ? (
        <ListSkeleton rows={3} label={t('pg.list.loading')} />
      ) : state === 'error' ? (
        <ErrorState title={t('pg.list.error')} retryLabel={t('pg.list.retry')} onRetry={first} />
      ) : state.items.length === 0 ? (
        <EmptyState icon={Inbox} title={t('pg.list.empty_title')} body={t('pg.list.empty_body')} />
      ) : (
        <>
          <ul className="flex flex-col gap-3" data-testid="social-feedback-list">
            {state.items.map((f) => (
              <li key={f._id} className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-neutral-200">
                <a href={f.image} target="_blank" rel="noreferrer" className="shrink-0">
                  <img
                    src={f.image}
                    alt={t('pg.list.image', { org: f.organization_name })}
                    loading="lazy"
                    className="size-16 rounded-lg bg-neutral-100 object-cover ring-1 ring-neutral-200"
                  />
                </a>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold text-neutral-900">{f.organization_name}</p>
                    <StatusBadge tone={TONE[f.status]}>{t(`pg.status.${f.status}`)}</StatusBadge>
                  </div>
                  <p className="text-xs text-neutral-700">
                    {t('pg.list.decision_no', { no: f.decision_number })} ·{' '}
                    {t('pg.list.sent_at', { at: formatDateTime(f.created_at, t.lang) })}
                    {f.reason ? ` · ${f.reason}` : ''}
                  </p>
                  <p className="whitespace-pre-line break-words text-sm text-neutral-800">{f.content}</p>
                  {f.review_note && (
                    <p className="rounded-lg bg-neutral-50 px-3 py-2 text-sm text-neutral-800">
                      {t('pg.list.note', { note: f.review_note })}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          {state.items.length < state.total && (
            <Button variant="secondary" className="self-center" loading={more} onClick={() => void loadMore()}>
              {t('pg.list.more')}
            </Button>
          )}
        </>
      )}
    </div>
  )
}
