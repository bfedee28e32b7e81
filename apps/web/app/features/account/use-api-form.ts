import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '#web/lib/api.ts'
import { useT } from '#web/lib/i18n/index.ts'

/**
 * Maps an API failure onto a form: field messages go to their fields, anything else becomes the
 * form-level message. Returns the form-level message (or undefined).
 */
export function useApiErrors<T extends FieldValues>() {
  const t = useT()
  return (error: unknown, setError: UseFormSetError<T>): string | undefined => {
    if (!(error instanceof ApiError)) return t('common.network_error')
    if (error.code === 'NETWORK_ERROR') return t('common.network_error')
    if (error.fields) {
      for (const [name, message] of Object.entries(error.fields)) setError(name as Path<T>, { type: 'server', message })
      return Object.keys(error.fields).length ? undefined : error.message
    }
    return error.message
  }
}
