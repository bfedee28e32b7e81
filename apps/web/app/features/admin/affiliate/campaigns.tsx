import {
  AFFILIATE_RULES,
  type TAffiliateCampaign,
  type TAffiliateCampaignDetail,
  type TAffiliateSettings,
  ZAffiliateSettings,
  ZPlatformCampaignInput,
} from '@xinh/contracts'
import { Megaphone, Pencil, Plus } from 'lucide-react'
import { useState } from 'react'
import { AFF } from '#web/features/affiliate/api.ts'
import { CampaignFacts, CampaignState } from '#web/features/affiliate/campaign-card.tsx'
import { check, type FieldErrors, failure } from '#web/features/affiliate/form.ts'
import { Pager } from '#web/features/affiliate/pager.tsx'
import { Loaded } from '#web/features/affiliate/states.tsx'
import { screens } from '#web/features/affiliate/screens.ts'
import { type Seed, useApiData } from '#web/features/affiliate/use-api-data.ts'
import { isoIn, isoToVnInput, vnInputToIso } from '#web/features/seller/marketing/common.tsx'
import { useApp } from '#web/lib/app-context.tsx'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError, TextField } from '#web/ui/field.tsx'
import { EmptyState } from '#web/ui/empty-state.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useUrlState } from '#web/ui/url-state.ts'
import { useAdminT } from '../i18n/index.ts'
import { type CampaignProduct, CampaignProductPicker } from './product-picker.tsx'

