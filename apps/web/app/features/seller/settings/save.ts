import { issuesToFields } from '@xinh/contracts'
import { useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { useRevalidator } from 'react-router'
import type { z } from 'zod'
import { useApiErrors } from '#web/features/account/use-api-form.ts'
import { useToast } from '#web/ui/toast.tsx'
import { useSellerT } from '../i18n/index.ts'

/**
 * Checks a settings payload with the contracts schema its route uses (the same rules, the same
 * messages as the server), putting each problem on its field. Null when something is wrong.
 */
export function useCheck() {
  const t = useSellerT()
  return <S extends z.ZodType, V extends FieldValues>(schema: S, payload: unknown, setError: UseFormSetError<V>): z.output<S> | null => {
    const result = schema.safeParse(payload)
    if (result.success) return result.data
    for (const [field, message] of Object.entries(issuesToFields(result.error.issues, t.lang)))
      setError(field as Path<V>, { type: 'validate', message })
    return null
  }
}

/**
 * Saves a settings form through the API: a toast on success and the page's data reloaded (the
 * seller sees what buyers now see); field errors from the server go onto the form's fields,
 * anything else becomes the form's message.
 */
export function useSave<V extends FieldValues>(setError: UseFormSetError<V>) {
  const t = useSellerT()
  const toast = useToast()
  const revalidator = useRevalidator()
  const apiErrors = useApiErrors<V>()
  const [formError, setFormError] = useState<string>()
  async function save(run: () => Promise<unknown>, message: string = t('sc.set.saved')) {
    setFormError(undefined)
    try {
      await run()
      toast(message, 'success')
      await revalidator.revalidate()
      return true
    } catch (error) {
      const text = apiErrors(error, setError)
      setFormError(text)
      if (text) toast(text, 'error')
      return false
    }
  }
  return { save, formError }
}
