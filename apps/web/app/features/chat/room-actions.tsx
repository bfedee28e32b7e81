import { CHAT_PATHS, CHAT_REPORT_REASONS, type TChatRoom } from '@xinh/contracts'
import { EllipsisVertical } from 'lucide-react'
import { useState } from 'react'
import { ApiError } from '#web/lib/api.ts'
import { useApp } from '#web/lib/app-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { Dialog } from '#web/ui/dialog.tsx'
import { useToast } from '#web/ui/toast.tsx'
import { useChatT } from './i18n.tsx'

const path = (p: string, id: string) => p.replace(':id', id)

/** A room's options: mark unread, hide, block or unblock, report the other side (lands in the admin queue). */
export function RoomActions({ room, onRoom, onLeave }: { room: TChatRoom; onRoom: (room: TChatRoom) => void; onLeave: () => void }) {
  const t = useChatT()
  const { api } = useApp()
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [reporting, setReporting] = useState(false)
  const [reason, setReason] = useState<(typeof CHAT_REPORT_REASONS)[number]>('spam')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)

  async function run<T>(fn: () => Promise<T>, then: (r: T) => void) {
    setBusy(true)
    try {
      then(await fn())
    } catch (error) {
      toast(error instanceof ApiError && error.message ? error.message : t('common.network_error'), 'error')
    } finally {
      setBusy(false)
      setOpen(false)
    }
  }
  const item = 'block w-full px-3 py-2 text-left text-sm hover:bg-neutral-100'
  return (
    <div className="relative">
      <button
        type="button"
        aria-label={t('cw.menu')}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex size-10 items-center justify-center rounded-lg hover:bg-neutral-100"
        data-testid="chat-room-menu"
      >
        <EllipsisVertical aria-hidden className="size-5" />
      </button>
      {open && (
        <ul className="absolute top-full right-0 z-10 w-56 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-neutral-200">
          <li>
            <button
              type="button"
              className={item}
              disabled={busy}
              onClick={() => void run(() => api.put(path(CHAT_PATHS.unreadRoom, room._id)), onLeave)}
            >
              {t('cw.mark_unread')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={item}
              disabled={busy}
              onClick={() => void run(() => api.post(path(CHAT_PATHS.hide, room._id)), onLeave)}
            >
              {t('cw.hide')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={item}
              disabled={busy}
              onClick={() =>
                void run(
                  () =>
                    room.blocked_by_me
                      ? api.delete<{ blocked_by_me: boolean; blocked_by_peer: boolean }>(path(CHAT_PATHS.block, room._id))
                      : api.post<{ blocked_by_me: boolean; blocked_by_peer: boolean }>(path(CHAT_PATHS.block, room._id)),
                  (state) => onRoom({ ...room, ...state }),
                )
              }
            >
              {room.blocked_by_me ? t('cw.unblock') : t('cw.block')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={`${item} text-red-700`}
              onClick={() => {
                setOpen(false)
                setReporting(true)
              }}
            >
              {t('cw.report')}
            </button>
          </li>
        </ul>
      )}
      <Dialog open={reporting} onOpenChange={setReporting} title={t('cw.report_title')}>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            void run(
              () => api.post(path(CHAT_PATHS.report, room._id), { reason, note }),
              () => {
                setReporting(false)
                setNote('')
                toast(t('cw.report_sent'), 'success')
              },
            )
          }}
        >
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-semibold">{t('cw.report_reason')}</legend>
            {CHAT_REPORT_REASONS.map((r) => (
              <label key={r} className="flex min-h-9 items-center gap-2 text-sm">
                <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
                {t(`cw.reason.${r}`)}
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1 text-sm">
            {t('cw.report_note')}
            <textarea
              value={note}
              maxLength={500}
              rows={3}
              onChange={(e) => setNote(e.target.value)}
              className="rounded-lg border border-neutral-300 px-2 py-1"
            />
          </label>
          <Button type="submit" loading={busy}>
            {t('cw.report')}
          </Button>
        </form>
      </Dialog>
    </div>
  )
}
