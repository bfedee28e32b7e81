import { zodResolver } from '@hookform/resolvers/zod'
import { type TUpdateProfile, type TUserProfile, vietnamDay, ZUpdateProfile } from '@xinh/contracts'
import { CheckCircle2, User } from 'lucide-react'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useApiErrors } from '#web/features/account/use-api-form.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { FormError, TextField } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'

export const meta = () => [{ title: 'Hồ sơ – Xinh' }]

export default function ProfilePage() {
  const { user } = useApp()
  if (!user) return null
  return <ProfileForm key={user._id} user={user} />
}

function ProfileForm({ user }: { user: TUserProfile }) {
  const t = useT()
  const { api, refreshUser } = useApp()
  const toast = useToast()
  const apiErrors = useApiErrors<TUpdateProfile>()
  const [formError, setFormError] = useState<string>()
  const form = useForm<TUpdateProfile>({
    resolver: zodResolver(ZUpdateProfile) as never,
    defaultValues: { userName: user.userName, gender: user.gender ? String(user.gender) : undefined, birthday: user.birthday ?? '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      await api.put('/community/v1/profile/update-profile', values)
      await refreshUser()
      toast(t('common.saved'), 'success')
    } catch (error) {
      setFormError(apiErrors(error, form.setError))
    }
  })

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-xl font-bold">{t('profile.title')}</h1>
        <p className="text-sm text-neutral-600">{t('profile.subtitle')}</p>
      </header>
      <div className="flex flex-col-reverse gap-6 lg:flex-row">
        <form onSubmit={submit} noValidate className="flex flex-1 flex-col gap-4" aria-label={t('profile.title')}>
          <FormError message={formError} />
          <TextField label={t('auth.user_name')} autoComplete="name" error={errors.userName?.message} {...form.register('userName')} />
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-neutral-800">{t('auth.email')}</span>
            <p className="flex items-center gap-2 text-sm">
              {user.email}
              <VerifiedBadge verified={user.email_verified} />
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-neutral-800">{t('profile.phone')}</span>
            <p className="flex items-center gap-2 text-sm">
              {user.phoneNumber ?? '—'}
              <VerifiedBadge verified={user.phone_verified} />
            </p>
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-neutral-800">{t('profile.gender')}</legend>
            <div className="flex gap-4">
              {[
                { value: '1', label: t('profile.gender_male') },
                { value: '2', label: t('profile.gender_female') },
                { value: '3', label: t('profile.gender_other') },
              ].map((g) => (
                <label key={g.value} className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="radio" value={g.value} className="size-4 accent-brand-600" {...form.register('gender')} />
                  {g.label}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={t('profile.birthday')}
            type="date"
            max={vietnamDay()}
            error={errors.birthday?.message}
            {...form.register('birthday')}
          />
          <Button type="submit" loading={isSubmitting} className="self-start">
            {isSubmitting ? t('common.saving') : t('common.save')}
          </Button>
        </form>
        <AvatarUpload avatar={user.avatar} />
      </div>
    </div>
  )
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  const t = useT()
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
      <CheckCircle2 aria-hidden className="size-3.5" />
      {t('profile.verified')}
    </span>
  ) : (
    <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700">{t('profile.not_verified')}</span>
  )
}

function AvatarUpload({ avatar }: { avatar: string | null }) {
  const t = useT()
  const { api, refreshUser } = useApp()
  const toast = useToast()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function upload(file: File) {
    setBusy(true)
    setError(undefined)
    try {
      const body = new FormData()
      body.append('avatar', file)
      await api.put('/community/v1/profile/update-avatar', body)
      await refreshUser()
      toast(t('profile.avatar_updated'), 'success')
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('common.network_error'))
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className="flex flex-col items-center gap-3 lg:w-56 lg:border-l lg:border-neutral-200 lg:pl-6">
      {avatar ? (
        <img src={avatar} alt={t('profile.avatar')} width={96} height={96} className="size-24 rounded-full object-cover" />
      ) : (
        <span className="flex size-24 items-center justify-center rounded-full bg-neutral-100">
          <User aria-hidden className="size-10 text-neutral-500" />
        </span>
      )}
      <label className="cursor-pointer">
        <span className="sr-only">{t('profile.avatar')}</span>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) void upload(file)
          }}
          data-testid="avatar-input"
        />
        <span
          aria-hidden
          className="inline-flex min-h-11 items-center rounded-lg border border-neutral-300 px-4 text-sm font-semibold hover:bg-neutral-50"
        >
          {busy ? t('common.saving') : t('profile.avatar_change')}
        </span>
      </label>
      <p className="text-center text-xs text-neutral-600">{t('profile.avatar_hint')}</p>
      {error && (
        <p role="alert" className="text-center text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
