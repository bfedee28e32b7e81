import { zodResolver } from '@hookform/resolvers/zod'
import { type TRegisterGuest, ZRegisterGuest } from '@xinh/contracts'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { NewPasswordFields } from '#web/features/account/password-forms.tsx'
import { useApiErrors } from '#web/features/account/use-api-form.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError, TextField } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'

/**
 * The order-success-without-login modal (spec §6): the order details went to the visitor's
 * e-mail, and an account can be made now with a password. The guest becomes that account
 * (POST /community/v1/user/register-guest-user), so its orders stay with it.
 */
export default function GuestAccountDialog({
  open,
  onClose,
  name,
  email,
  onCreated,
}: {
  open: boolean
  onClose: () => void
  name: string
  email: string
  onCreated: () => void
}) {
  const t = useT()
  const { api, refresh } = useApp()
  const toast = useToast()
  const apiErrors = useApiErrors<TRegisterGuest>()
  const [formError, setFormError] = useState<string>()
  const form = useForm<TRegisterGuest>({
    resolver: zodResolver(ZRegisterGuest) as never,
    defaultValues: { userName: name, email, password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      await api.post('/community/v1/user/register-guest-user', values)
      await refresh()
      toast(t('checkout.guest_account_created'), 'success')
      onCreated()
      onClose()
    } catch (error) {
      setFormError(apiErrors(error, form.setError))
    }
  })

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t('checkout.guest_success_title')}>
      <div className="flex flex-col gap-4" data-testid="guest-success-modal">
        <p className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{t('checkout.guest_emailed', { email })}</span>
        </p>
        <p className="text-sm text-neutral-800">{t('checkout.guest_offer')}</p>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('checkout.guest_create_account')}>
          <FormError message={formError} />
          <TextField label={t('auth.user_name')} autoComplete="name" error={errors.userName?.message} {...form.register('userName')} />
          <TextField
            label={t('auth.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <NewPasswordFields form={form} label={t('auth.password')} />
          <p className="text-xs text-neutral-600">{t('auth.terms')}</p>
          <Button type="submit" loading={isSubmitting}>
            {t('checkout.guest_create_account')}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('checkout.guest_later')}
          </Button>
        </form>
      </div>
    </Dialog>
  )
}
