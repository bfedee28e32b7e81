/**
 * Progress of long work: a determinate bar with its percentage when the fraction is known, an
 * indeterminate one (no aria-valuenow) when it is not.
 */
export function ProgressBar({ value, label, className = '' }: { value: number | null; label: string; className?: string }) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100)
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      aria-valuetext={percent === null ? label : `${percent}%`}
      className={`h-2 overflow-hidden rounded-full bg-neutral-200 ${className}`}
    >
      {percent === null ? (
        <div className="h-full w-full animate-pulse rounded-full bg-brand-600/70" />
      ) : (
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      )}
    </div>
  )
}