/** `/admin/tiep-thi-lien-ket/chien-dich?page=`: Xinh's own campaigns (every product, every approved KOL) and the attribution window. */
export function PlatformCampaigns({
  seed,
  settings,
}: {
  seed?: Seed<TAffiliateCampaign[]> | null
  settings?: Seed<TAffiliateSettings> | null
}) {
  const t = useAdminT()
  const [params] = useUrlState()
  const { state, reload } = useApiData<TAffiliateCampaign[]>(screens.platformCampaigns(params).path, seed)
  const [editing, setEditing] = useState<TAffiliateCampaign | 'new' | null>(null)
  const done = () => {
    setEditing(null)
    reload()
  }
  return (
    <>
      <PageHeader
        title={t('ad.nav.aff_campaigns')}
        description={t('ad.aff.campaigns_intro')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {t('ad.aff.create_campaign')}
          </Button>
        }
      />
      <WindowSetting seed={settings} />
      <div className="mt-4">
        <Loaded state={state} reload={reload}>
          {(items, meta) =>
            items.length === 0 ? (
              <EmptyState icon={Megaphone} title={t('ad.aff.empty_campaigns')} />
            ) : (
              <>
                <ul className="flex flex-col gap-3">
                  {items.map((c) => (
                    <li key={c._id} className="flex flex-col gap-1 rounded-xl p-3 ring-1 ring-neutral-200">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-semibold">{c.name}</span>
                        <CampaignState state={c.state} />
                      </div>
                      <CampaignFacts c={c} />
                      <p className="text-sm text-neutral-700">{t('ad.aff.stats', { orders: c.orders, amount: formatVnd(c.commission) })}</p>
                      {c.state !== 'ended' && (
                        <Button variant="secondary" className="self-start" onClick={() => setEditing(c)}>
                          <Pencil aria-hidden className="size-4" />
                          {t('ad.aff.edit')}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
                <Pager meta={meta} />
              </>
            )
          }
        </Loaded>
      </div>
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={t(editing === 'new' ? 'ad.aff.create_campaign' : 'ad.aff.edit_campaign')}
      >
        {editing !== null && (editing === 'new' ? <CampaignForm onDone={done} /> : <EditCampaign id={editing._id} onDone={done} />)}
      </Dialog>
    </>
  )
}

/** An edit starts from the campaign's detail: its products (the list does not carry them). */
function EditCampaign({ id, onDone }: { id: string; onDone: () => void }) {
  const { state, reload } = useApiData<TAffiliateCampaignDetail>(AFF.admin.campaign(id))
  return (
    <Loaded state={state} reload={reload} rows={4}>
      {(c) => <CampaignForm campaign={c} onDone={onDone} />}
    </Loaded>
  )
}

function CampaignForm({ campaign, onDone }: { campaign?: TAffiliateCampaignDetail; onDone: () => void }) {
  const t = useAdminT()
  const { api } = useApp()
  const toast = useToast()
  const [name, setName] = useState(campaign?.name ?? '')
  const [description, setDescription] = useState(campaign?.description ?? '')
  const [rate, setRate] = useState(campaign ? String(campaign.rate_bps / 100) : '5')
  const [starts, setStarts] = useState(isoToVnInput(campaign?.starts_at ?? isoIn(1)))
  const [ends, setEnds] = useState(isoToVnInput(campaign?.ends_at ?? isoIn(24 * 30)))
  const [products, setProducts] = useState<CampaignProduct[]>(campaign?.products ?? [])
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)
  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const n = Number(rate.trim().replace(',', '.'))
    const body = {
      name,
      description,
      rate_bps: rate.trim() === '' || !Number.isFinite(n) ? Number.NaN : Math.round(n * 100),
      starts_at: vnInputToIso(starts),
      ends_at: vnInputToIso(ends),
      product_ids: products.map((p) => p._id),
    }
    const verdict = check(ZPlatformCampaignInput, body, t.lang)
    if (!verdict.ok) return setErrors(verdict.errors)
    setErrors({})
    setBusy(true)
    try {
      if (campaign) await api.put(AFF.admin.campaign(campaign._id), verdict.data)
      else await api.post(AFF.admin.createCampaign, verdict.data)
      toast(t('ad.aff.campaign_saved'), 'success')
      onDone()
    } catch (error) {
      const f = failure(error, t('aff.state.failed'))
      setErrors(f.fields)
      setMessage(f.message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(campaign ? 'ad.aff.edit_campaign' : 'ad.aff.create_campaign')}
      className="flex flex-col gap-3"
    >
      <TextField
        label={t('ad.aff.campaign_name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        maxLength={120}
      />
      <TextField
        label={t('ad.aff.campaign_description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
        maxLength={1000}
      />
      <TextField
        label={t('ad.aff.campaign_rate')}
        inputMode="decimal"
        value={rate}
        onChange={(e) => setRate(e.target.value)}
        error={errors.rate_bps}
        hint={t('ad.aff.campaign_rate_hint')}
      />
      <TextField
        label={t('ad.aff.campaign_starts')}
        type="datetime-local"
        value={starts}
        onChange={(e) => setStarts(e.target.value)}
        error={errors.starts_at}
      />
      <TextField
        label={t('ad.aff.campaign_ends')}
        type="datetime-local"
        value={ends}
        onChange={(e) => setEnds(e.target.value)}
        error={errors.ends_at}
      />
      <CampaignProductPicker
        products={products}
        onChange={setProducts}
        max={AFFILIATE_RULES.campaignProductsMax}
        error={errors.product_ids}
      />
      <FormError message={message} />
      <Button type="submit" loading={busy} className="self-start">
        {t('ad.aff.save')}
      </Button>
    </form>
  )
}

/** The attribution window (days after the last click), an affiliate setting. */
function WindowSetting({ seed }: { seed?: Seed<TAffiliateSettings> | null }) {
  const t = useAdminT()
  const { api } = useApp()
  const toast = useToast()
  const { state, reload, set } = useApiData<TAffiliateSettings>(AFF.admin.settings, seed)
  const [value, setValue] = useState<string | null>(null)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  return (
    <section aria-labelledby="aff-window" className="rounded-xl bg-neutral-50 p-3 ring-1 ring-neutral-200">
      <h2 id="aff-window" className="mb-2 font-semibold">
        {t('ad.aff.window_title')}
      </h2>
      <Loaded state={state} reload={reload} rows={1}>
        {(s) => (
          <form
            noValidate
            className="flex flex-wrap items-end gap-2"
            onSubmit={async (e) => {
              e.preventDefault()
              const verdict = check(ZAffiliateSettings, { window_days: value ?? s.window_days }, t.lang)
              if (!verdict.ok) return setError(verdict.errors.window_days)
              setError(undefined)
              setBusy(true)
              try {
                set(await api.put<TAffiliateSettings>(AFF.admin.settings, verdict.data))
                setValue(null)
                toast(t('ad.aff.window_saved'), 'success')
              } catch (err) {
                const f = failure(err, t('aff.state.failed'))
                setError(f.fields.window_days ?? f.message)
              } finally {
                setBusy(false)
              }
            }}
          >
            <div className="w-full max-w-72">
              <TextField
                label={t('ad.aff.window_label')}
                inputMode="numeric"
                min={AFFILIATE_RULES.windowDaysMin}
                max={AFFILIATE_RULES.windowDaysMax}
                value={value ?? String(s.window_days)}
                onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
                error={error}
              />
            </div>
            <Button type="submit" variant="secondary" loading={busy}>
              {t('ad.aff.save')}
            </Button>
            <p className="w-full text-xs text-neutral-700">{t('ad.aff.window_hint')}</p>
          </form>
        )}
      </Loaded>
    </section>
  )
}
