import * as RadixDialog from '@radix-ui/react-dialog'
import { Bot, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ErrorState } from '#web/ui/error-state.tsx'
import { ListSkeleton } from '#web/ui/skeleton.tsx'
import { AssistantI18n, useAssistantT } from './i18n.tsx'
import { InputBar } from './input-bar.tsx'
import { MeasurementModal } from './measurement-modal.tsx'
import { Conversation, SuggestedActions } from './messages.tsx'
import { useAssistant } from './use-assistant.ts'
import { WidgetContext } from './widget-context.ts'

/** The lazy chunk the launcher loads: the whole panel with its own strings. */
export default function AssistantPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AssistantI18n>
      <Panel open={open} onClose={onClose} />
    </AssistantI18n>
  )
}

/**
 * spec §2 shopping-assistant widget: header, body, input. A modal dialog (focus trapped inside,
 * Escape closes, focus back on the launcher); a full-height sheet on phones, a floating panel
 * on wider screens. Replies are announced through the log's live region.
 */
function Panel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useAssistantT()
  const chat = useAssistant(open)
  const end = useRef<HTMLDivElement>(null)
  const [announce, setAnnounce] = useState('')
  const [measuring, setMeasuring] = useState(false)
  // closed, the focus goes back where it was when the panel opened (the launcher), if still there
  const opener = useRef<HTMLElement | null>(null)
  const widget = { ...chat, close: onClose, openMeasurements: () => setMeasuring(true) }

  // spec §2: the list scrolls to the newest message
  const last = chat.messages.at(-1)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or the typing dots are what scrolls
  useEffect(() => {
    if (open) end.current?.scrollIntoView({ block: 'end' })
  }, [open, last?.id, chat.waiting])
  // the newest reply, read out once (the log itself is not live: history would be read in full)
  useEffect(() => {
    if (last && !last.isUser && !chat.waiting) setAnnounce(last.content)
  }, [last, chat.waiting])

  const title = chat.texts?.title ?? t('asst.title')
  const greeting = chat.texts
    ? chat.variant === 'funny'
      ? chat.texts.greeting_funny
      : chat.texts.greeting_normal
    : t(`asst.greeting_${chat.variant}`)
  const empty = chat.historyState === 'ready' && chat.messages.length === 0

  return (
    <WidgetContext.Provider value={widget}>
      <RadixDialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/30 md:bg-black/10" />
          <RadixDialog.Content
            aria-describedby={undefined}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
            }}
            onCloseAutoFocus={(e) => {
              e.preventDefault()
              if (opener.current?.isConnected) opener.current.focus()
            }}
            data-testid="assistant-panel"
            className="fixed inset-0 z-50 flex flex-col bg-white shadow-2xl md:inset-auto md:right-5 md:bottom-5 md:h-[min(680px,calc(100dvh-2.5rem))] md:w-[400px] md:rounded-2xl"
          >
            <header className="flex items-center gap-3 border-b border-neutral-200 px-4 py-3 pt-[max(0.75rem,env(safe-area-inset-top))]">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Bot aria-hidden className="size-6" />
              </span>
              <div className="min-w-0 flex-1">
                <RadixDialog.Title className="truncate text-base font-bold">{title}</RadixDialog.Title>
                <p className="text-xs text-neutral-600">{t('asst.subtitle')}</p>
              </div>
              <RadixDialog.Close
                aria-label={t('asst.close')}
                className="flex size-10 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100"
                data-testid="assistant-close"
              >
                <X aria-hidden className="size-5" />
              </RadixDialog.Close>
            </header>
            <div className="flex-1 overflow-y-auto overscroll-contain bg-neutral-50 px-3 py-4" data-testid="assistant-body">
              {chat.historyState === 'loading' && chat.messages.length === 0 && <ListSkeleton rows={3} label={t('asst.history_loading')} />}
              {chat.historyState === 'error' && (
                <ErrorState title={t('asst.history_error')} retryLabel={t('asst.retry')} onRetry={() => void chat.loadHistory()} />
              )}
              {chat.historyState !== 'loading' && (
                <div role="log" aria-label={t('asst.log')} className="flex flex-col gap-3">
                  <Conversation greeting={greeting} />
                  {empty && <SuggestedActions />}
                </div>
              )}
              {chat.waiting && (
                <div className="mt-3 flex items-center gap-2" data-testid="assistant-typing">
                  <span className="flex gap-1 rounded-2xl rounded-bl-sm bg-white px-3 py-3 shadow-sm" aria-hidden>
                    <span className="size-2 animate-bounce rounded-full bg-neutral-400" />
                    <span className="size-2 animate-bounce rounded-full bg-neutral-400 [animation-delay:150ms]" />
                    <span className="size-2 animate-bounce rounded-full bg-neutral-400 [animation-delay:300ms]" />
                  </span>
                  <span className="sr-only">{t('asst.typing')}</span>
                </div>
              )}
              <div ref={end} />
            </div>
            <p aria-live="polite" className="sr-only" data-testid="assistant-live">
              {announce}
            </p>
            <InputBar placeholder={chat.texts?.placeholder ?? t('asst.placeholder')} />
            <MeasurementModal
              open={measuring}
              onCancel={() => setMeasuring(false)}
              onSaved={() => {
                setMeasuring(false)
                void chat.send({ message: t('asst.measurements_saved'), action: { type: 'try_on' } })
              }}
            />
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </WidgetContext.Provider>
  )
}
