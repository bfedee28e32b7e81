import {
  SETTINGS_DEFAULTS,
  SETTINGS_GROUPS,
  SETTINGS_SCHEMAS,
  type SettingsGroup,
  type TPlatformSettings,
  type TSettingsValues,
} from '@xinh/contracts'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import type { Db, DbOrTx } from '#server/platform/db/client.ts'
import { inTransaction } from '#server/platform/db/transaction.ts'
import { recordAudit } from '../audit/index.ts'
import * as repo from './settings.repo.ts'

export type SettingsDeps = {
  db: Db
  /** Defaults that deployment configuration overrides (e.g. ORDER_UNPAID_CANCEL_DAYS). */
  defaults?: { [G in SettingsGroup]?: Partial<TSettingsValues[G]> }
}

/**
 * Platform settings (issue 14): typed groups with defaults, read by the modules that apply them
 * (checkout: COD threshold and time to pay; orders: the unpaid-order job; ledger: fees) and
 * edited by admins, every change audited with before → after in its transaction.
 */
export function createSettingsService({ db, defaults = {} }: SettingsDeps) {
  const defaultOf = <G extends SettingsGroup>(group: G): TSettingsValues[G] =>
    ({ ...SETTINGS_DEFAULTS[group], ...(defaults[group] ?? {}) }) as TSettingsValues[G]

  /**
   * A stored value that no longer fits its schema (a field added or tightened since) falls back
   * to the defaults field by field, so a read never fails.
   */
  function settingOf<G extends SettingsGroup>(group: G, stored: unknown): TSettingsValues[G] {
    const merged = { ...defaultOf(group), ...(stored && typeof stored === 'object' ? stored : {}) }
    const parsed = SETTINGS_SCHEMAS[group].safeParse(merged)
    return parsed.success ? (parsed.data as TSettingsValues[G]) : defaultOf(group)
  }

  /** One group's values; pass the transaction when reading inside one (PGlite runs one at a time). */
  async function read<G extends SettingsGroup>(group: G, tx: DbOrTx = db): Promise<TSettingsValues[G]> {
    const [row] = await repo.readRows(tx, [group])
    return settingOf(group, row?.value)
  }

  async function all({ actor }: { actor: Actor }): Promise<TPlatformSettings> {
    requireRole(actor, 'admin')
    const rows = new Map((await repo.readRows(db, [...SETTINGS_GROUPS])).map((r) => [r.key, r]))
    const updated = (g: SettingsGroup) => {
      const r = rows.get(g)
      return r ? { at: r.updatedAt.toISOString(), by: r.by ?? null } : null
    }
    return {
      fees: settingOf('fees', rows.get('fees')?.value),
      orders: settingOf('orders', rows.get('orders')?.value),
      remote_config: settingOf('remote_config', rows.get('remote_config')?.value),
      updated: { fees: updated('fees'), orders: updated('orders'), remote_config: updated('remote_config') },
    }
  }

  /** Saves a whole group (already parsed by its schema); audited as `settings.<group>.update`. */
  async function update<G extends SettingsGroup>({ actor, group, value }: { actor: Actor; group: G; value: TSettingsValues[G] }) {
    const admin = requireRole(actor, 'admin')
    await inTransaction(db, async (tx) => {
      const current = await repo.lockRow(tx, group)
      const before = settingOf(group, current?.value)
      if (JSON.stringify(before) === JSON.stringify(value) && current) return
      await repo.upsert(tx, group, value, admin.userId)
      await recordAudit(tx, {
        actorId: admin.userId,
        action: `settings.${group}.update`,
        targetType: 'settings',
        targetId: group,
        before,
        after: value,
      })
    })
    return all({ actor })
  }

  /** What every client reads (spec §7 remote config). */
  const remoteConfig = () => read('remote_config')

  return { read, all, update, remoteConfig }
}
export type SettingsService = ReturnType<typeof createSettingsService>
