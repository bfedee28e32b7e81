import { zodResolver } from '@hookform/resolvers/zod'
import {
  type TForgotPassword,
  type TLogin,
  type TRegister,
  type TResetPassword,
  ZForgotPassword,
  ZLogin,
  ZRegister,
  ZResetPassword,
} from '@xinh/contracts'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLocation, useSearchParams } from 'react-router'
import { track } from '#web/features/tracking/track.ts'
import { type AuthMode, useApp } from '#web/lib/app-context.tsx'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { FormError, PasswordField, TextField } from '#web/ui/field.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { ChangePasswordForm, NewPasswordFields } from './password-forms.tsx'
import { useApiErrors } from './use-api-form.ts'

const PROVIDERS = [
  { key: 'google', path: 'google', label: 'Google' },
  { key: 'facebook', path: 'facebook', label: 'Facebook' },
  { key: 'apple', path: 'apple', label: 'Apple' },
  { key: 'zalo', path: 'zalo-v2', label: 'Zalo' },
] as const

/** The spec's login, sign-up, forgot-password and change-password modals. */
export function AuthModals({ mode, onModeChange }: { mode: AuthMode | null; onModeChange: (mode: AuthMode | null) => void }) {
  const t = useT()
  const toast = useToast()
  const [params, setParams] = useSearchParams()

  // A failed social login comes back as ?login_error=<provider>.
  useEffect(() => {
    const provider = params.get('login_error')
    if (!provider) return
    toast(t('auth.login_error', { provider }), 'error')
    const next = new URLSearchParams(params)
    next.delete('login_error')
    setParams(next, { replace: true })
  }, [params, setParams, toast, t])

  const titles: Record<AuthMode, string> = {
    login: t('auth.login_title'),
    signup: t('auth.signup_title'),
    forgot: t('auth.forgot_title'),
    'change-password': t('auth.change_password_title'),
  }
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onModeChange(null)} title={mode ? titles[mode] : ''}>
      {mode === 'login' && <LoginForm onDone={() => onModeChange(null)} onSwitch={onModeChange} />}
      {mode === 'signup' && <SignupForm onDone={() => onModeChange(null)} onSwitch={onModeChange} />}
      {mode === 'forgot' && <ForgotForm onSwitch={onModeChange} />}
      {mode === 'change-password' && <ChangePasswordForm onDone={() => onModeChange(null)} />}
    </Dialog>
  )
}

function SocialButtons() {
  const { providers } = useApp()
  const t = useT()
  const location = useLocation()
  const enabled = PROVIDERS.filter((p) => providers[p.key])
  if (!enabled.length) return null
  const redirect = encodeURIComponent(location.pathname + location.search)
  return (
    <div className="mt-4 flex flex-col gap-2">
      <p className="text-center text-xs text-neutral-600">{t('common.or')}</p>
      {enabled.map((p) => (
        <a
          key={p.key}
          href={`/community/v1/auth/${p.path}/start?redirect=${redirect}`}
          className="flex min-h-11 items-center justify-center rounded-lg border border-neutral-300 text-sm font-semibold hover:bg-neutral-50"
        >
          {t('auth.continue_with', { provider: p.label })}
        </a>
      ))}
    </div>
  )
}

type FormProps = { onDone?: () => void; onSwitch: (mode: AuthMode) => void }

function LoginForm({ onDone, onSwitch }: FormProps) {
  const t = useT()
  const { api, refresh } = useApp()
  const toast = useToast()
  const apiErrors = useApiErrors<TLogin>()
  const [formError, setFormError] = useState<string>()
  const form = useForm<TLogin>({ resolver: zodResolver(ZLogin) as never, defaultValues: { email: '', password: '' } })
  const { errors, isSubmitting } = form.formState
  // `/dang-nhap?locked=1` (a locked account's session ended): the modal covers that page, so it says why itself
  const [params] = useSearchParams()
  const locked = params.get('locked') === '1'

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      const result = await api.post<{ user: { userName: string } }>('/community/v1/auth/login', values)
      await refresh()
      toast(t('auth.welcome', { name: result.user.userName }), 'success')
      onDone?.()
    } catch (error) {
      setFormError(apiErrors(error, form.setError))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('auth.login_title')}>
      {locked && !formError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900 ring-1 ring-red-200">
          {t('auth.account_locked')}
        </p>
      )}
      <FormError message={formError} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <button type="button" onClick={() => onSwitch('forgot')} className="self-end text-sm font-medium text-brand-700 hover:underline">
        {t('auth.forgot_link')}
      </button>
      <Button type="submit" loading={isSubmitting}>
        {t('auth.submit_login')}
      </Button>
      <p className="text-center text-sm text-neutral-700">
        {t('auth.no_account')}{' '}
        <button type="button" onClick={() => onSwitch('signup')} className="font-semibold text-brand-700 hover:underline">
          {t('header.signup')}
        </button>
      </p>
      <SocialButtons />
    </form>
  )
}

