import { ChangePasswordForm } from '#web/features/account/password-forms.tsx'
import { useT } from '#web/lib/i18n/index.ts'

export const meta = () => [{ title: 'Đổi mật khẩu – Xinh' }]

export default function PasswordPage() {
  const t = useT()
  return (
    <div className="flex max-w-md flex-col gap-4">
      <h1 className="text-xl font-bold">{t('auth.change_password_title')}</h1>
      <ChangePasswordForm />
    </div>
  )
}
