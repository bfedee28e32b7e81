import { useStepUp } from '#web/features/admin/step-up.tsx'
import { useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { useRevalidator } from 'react-router'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { useToast } from '#web/ui/toast.tsx'

/**
 * A write from an admin screen: calls the API, toasts the result, reloads the page's data, and
 * puts the server's field messages on the form's fields (the rest in `formError`).
 */
export function useAdminWrite() {
  const { api } = useApp()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [formError, setFormError] = useState<string>()
  // a sensitive write (fee rates) asks an enrolled admin for a fresh code, then is sent again
  const withStepUp = useStepUp()
  async function run<T, F extends FieldValues = FieldValues>(
    fn: (a: typeof api) => Promise<T>,
    opts: { success?: string; setError?: UseFormSetError<F> } = {},
  ): Promise<T | undefined> {
    setFormError(undefined)
    try {
      const result = await withStepUp(() => fn(api))
      if (opts.success) toast(opts.success, 'success')
      revalidator.revalidate()
      return result
    } catch (error) {
      if (error instanceof ApiError && error.fields && opts.setError) {
        for (const [field, message] of Object.entries(error.fields)) opts.setError(field as Path<F>, { message })
      } else {
        const message = error instanceof ApiError ? error.message : String(error)
        setFormError(message)
        toast(message, 'error')
      }
      return undefined
    }
  }
  return { run, formError, api }
}
