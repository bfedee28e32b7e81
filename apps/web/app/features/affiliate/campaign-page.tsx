import { AFFILIATE_RULES, type TAffiliateCampaignDetail, type TKolMe } from '@xinh/contracts'
import { Link2, LogIn, UserRoundPlus } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { AFF } from './api.ts'
import { CampaignFacts, CampaignState } from './campaign-card.tsx'
import { formatRate } from './format.ts'
import { getAndCopyLink } from './get-link.ts'
import { useAffT } from './i18n/index.ts'
import { Loaded } from './states.tsx'
import { type Seed, useApiData } from './use-api-data.ts'

/** `/nha-ban/chien-dich-mo/chi-tiet/{campaign_id}`: a campaign as KOLs see it, and where they join it. */
export function CampaignPage({ id, seed }: { id: string; seed?: Seed<TAffiliateCampaignDetail> | null }) {
  const { state, reload, set } = useApiData<TAffiliateCampaignDetail>(AFF.campaign(id), seed)
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-neutral-200 sm:p-6">
      <Loaded state={state} reload={reload} rows={6}>
        {(c) => <CampaignBody c={c} onJoined={() => set({ ...c, joined: true, member_count: c.member_count + 1 })} />}
      </Loaded>
    </div>
  )
}

function CampaignBody({ c, onJoined }: { c: TAffiliateCampaignDetail; onJoined: () => void }) {
  const t = useAffT()
  const rate = formatRate(c.rate_bps, t.lang)
  return (
    <>
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold">{c.name}</h1>
          <CampaignState state={c.state} />
        </div>
        <CampaignFacts c={c} />
        {c.description && <p className="whitespace-pre-line text-neutral-800">{c.description}</p>}
      </div>
      <JoinBox c={c} onJoined={onJoined} />
      <section aria-labelledby="camp-how" className="rounded-xl bg-brand-50/60 p-4 ring-1 ring-brand-100">
        <h2 id="camp-how" className="mb-1 font-semibold">
          {t('aff.camp.how')}
        </h2>
        <p className="text-sm leading-relaxed">{t('aff.camp.how_body', { rate, days: AFFILIATE_RULES.windowDaysDefault })}</p>
      </section>
      <section aria-labelledby="camp-products" className="flex flex-col gap-2">
        <h2 id="camp-products" className="font-semibold">
          {t('aff.camp.products_title')}
        </h2>
        {c.products.length === 0 ? (
          <p className="text-sm text-neutral-700">{t('aff.camp.products_all_body')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {c.products.map((p) => (
              <li key={p._id} className="flex flex-col gap-1 rounded-xl p-2 ring-1 ring-neutral-200">
                {p.image ? (
                  <img
                    src={p.image}
                    alt=""
                    width={200}
                    height={200}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                ) : (
                  <span aria-hidden className="aspect-square w-full rounded-lg bg-neutral-100" />
                )}
                <Link to={`/san-pham/${p._id}`} className="line-clamp-2 text-sm font-medium hover:text-brand-700">
                  {p.name}
                </Link>
                <span className="text-sm font-semibold">{formatVnd(p.sale_price)}</span>
                <span className="text-xs text-brand-700">
                  {t('aff.camp.commission_each', { amount: formatVnd(Math.floor((p.sale_price * c.rate_bps) / 10_000)) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

/** Join (a KOL), apply first (signed in, not a KOL) or log in (anonymous); once joined, the campaign's link. */
function JoinBox({ c, onJoined }: { c: TAffiliateCampaignDetail; onJoined: () => void }) {
  const t = useAffT()
  const { user, api, openAuth } = useApp()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const isKol = Boolean(user?.roles.includes('kol'))
  const me = useApiData<TKolMe>(user && !user.is_guest && !isKol ? AFF.me : null)
  const box = 'flex flex-wrap items-center gap-3 rounded-xl p-3 ring-1 ring-neutral-200'
  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    try {
      await action()
    } catch (error) {
      toast(error instanceof ApiError && error.message ? error.message : t('aff.state.failed'), 'error')
    } finally {
      setBusy(false)
    }
  }

  if (!user || user.is_guest)
    return (
      <div className={box}>
        <Button onClick={() => openAuth('login')}>
          <LogIn aria-hidden className="size-4" />
          {t('aff.camp.login')}
        </Button>
      </div>
    )
  if (!isKol)
    return (
      <div className={box}>
        {me.state.status === 'ready' && me.state.data.application?.status === 'pending' ? (
          <p className="text-sm">{t('aff.camp.pending_kol')}</p>
        ) : (
          <Link
            to="/tiep-thi-lien-ket"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white"
          >
            <UserRoundPlus aria-hidden className="size-4" />
            {t('aff.camp.become_kol')}
          </Link>
        )}
      </div>
    )
  return (
    <div className={box}>
      {c.joined ? (
        <>
          <span className="text-sm font-semibold text-emerald-800" data-testid="campaign-joined">
            {t('aff.camp.joined')}
          </span>
          <Button
            variant="secondary"
            loading={busy}
            onClick={() =>
              run(async () => {
                await getAndCopyLink(api, 'campaign', c._id)
                toast(t('aff.copied'), 'success')
              })
            }
          >
            <Link2 aria-hidden className="size-4" />
            {t('aff.camp.get_link')}
          </Button>
        </>
      ) : (
        <Button
          loading={busy}
          disabled={c.state === 'ended'}
          data-testid="campaign-join"
          onClick={() =>
            run(async () => {
              await api.post(AFF.join(c._id))
              onJoined()
              toast(t('aff.camp.joined_toast', { name: c.name }), 'success')
            })
          }
        >
          {t('aff.camp.join')}
        </Button>
      )}
    </div>
  )
}
