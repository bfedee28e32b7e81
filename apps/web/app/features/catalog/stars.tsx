/** Five stars filled to `value` (decorative: the number is always given in text too). */
export function Stars({ value, className = '' }: { value: number; className?: string }) {
  return (
    <span aria-hidden className={`relative inline-block leading-none text-neutral-300 ${className}`}>
      ★★★★★
      <span className="absolute inset-0 overflow-hidden whitespace-nowrap text-amber-500" style={{ width: `${(value / 5) * 100}%` }}>
        ★★★★★
      </span>
    </span>
  )
}
