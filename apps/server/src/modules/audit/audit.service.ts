import type { TAuditEntry, TAuditPage, TAuditQuery } from '@xinh/contracts'
import { ADMIN_CORE, vietnamDay } from '@xinh/contracts'
import ExcelJS from 'exceljs'
import { type Actor, requireRole } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import { AppError } from '#server/platform/errors.ts'
import * as repo from './audit.repo.ts'

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The cursor is the last row's (created_at, id), opaque to clients. */
function encodeCursor(row: { createdAt: Date; id: string }) {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url')
}
function decodeCursor(cursor: string): repo.AuditCursor {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  const date = at ? new Date(at) : undefined
  if (!date || Number.isNaN(date.getTime()) || !id || !/^[0-9a-f-]{36}$/i.test(id))
    throw new AppError('VALIDATION_FAILED', { fields: { cursor: 'v.invalid' } })
  return { createdAt: date, id }
}

function present(row: repo.AuditRow): TAuditEntry {
  return {
    _id: row.id,
    actor: row.actorId ? { _id: row.actorId, user_name: row.actorName ?? '', email: row.actorEmail } : null,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  }
}

const filtersOf = (q: TAuditQuery): repo.AuditFilters => ({
  actor: q.actor,
  action: q.action,
  targetType: q.target_type,
  targetId: q.target_id,
  from: q.from,
  to: q.to,
})

/** A value as one readable cell: `key: value` per line, nested values as JSON. */
export function readable(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value !== 'object') return String(value)
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join('\n')
}

/** The audit trail's reads (the writes are `recordAudit`, inside each admin action's transaction). */
export function createAuditService({ db }: { db: Db }) {
  async function list({ actor, query }: { actor: Actor; query: TAuditQuery }): Promise<TAuditPage> {
    requireRole(actor, 'admin')
    const after = query.cursor ? decodeCursor(query.cursor) : undefined
    const rows = await repo.listEntries(db, filtersOf(query), { after, limit: query.limit + 1 })
    const page = rows.slice(0, query.limit)
    const last = page.at(-1)
    return { items: page.map(present), next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null }
  }

  /** The filtered rows (newest first, at most ADMIN_CORE.auditExportMax) as an .xlsx workbook. */
  async function exportXlsx({ actor, query }: { actor: Actor; query: TAuditQuery }) {
    requireRole(actor, 'admin')
    const rows = await repo.listEntries(db, filtersOf(query), { limit: ADMIN_CORE.auditExportMax })
    const book = new ExcelJS.Workbook()
    book.created = new Date()
    const sheet = book.addWorksheet('Nhat ky')
    sheet.columns = [
      { header: 'Thời điểm (UTC)', key: 'at', width: 22 },
      { header: 'Quản trị viên', key: 'actor', width: 28 },
      { header: 'Email', key: 'email', width: 28 },
      { header: 'Thao tác', key: 'action', width: 26 },
      { header: 'Loại đối tượng', key: 'target_type', width: 18 },
      { header: 'Mã đối tượng', key: 'target_id', width: 38 },
      { header: 'Trước', key: 'before', width: 40 },
      { header: 'Sau', key: 'after', width: 40 },
      { header: 'Lý do', key: 'reason', width: 40 },
    ]
    sheet.getRow(1).font = { bold: true }
    sheet.views = [{ state: 'frozen', ySplit: 1 }]
    for (const r of rows)
      sheet.addRow({
        at: r.createdAt,
        actor: r.actorName ?? (r.actorId ? r.actorId : 'system'),
        email: r.actorEmail ?? '',
        action: r.action,
        target_type: r.targetType,
        target_id: r.targetId,
        before: readable(r.before),
        after: readable(r.after),
        reason: r.reason ?? '',
      })
    sheet.getColumn('at').numFmt = 'yyyy-mm-dd hh:mm:ss'
    for (const key of ['before', 'after', 'reason']) sheet.getColumn(key).alignment = { wrapText: true, vertical: 'top' }
    const data = Buffer.from(await book.xlsx.writeBuffer())
    const stamp = vietnamDay() // the admin's date, not UTC's
    return { data, fileName: `nhat-ky-quan-tri-${stamp}.xlsx`, rows: rows.length }
  }

  return { list, exportXlsx }
}
export type AuditService = ReturnType<typeof createAuditService>
