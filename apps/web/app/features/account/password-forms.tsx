import { zodResolver } from '@hookform/resolvers/zod'
import { type TChangePassword, ZChangePassword } from '@xinh/contracts'
import { useState } from 'react'
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form'
import { useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { FormError, PasswordField } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useApiErrors } from './use-api-form.ts'

export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const t = useT()
  const { api } = useApp()
  const toast = useToast()
  const apiErrors = useApiErrors<TChangePassword>()
  const [formError, setFormError] = useState<string>()
  const form = useForm<TChangePassword>({
    resolver: zodResolver(ZChangePassword) as never,
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      await api.post('/community/v1/profile/change-password', values)
      toast(t('auth.password_changed'), 'success')
      form.reset()
      onDone?.()
    } catch (error) {
      setFormError(apiErrors(error, form.setError))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('auth.change_password_title')}>
      <FormError message={formError} />
      <PasswordField
        label={t('auth.old_password')}
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...form.register('oldPassword')}
      />
      <NewPasswordFields form={form} label={t('auth.new_password')} />
      <Button type="submit" loading={isSubmitting}>
        {t('common.save')}
      </Button>
    </form>
  )
}

/** A new password and its confirmation (sign-up, reset, change): the spec §5 rule as a hint. */
export function NewPasswordFields<T extends FieldValues & { password: string; confirmPassword: string }>({
  form,
  label,
}: {
  form: UseFormReturn<T>
  label: string
}) {
  const t = useT()
  const { errors } = form.formState
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={t('auth.password_hint')}
        error={errors.password?.message as string | undefined}
        {...form.register('password' as Path<T>)}
      />
      <PasswordField
        label={t('auth.confirm_password')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message as string | undefined}
        {...form.register('confirmPassword' as Path<T>)}
      />
    </>
  )
}
