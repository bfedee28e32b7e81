import type { TSellerRegistration } from '@xinh/contracts'
import { useState } from 'react'
import { useLoaderData } from 'react-router'
import { useOnboardingT } from '#web/features/onboarding/i18n/index.ts'
import { RegistrationForm } from '#web/features/onboarding/registration-form.tsx'
import { AnonymousPanel, ApprovedPanel, PrerequisitesPanel, RejectedPanel, WaitingPanel } from '#web/features/onboarding/status-panels.tsx'
import { I18nArea } from '#web/lib/i18n/areas.tsx'
import type { Route } from './+types/become-seller.ts'
import type { loader as becomeLoader } from './become-seller.server.ts'

export { loader } from './become-seller.server.ts'

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.messages['ob.title'] ?? 'Đăng ký bán hàng'} – Xinh` },
  { name: 'robots', content: 'noindex' },
]

/** `/become-seller` — spec §4: not registered → (draft) → waiting approval → approved / rejected. */
export default function BecomeSeller() {
  const data = useLoaderData<typeof becomeLoader>()
  return (
    <I18nArea messages={data.messages}>
      <div className="mx-auto flex max-w-3xl flex-col gap-5 pb-8">
        <Header />
        {data.signedIn ? <Registration registration={data.registration} provinces={data.provinces} /> : <AnonymousPanel />}
      </div>
    </I18nArea>
  )
}

function Header() {
  const t = useOnboardingT()
  return (
    <header>
      <h1 className="text-2xl font-bold">{t('ob.title')}</h1>
      <p className="text-sm text-neutral-700">{t('ob.intro')}</p>
    </header>
  )
}

function Registration({
  registration,
  provinces,
}: {
  registration: TSellerRegistration
  provinces: Array<{ code: string; name: string }>
}) {
  const [editing, setEditing] = useState(false)
  switch (registration.state) {
    case 'approved':
      return <ApprovedPanel />
    case 'waiting_approval':
      return <WaitingPanel registration={registration} />
    case 'rejected':
      if (!editing) return <RejectedPanel reason={registration.application?.reject_reason ?? null} onEdit={() => setEditing(true)} />
  }
  if (registration.prerequisites.missing.length) return <PrerequisitesPanel missing={registration.prerequisites.missing} />
  return <RegistrationForm registration={registration} provinces={provinces} />
}
