import { ImagePlus, Loader2, SendHorizontal } from 'lucide-react'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { useToast } from '#web/ui/toast.tsx'
import { useAssistantT } from './i18n.tsx'
import { IMAGE_ACCEPT } from './use-assistant.ts'
import { useWidget } from './widget-context.ts'

/**
 * spec §2/§5 input bar: a picture (png, jpg, jpeg, gif; one upload at a time), multiline text, the
 * send icon. Enter sends; Shift+Enter or Alt+Enter makes a new line; empty or whitespace text is
 * never sent. Enter while an input method composes (Vietnamese Telex/VNI) only ends the word.
 */
export function InputBar({ placeholder }: { placeholder: string }) {
  const t = useAssistantT()
  const toast = useToast()
  const { send, sendImage, waiting, uploading } = useWidget()
  const [text, setText] = useState('')
  const file = useRef<HTMLInputElement>(null)
  const area = useRef<HTMLTextAreaElement>(null)
  const hintId = useId()

  const submit = () => {
    if (!text.trim() || waiting) return
    const message = text
    setText('')
    void send({ message })
    area.current?.focus()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return
    if (e.shiftKey || e.altKey) {
      // Alt+Enter inserts nothing by itself in a textarea: the new line is ours to add
      if (e.altKey) {
        e.preventDefault()
        const el = e.currentTarget
        const at = el.selectionStart
        const next = `${text.slice(0, at)}\n${text.slice(el.selectionEnd)}`
        setText(next)
        requestAnimationFrame(() => el.setSelectionRange(at + 1, at + 1))
      }
      return
    }
    e.preventDefault()
    submit()
  }
  const onFile = async (f: File | undefined) => {
    if (!f) return
    const result = await sendImage(f)
    if (result === 'type') toast(t('asst.image_type'), 'error')
    if (result === 'size') toast(t('asst.image_size'), 'error')
  }

  return (
    <form
      className="flex items-end gap-2 border-t border-neutral-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <input
        ref={file}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        onChange={(e) => {
          void onFile(e.target.files?.[0])
          e.target.value = ''
        }}
        data-testid="assistant-file"
      />
      <button
        type="button"
        onClick={() => file.current?.click()}
        disabled={uploading || waiting}
        aria-label={uploading ? t('asst.image_uploading') : t('asst.image_pick')}
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 disabled:opacity-50"
        data-testid="assistant-image"
      >
        {uploading ? <Loader2 aria-hidden className="size-5 animate-spin" /> : <ImagePlus aria-hidden className="size-5" />}
      </button>
      <textarea
        ref={area}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        rows={Math.min(4, text.split('\n').length)}
        maxLength={1000}
        placeholder={placeholder}
        aria-label={t('asst.input_label')}
        aria-describedby={hintId}
        className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-neutral-300 px-3 py-2.5 text-base leading-snug focus:border-brand-600"
        data-testid="assistant-input"
      />
      <span id={hintId} className="sr-only">
        {t('asst.input_hint')}
      </span>
      <button
        type="submit"
        disabled={!text.trim() || waiting}
        aria-label={t('asst.send')}
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 disabled:bg-neutral-300"
        data-testid="assistant-send"
      >
        <SendHorizontal aria-hidden className="size-5" />
      </button>
    </form>
  )
}
