import { AlertTriangle } from 'lucide-react'
import { useRevalidator } from 'react-router'
import { Button } from './button.tsx'

/** Something failed to load: says so and offers a retry (re-runs the page's loaders unless given another action). */
export function ErrorState({
  title,
  body,
  retryLabel,
  onRetry,
}: {
  title: string
  body?: string
  retryLabel: string
  onRetry?: () => void
}) {
  const revalidator = useRevalidator()
  return (
    <div role="alert" className="flex flex-col items-center gap-2 rounded-xl bg-red-50 px-4 py-8 text-center ring-1 ring-red-200">
      <AlertTriangle aria-hidden className="size-8 text-red-700" />
      <p className="font-semibold text-red-900">{title}</p>
      {body && <p className="max-w-md text-sm text-red-900">{body}</p>}
      <Button
        variant="secondary"
        className="mt-2"
        loading={revalidator.state === 'loading'}
        onClick={() => (onRetry ? onRetry() : void revalidator.revalidate())}
      >
        {retryLabel}
      </Button>
    </div>
  )
}
