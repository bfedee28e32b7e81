import type { AdminShopState, AdminUserState, Role } from '@xinh/contracts'
import type { Tone } from '#web/ui/status-badge.tsx'
import type { AdminKey } from '../i18n/index.ts'

export const roleKey = (r: Role) => `ad.role.${r}` as AdminKey
export const userStateKey = (s: AdminUserState) => `ad.ustate.${s}` as AdminKey
export const shopStateKey = (s: AdminShopState) => `ad.sstate.${s}` as AdminKey
export const verifyKey = (s: 'none' | 'pending' | 'approved' | 'rejected') => `ad.verify.${s}` as AdminKey

export const USER_STATE_TONE: Record<AdminUserState, Tone> = {
  active: 'success',
  locked: 'danger',
  pending_deletion: 'warning',
  deleted: 'neutral',
}
export const SHOP_STATE_TONE: Record<AdminShopState, Tone> = {
  open: 'success',
  paused: 'info',
  admin_paused: 'warning',
  closed: 'danger',
  waiting_approval: 'info',
  rejected: 'neutral',
}

/** The audit log's filters kept in the URL (the cursor aside). */
export const AUDIT_FILTERS = ['actor', 'action', 'target_type', 'target_id', 'from', 'to'] as const
