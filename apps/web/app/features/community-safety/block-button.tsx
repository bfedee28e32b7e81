import { communityBlockPath, type TUserBlockState } from '@xinh/contracts'
import { Ban } from 'lucide-react'
import { useState } from 'react'
import { useApp } from '#web/lib/app-context.tsx'
import { ApiError } from '#web/lib/api.ts'
import { useT } from '#web/lib/i18n/index.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { useToast } from '#web/ui/toast.tsx'

/**
 * Block / unblock a member (issue 16, notify2), for the wall `/tuong/{id}` and wherever a member
 * is shown. The caller gives the state it loaded (`GET /community/v1/block/user/{id}`, or false);
 * blocking asks first (what it does), unblocking does not. One block list with chat: a blocked
 * user can no longer comment on, reply to, follow or message the blocker.
 */
export function BlockButton({
  userId,
  userName,
  blocked: initial,
  onChange,
  className,
}: {
  userId: string
  userName: string
  blocked: boolean
  onChange?: (state: TUserBlockState) => void
  className?: string
}) {
  const t = useT()
  const { api } = useApp()
  const toast = useToast()
  const [blocked, setBlocked] = useState(initial)
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)

  async function apply(next: boolean) {
    const path = communityBlockPath(userId)
    const state = next ? await api.put<TUserBlockState>(path) : await api.delete<TUserBlockState>(path)
    setBlocked(state.blocked_by_me)
    onChange?.(state)
    toast(t(next ? 'safety.blocked_toast' : 'safety.unblocked_toast', { name: userName }), 'success')
  }

  async function unblock() {
    setBusy(true)
    try {
      await apply(false)
    } catch (error) {
      toast(error instanceof ApiError && error.message ? error.message : t('safety.failed'), 'error')
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="secondary"
        className={className}
        loading={busy}
        aria-pressed={blocked}
        data-testid="block-button"
        onClick={() => (blocked ? void unblock() : setAsking(true))}
      >
        <Ban aria-hidden className="size-4" />
        {blocked ? t('safety.unblock') : t('safety.block')}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('safety.block_confirm_title', { name: userName })}
        body={t('safety.block_confirm_body')}
        confirmLabel={t('safety.block_confirm')}
        cancelLabel={t('safety.cancel')}
        tone="danger"
        onConfirm={() => apply(true)}
        testId="block-confirm"
      />
    </>
  )
}
