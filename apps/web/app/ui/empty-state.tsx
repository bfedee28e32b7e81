import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** Nothing to show yet: what this place is for and what to do next (a link or a button). */
export function EmptyState({ icon: Icon, title, body, action }: { icon?: LucideIcon; title: string; body?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-neutral-300 px-4 py-10 text-center">
      {Icon && <Icon aria-hidden className="size-10 text-neutral-400" />}
      <p className="font-semibold text-neutral-900">{title}</p>
      {body && <p className="max-w-md text-sm text-neutral-700">{body}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  )
}
