import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

export type Mail = { to: string; subject: string; text: string; html?: string }
export type Sms = { to: string; text: string }

/** Where SMS and e-mail go. Modules only see this interface. */
export interface Notifier {
  sendMail(mail: Mail): Promise<void>
  sendSms(sms: Sms): Promise<void>
}

/**
 * Development provider: every message is logged and written as JSON to DATA_DIR/outbox, so a
 * local user (and the tests) can read one-time codes without a real SMS or mail account.
 */
export function outboxNotifier(dir: string, log: FastifyBaseLogger): Notifier {
  let seq = 0
  const write = async (channel: 'mail' | 'sms', to: string, payload: object) => {
    await fs.mkdir(dir, { recursive: true })
    const safeTo = to.replace(/[^\w@.+-]/g, '_')
    const file = path.join(dir, `${Date.now()}-${process.pid}-${++seq}-${channel}-${safeTo}.json`)
    // written aside, then renamed: a reader polling the folder never sees half a message
    await fs.writeFile(`${file}.part`, JSON.stringify({ channel, to, at: new Date().toISOString(), ...payload }, null, 2))
    await fs.rename(`${file}.part`, file)
    log.info({ channel, to, file }, `outbox: ${channel} to ${to}`)
  }
  return {
    sendMail: (mail) => write('mail', mail.to, mail),
    sendSms: (sms) => write('sms', sms.to, sms),
  }
}

/** SMTP for mail when SMTP_URL is set; SMS still goes to the outbox until an SMS gateway is configured. */
export function smtpNotifier(smtpUrl: string, from: string, fallback: Notifier): Notifier {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    sendMail: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    },
    sendSms: (sms) => fallback.sendSms(sms),
  }
}
