import type { Lang, TContactCreate, TContactReceipt } from '@xinh/contracts'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Actor } from '#server/platform/auth/actor.ts'
import type { Db } from '#server/platform/db/client.ts'
import type { Notifier } from '#server/platform/notify.ts'
import { enqueueOutbox, type Outbox, type OutboxHandler } from '#server/platform/outbox.ts'
import { contactMessages } from './contact.tables.ts'

export const CONTACT_TOPIC = 'contact.message'

const SOURCE_LABEL = {
  seller: 'trang Bán hàng cùng Xinh (/seller)',
  download: 'trang Tải ứng dụng (/download)',
  home: 'trang chủ',
} as const

/** The support inbox's e-mail: plain text, in Vietnamese (the support team's language), every field named. */
export function contactMail(m: typeof contactMessages.$inferSelect) {
  const when = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'short' }).format(
    m.createdAt,
  )
  return {
    subject: `[Liên hệ] ${m.name} – ${m.phone}`,
    text: [
      `Liên hệ mới từ ${SOURCE_LABEL[m.source]} lúc ${when}:`,
      '',
      `Họ tên: ${m.name}`,
      `Số điện thoại: ${m.phone}`,
      `Email: ${m.email ?? '—'}`,
      `Ngôn ngữ: ${m.lang}`,
      '',
      m.message,
      '',
      `Mã liên hệ: ${m.id}`,
    ].join('\n'),
  }
}

/**
 * The landing contact form (issue 18, docs/api/contact.md): the message is stored and, in the same
 * transaction, an outbox message is written; after commit the outbox dispatcher e-mails it to the
 * support inbox exactly once (a crash between the two is picked up by the sweeper).
 */
export function createContactService(deps: { db: Db; outbox: Outbox; notifier: Notifier; supportEmail: string; log: FastifyBaseLogger }) {
  const { db, notifier, supportEmail } = deps

  const deliver: OutboxHandler = async (message, deliveries) => {
    if (deliveries.has('mail', supportEmail)) return
    const id = message.payload.contact_id
    if (typeof id !== 'string') return
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1)
    if (!row) return
    await notifier.sendMail({ to: supportEmail, ...contactMail(row) })
    await deliveries.record(db, 'mail', supportEmail, 'sent')
  }
  deps.outbox.register(CONTACT_TOPIC, deliver)

  async function send({ actor, lang, input }: { actor: Actor; lang: Lang; input: TContactCreate }): Promise<TContactReceipt> {
    const row = await db.transaction(async (tx) => {
      const [r] = await tx
        .insert(contactMessages)
        .values({
          name: input.name,
          phone: input.phone,
          email: input.email ?? null,
          message: input.message,
          source: input.source,
          lang,
          userId: actor.kind === 'user' && !actor.isGuest ? actor.userId : null,
        })
        .returning()
      const saved = r as typeof contactMessages.$inferSelect
      await enqueueOutbox(tx, { topic: CONTACT_TOPIC, payload: { contact_id: saved.id }, dedupeKey: `contact:${saved.id}` })
      return saved
    })
    return { _id: row.id, created_at: row.createdAt.toISOString() }
  }

  return { send }
}
export type ContactService = ReturnType<typeof createContactService>
