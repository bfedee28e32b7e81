import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { Field } from '#web/ui/field.tsx'

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string }

/** A labelled multi-line field with its error (the forms' `Field` wiring), for reasons and comments. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, hint, className = '', ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <textarea
          ref={ref}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          rows={3}
          className={`w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 focus:border-brand-600 aria-[invalid=true]:border-red-600 ${className}`}
          {...props}
        />
      )}
    </Field>
  )
})