function SignupForm({ onDone, onSwitch }: FormProps) {
  const t = useT()
  const { api, refresh, user } = useApp()
  const toast = useToast()
  const apiErrors = useApiErrors<TRegister>()
  const [formError, setFormError] = useState<string>()
  const form = useForm<TRegister>({
    resolver: zodResolver(ZRegister) as never,
    defaultValues: { userName: '', email: '', password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      // A guest keeps its cart: its account is converted rather than created anew.
      const path = user?.is_guest ? '/community/v1/user/register-guest-user' : '/community/v2/auth/register'
      const result = await api.post<{ user: { userName: string } }>(path, values)
      // trackwire (issue 18): an account was made (a guest's converted, or a new one)
      track('Register', { metadata: { method: user?.is_guest ? 'guest_conversion' : 'email' } })
      await refresh()
      toast(t('auth.welcome', { name: result.user.userName }), 'success')
      onDone?.()
    } catch (error) {
      setFormError(apiErrors(error, form.setError))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('auth.signup_title')}>
      <FormError message={formError} />
      <TextField label={t('auth.user_name')} autoComplete="name" error={errors.userName?.message} {...form.register('userName')} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <NewPasswordFields form={form} label={t('auth.password')} />
      <p className="text-xs text-neutral-600">{t('auth.terms')}</p>
      <Button type="submit" loading={isSubmitting}>
        {t('auth.submit_signup')}
      </Button>
      <p className="text-center text-sm text-neutral-700">
        {t('auth.have_account')}{' '}
        <button type="button" onClick={() => onSwitch('login')} className="font-semibold text-brand-700 hover:underline">
          {t('header.login')}
        </button>
      </p>
      <SocialButtons />
    </form>
  )
}

function ForgotForm({ onSwitch }: FormProps) {
  const t = useT()
  const { api } = useApp()
  const toast = useToast()
  const [email, setEmail] = useState<string>()
  const [formError, setFormError] = useState<string>()
  const requestErrors = useApiErrors<TForgotPassword>()
  const resetErrors = useApiErrors<TResetPassword>()
  const requestForm = useForm<TForgotPassword>({ resolver: zodResolver(ZForgotPassword) as never, defaultValues: { email: '' } })
  const resetForm = useForm<TResetPassword>({
    resolver: zodResolver(ZResetPassword) as never,
    defaultValues: { email: '', code: '', password: '', confirmPassword: '' },
  })

  const request = requestForm.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      await api.post('/community/v1/auth/forgot-password-web', values)
      setEmail(values.email)
      resetForm.setValue('email', values.email)
    } catch (error) {
      setFormError(requestErrors(error, requestForm.setError))
    }
  })

  const reset = resetForm.handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      await api.post('/community/v1/auth/reset-password', values)
      toast(t('auth.reset_done'), 'success')
      onSwitch('login')
    } catch (error) {
      setFormError(resetErrors(error, resetForm.setError))
    }
  })

  if (!email) {
    const { errors, isSubmitting } = requestForm.formState
    return (
      <form onSubmit={request} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-neutral-700">{t('auth.forgot_intro')}</p>
        <FormError message={formError} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...requestForm.register('email')}
        />
        <Button type="submit" loading={isSubmitting}>
          {t('auth.send_code')}
        </Button>
      </form>
    )
  }
  const { errors, isSubmitting } = resetForm.formState
  return (
    <form onSubmit={reset} noValidate className="flex flex-col gap-3">
      <p role="status" className="text-sm text-neutral-700">
        {t('auth.code_sent', { email })}
      </p>
      <FormError message={formError} />
      <TextField
        label={t('auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...resetForm.register('code')}
      />
      <NewPasswordFields form={resetForm} label={t('auth.new_password')} />
      <Button type="submit" loading={isSubmitting}>
        {t('auth.reset_submit')}
      </Button>
    </form>
  )
}
