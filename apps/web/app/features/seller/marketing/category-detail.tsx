import type { TSellerShopCategoryDetail } from '@xinh/contracts'
import { ExternalLink, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { formatDateTime } from '#web/lib/dates.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { StatusBadge } from '#web/ui/status-badge.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useSellerT } from '../i18n/index.ts'
import { Fact, MARKETING, Section, useActionFailure } from './common.tsx'
import { ShopProductsList } from './shop-products-list.tsx'
import { useSellerShop } from './use-shop.ts'

const { path, api: API } = MARKETING.categories
export const actionLink =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-semibold text-neutral-900 hover:bg-neutral-100'

/** One category: what the shop page shows (when visible), its products, and what can be done with it. */
export function CategoryDetail({ category: c }: { category: TSellerShopCategoryDetail }) {
  const t = useSellerT()
  const { api } = useApp()
  const toast = useToast()
  const failure = useActionFailure()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const shop = useSellerShop()
  const [confirm, setConfirm] = useState(false)
  const [busy, setBusy] = useState(false)

  async function toggle() {
    setBusy(true)
    try {
      await api.patch(`${API}/${c._id}/visibility`, { is_visible: !c.is_visible })
      toast(t(c.is_visible ? 'sc.marketing.cat.hidden' : 'sc.marketing.cat.shown', { name: c.name }), 'success')
      revalidator.revalidate()
    } catch (error) {
      toast(failure(error), 'error')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Link to={`${path}/cap-nhat/${c._id}`} className={actionLink}>
          <Pencil aria-hidden className="size-4" />
          {t('sc.marketing.edit')}
        </Link>
        <Button variant="secondary" onClick={toggle} loading={busy}>
          {c.is_visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          {t(c.is_visible ? 'sc.marketing.cat.hide_action' : 'sc.marketing.cat.show_action')}
        </Button>
        {shop && c.is_visible && (
          <Link to={`/nguoi-ban/${shop._id}?shop_category_id=${c._id}`} className={actionLink}>
            <ExternalLink aria-hidden className="size-4" />
            {t('sc.marketing.cat.view_on_shop')}
          </Link>
        )}
        <Button variant="ghost" onClick={() => setConfirm(true)}>
          <Trash2 aria-hidden className="size-4" />
          {t('sc.marketing.delete')}
        </Button>
      </div>
      <Section title={t('sc.marketing.cat.info')}>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={t('sc.marketing.cat.name')}>{c.name}</Fact>
          <Fact label={t('sc.marketing.cat.title')}>{c.title}</Fact>
          <Fact label={t('sc.marketing.cat.visibility')}>
            <StatusBadge tone={c.is_visible ? 'success' : 'neutral'}>
              {t(c.is_visible ? 'sc.marketing.cat.state_visible' : 'sc.marketing.cat.state_hidden')}
            </StatusBadge>
          </Fact>
          <Fact label={t('sc.marketing.cat.position')}>{c.position + 1}</Fact>
          <Fact label={t('sc.marketing.updated_at')}>{formatDateTime(c.updated_at, t.lang)}</Fact>
        </dl>
      </Section>
      <Section title={t('sc.marketing.products_count', { count: c.product_count })}>
        <ShopProductsList products={c.products} />
      </Section>
      <ConfirmDialog
        open={confirm}
        onClose={() => setConfirm(false)}
        title={t('sc.marketing.cat.delete_title', { name: c.name })}
        body={t('sc.marketing.cat.delete_body')}
        confirmLabel={t('sc.marketing.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={async () => {
          // a failure stays in the dialog with the API's message
          await api.delete(`${API}/${c._id}`)
          toast(t('sc.marketing.deleted'), 'success')
          navigate(path)
        }}
      />
    </div>
  )
}
