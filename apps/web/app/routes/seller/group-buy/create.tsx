import { GROUP_BUY_MAX_DAYS, GROUP_BUY_SIZE, type TGroupBuyDeal } from '@xinh/contracts'
import { useState } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import { useSellerT } from '#web/features/seller/i18n/index.ts'
import type { SellerHandle } from '#web/features/seller/seller-shell.tsx'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { formatVnd } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { FormError, SelectField, TextField } from '#web/ui/field.tsx'
import { PageHeader } from '#web/ui/page-header.tsx'
import { useToast } from '#web/ui/toast.tsx'
import type { Route } from './+types/create.ts'
import type { loader as createLoader } from './create.server.ts'

export { loader } from './create.server.ts'
export { SellerRouteError as ErrorBoundary } from '../layout.tsx'
export const handle: SellerHandle = { crumb: 'sc.gb.crumb_create' }
export const meta = ({ data }: Route.MetaArgs) => [{ title: data?.title ?? 'Xinh' }, { name: 'robots', content: 'noindex' }]

/** A `datetime-local` value (the seller's own clock) for a date. */
const localInput = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)

/** A new group-buy deal: which variant, the group price (below its price), people per room, the deadline. */
export default function CreateGroupBuyPage() {
  const { choices } = useLoaderData<typeof createLoader>()
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const navigate = useNavigate()
  const [variant, setVariant] = useState('')
  const [price, setPrice] = useState('')
  const [size, setSize] = useState('3')
  const [endsAt, setEndsAt] = useState(() => localInput(new Date(Date.now() + 3 * 86_400_000)))
  const [error, setError] = useState<string>()
  const [fields, setFields] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const chosen = choices.find((c) => c.variant_id === variant)

  async function save() {
    if (!chosen) return setFields({ variant: t('sc.gb.variant_choose') })
    setSaving(true)
    setError(undefined)
    setFields({})
    try {
      await api.post<TGroupBuyDeal>('/api/v1/seller/group-buy/deals', {
        product_id: chosen.product_id,
        variant_id: chosen.variant_id,
        group_price: Number(price),
        group_size: Number(size),
        ends_at: new Date(endsAt).toISOString(),
      })
      toast(t('sc.gb.created'), 'success')
      navigate('/ban-hang/mua-chung')
    } catch (e) {
      if (e instanceof ApiError && e.fields) setFields(e.fields)
      setError(e instanceof ApiError ? e.message : undefined)
      setSaving(false)
    }
  }

  return (
    <div>
      <PageHeader title={t('sc.gb.create')} description={t('sc.gb.description')} />
      {choices.length === 0 ? (
        <p className="text-sm text-neutral-700">{t('sc.gb.no_products')}</p>
      ) : (
        <form
          className="flex max-w-xl flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-neutral-200"
          data-testid="group-buy-deal-form"
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          <SelectField
            label={t('sc.gb.variant')}
            value={variant}
            onChange={(e) => setVariant(e.target.value)}
            placeholder={t('sc.gb.variant_choose')}
            options={choices.map((c) => ({ value: c.variant_id, label: `${c.label} · ${formatVnd(c.sale_price)}` }))}
            error={fields.variant ?? fields.variant_id ?? fields.product_id}
            required
          />
          <TextField
            label={t('sc.gb.group_price')}
            type="number"
            inputMode="numeric"
            min={1000}
            max={chosen ? chosen.sale_price - 1 : undefined}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            hint={chosen ? t('sc.gb.group_price_hint', { price: formatVnd(chosen.sale_price) }) : undefined}
            error={fields.group_price}
            required
          />
          <TextField
            label={t('sc.gb.group_size')}
            type="number"
            inputMode="numeric"
            min={GROUP_BUY_SIZE.min}
            max={GROUP_BUY_SIZE.max}
            value={size}
            onChange={(e) => setSize(e.target.value)}
            hint={t('sc.gb.group_size_hint')}
            error={fields.group_size}
            required
          />
          <TextField
            label={t('sc.gb.ends_at')}
            type="datetime-local"
            value={endsAt}
            min={localInput(new Date())}
            max={localInput(new Date(Date.now() + GROUP_BUY_MAX_DAYS * 86_400_000))}
            onChange={(e) => setEndsAt(e.target.value)}
            hint={t('sc.gb.ends_at_hint')}
            error={fields.ends_at}
            required
          />
          <FormError message={error} />
          <Button type="submit" loading={saving} className="self-start">
            {t('sc.gb.save')}
          </Button>
        </form>
      )}
    </div>
  )
}
