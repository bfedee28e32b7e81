import { CHAT_RULES, type ChatMessageType } from '@xinh/contracts'
import { ImagePlus, SendHorizontal } from 'lucide-react'
import { forwardRef, useImperativeHandle, useRef, useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { ProgressBar } from '#web/ui/progress-bar.tsx'
import { uploadMedia } from '#web/ui/upload-media.ts'
import { useToast } from '#web/ui/toast.tsx'
import { useChatT } from './i18n.tsx'

export type ComposerHandle = { insert: (text: string) => void }

/**
 * The message box: Enter sends, Shift+Enter starts a new line, empty or whitespace is never sent
 * (spec §5); one picture at a time with its upload progress.
 */
export const Composer = forwardRef<
  ComposerHandle,
  {
    disabled: boolean
    onSend: (content: string, type?: ChatMessageType) => void
    onTyping: (typing: boolean) => void
    /** Called before the first text goes out (the drawer sends the attached product card first). */
    beforeSend?: () => void
  }
>(function Composer({ disabled, onSend, onTyping, beforeSend }, ref) {
  const t = useChatT()
  const { bases, lang, country } = useApp()
  const toast = useToast()
  const [text, setText] = useState('')
  const [progress, setProgress] = useState<number | null>(null)
  const area = useRef<HTMLTextAreaElement>(null)
  const file = useRef<HTMLInputElement>(null)
  useImperativeHandle(ref, () => ({
    insert(value) {
      setText((before) => (before.trim() ? `${before} ${value}` : value))
      area.current?.focus()
    },
  }))

  function submit() {
    const value = text.trim()
    if (!value || disabled) return
    beforeSend?.()
    onSend(value, 'text')
    setText('')
    onTyping(false)
  }

  async function pick(f: File | undefined) {
    if (!f) return
    if (!(CHAT_RULES.imageTypes as readonly string[]).includes(f.type)) {
      toast(t('cw.image_type'), 'error')
      return
    }
    setProgress(0)
    try {
      const url = await uploadMedia(f, { base: bases.commerce, lang, country }, setProgress).done
      beforeSend?.()
      onSend(url, 'image')
    } catch (error) {
      toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error')
    } finally {
      setProgress(null)
      if (file.current) file.current.value = ''
    }
  }

  const uploading = progress !== null
  return (
    <div className="border-t border-neutral-200 bg-white p-2">
      {uploading && (
        <ProgressBar value={progress} label={t('cw.image_uploading', { percent: Math.round((progress ?? 0) * 100) })} className="mb-2" />
      )}
      <form
        className="flex items-end gap-1"
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <input
          ref={file}
          type="file"
          accept={CHAT_RULES.imageTypes.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void pick(e.target.files?.[0])}
          data-testid="chat-image-input"
        />
        <button
          type="button"
          disabled={disabled || uploading}
          onClick={() => file.current?.click()}
          aria-label={t('cw.image')}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100 disabled:opacity-50"
        >
          <ImagePlus aria-hidden className="size-5" />
        </button>
        <textarea
          ref={area}
          rows={1}
          value={text}
          disabled={disabled}
          maxLength={CHAT_RULES.textMax}
          aria-label={t('cw.input_label')}
          placeholder={t('cw.input_placeholder')}
          title={t('cw.input_hint')}
          data-testid="chat-input"
          className="max-h-32 min-h-11 flex-1 resize-none rounded-lg border border-neutral-300 px-3 py-2 text-sm"
          onChange={(e) => {
            setText(e.target.value)
            onTyping(e.target.value.trim().length > 0)
          }}
          onBlur={() => onTyping(false)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault()
              submit()
            }
          }}
        />
        <button
          type="submit"
          disabled={disabled || !text.trim()}
          aria-label={t('cw.send')}
          data-testid="chat-send"
          className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-50"
        >
          <SendHorizontal aria-hidden className="size-5" />
        </button>
      </form>
    </div>
  )
})
