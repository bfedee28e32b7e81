import { AFFILIATE_RULES, type TAffiliateCampaignDetail, ZSellerCampaignInput } from '@xinh/contracts'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { AFF } from '#web/features/affiliate/api.ts'
import { check, type FieldErrors, failure } from '#web/features/affiliate/form.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { Field, FormError, TextField } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useSellerT } from '../i18n/index.ts'
import { isoIn, isoToVnInput, vnInputToIso } from '../marketing/common.tsx'
import { type PickedProduct, PickedProducts } from '../marketing/product-picker.tsx'
import { SELLER_AFF } from './campaign-list.tsx'

/** Basis points as the form's percent text ("12.5"), and back (NaN when not a number, so the schema says so). */
const bpsToText = (bps: number) => String(bps / 100)
const textToBps = (text: string) => {
  const n = Number(text.trim().replace(',', '.'))
  return text.trim() === '' || !Number.isFinite(n) ? Number.NaN : Math.round(n * 100)
}

/** Create (`/ban-hang/tiep-thi-lien-ket/tao`) or edit (`cap-nhat/{id}`) a campaign: products, rate, period. */
export function SellerCampaignForm({ campaign }: { campaign?: TAffiliateCampaignDetail }) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const [name, setName] = useState(campaign?.name ?? '')
  const [description, setDescription] = useState(campaign?.description ?? '')
  const [rate, setRate] = useState(campaign ? bpsToText(campaign.rate_bps) : '10')
  const [starts, setStarts] = useState(isoToVnInput(campaign?.starts_at ?? isoIn(1)))
  const [ends, setEnds] = useState(isoToVnInput(campaign?.ends_at ?? isoIn(24 * 30)))
  const [products, setProducts] = useState<PickedProduct[]>(
    campaign?.products.map((p) => ({ _id: p._id, name: p.name, image: p.image, sale_price: p.sale_price, stock: 0 })) ?? [],
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setMessage(undefined)
    const body = {
      name,
      description,
      rate_bps: textToBps(rate),
      starts_at: vnInputToIso(starts),
      ends_at: vnInputToIso(ends),
      product_ids: products.map((p) => p._id),
    }
    const verdict = check(ZSellerCampaignInput, body, t.lang)
    if (!verdict.ok) return setErrors(verdict.errors)
    setErrors({})
    setBusy(true)
    try {
      if (campaign) await api.put(AFF.seller.campaign(campaign._id), verdict.data)
      else await api.post(AFF.seller.create, verdict.data)
      toast(t(campaign ? 'sc.aff.saved' : 'sc.aff.created'), 'success')
      await navigate(SELLER_AFF)
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
      aria-label={t(campaign ? 'sc.aff.crumb_edit' : 'sc.aff.create_title')}
      className="flex max-w-2xl flex-col gap-4"
    >
      <TextField label={t('sc.aff.name')} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} maxLength={120} />
      <Field label={t('sc.aff.description')} hint={t('sc.aff.description_hint')} error={errors.description}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            rows={3}
            maxLength={1000}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-base"
          />
        )}
      </Field>
      <TextField
        label={t('sc.aff.rate_label')}
        inputMode="decimal"
        value={rate}
        onChange={(e) => setRate(e.target.value)}
        error={errors.rate_bps}
        hint={t('sc.aff.rate_hint')}
        className="sm:max-w-40"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('sc.aff.starts_at')}
          type="datetime-local"
          value={starts}
          onChange={(e) => setStarts(e.target.value)}
          error={errors.starts_at}
        />
        <TextField
          label={t('sc.aff.ends_at')}
          type="datetime-local"
          value={ends}
          onChange={(e) => setEnds(e.target.value)}
          error={errors.ends_at}
        />
      </div>
      <PickedProducts
        label={t('sc.aff.products_label')}
        products={products}
        onChange={setProducts}
        source="sellable"
        max={AFFILIATE_RULES.campaignProductsMax}
        error={errors.product_ids}
      />
      <FormError message={message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          {t('sc.aff.save')}
        </Button>
        <Link
          to={SELLER_AFF}
          className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold ring-1 ring-neutral-300 hover:bg-neutral-100"
        >
          {t('sc.aff.cancel')}
        </Link>
      </div>
    </form>
  )
}
