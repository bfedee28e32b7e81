import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { type ReactNode, useRef } from 'react'
import { useT } from '#web/lib/i18n/index.ts'

/**
 * Accessible modal (focus trap, Escape, labelled). `dismissible=false` ignores Escape and backdrop
 * clicks. Closed, it gives the focus back to the element that had it when it opened (there is no
 * Radix trigger to return to), when that element is still on the page.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  dismissible = true,
  size = 'md',
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children: ReactNode
  dismissible?: boolean
  /** `lg` for pickers and editors that need room (a cropper, a product list); `xl` for previews and tables. A sheet on phones either way. */
  size?: 'md' | 'lg' | 'xl'
}) {
  const t = useT()
  const opener = useRef<HTMLElement | null>(null)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault()
            const target = opener.current
            opener.current = null
            if (target?.isConnected) target.focus()
          }}
          onEscapeKeyDown={(e) => {
            // Escape in an open list (a combobox's) closes that list, not the dialog around it
            const inOpenList = e.target instanceof HTMLElement && e.target.getAttribute('aria-expanded') === 'true'
            if (!dismissible || inOpenList) e.preventDefault()
          }}
          onPointerDownOutside={dismissible ? undefined : (e) => e.preventDefault()}
          onInteractOutside={dismissible ? undefined : (e) => e.preventDefault()}
          aria-describedby={description ? undefined : undefined}
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full ${size === 'xl' ? 'sm:max-w-3xl' : size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-md'} sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
            {dismissible && (
              <RadixDialog.Close aria-label={t('common.close')} className="-m-2 rounded-full p-2 text-neutral-600 hover:bg-neutral-100">
                <X aria-hidden className="size-5" />
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-sm text-neutral-700">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
