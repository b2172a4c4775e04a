import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type SMTPPool from 'nodemailer/lib/smtp-pool'
import type { EmailAdapter } from 'payload'

import { emailQueueSettings } from '@/lib/email/queue-settings'
import { parseSenderAddress } from '@/lib/email/sender-address'

const DEFAULT_SENDER_NAME = 'Malaysia Leadership Academy'

/** Whether e-mail goes to a real mail server (SMTP_HOST set) or is only written to the log. */
export const smtpConfigured = (): boolean => Boolean(process.env.SMTP_HOST)

/**
 * SMTP through nodemailer when SMTP_HOST is set; otherwise none, and Payload writes each
 * e-mail to the log. Start-up never waits for the mail server (no verify), and a dead
 * server fails a send within seconds, so the e-mail job can retry later. Connections are
 * pooled, as many as the queue sends at once: a burst of e-mails then costs one SMTP
 * greeting (and TLS handshake) per connection rather than one per e-mail.
 */
export const mailAdapter = (): Promise<EmailAdapter> | undefined => {
  if (!smtpConfigured()) return undefined
  const sender = parseSenderAddress(process.env.EMAIL_FROM, DEFAULT_SENDER_NAME) ?? {
    name: DEFAULT_SENDER_NAME,
    address: `no-reply@${process.env.SMTP_HOST}`,
  }
  const user = process.env.SMTP_USER
  // The adapter hands these to nodemailer's createTransport, which makes a pool of them.
  const transportOptions: SMTPPool.Options = {
    host: process.env.SMTP_HOST,
    port: Number(process.env.SMTP_PORT || 587),
    secure: process.env.SMTP_SECURE === 'true',
    ...(user ? { auth: { user, pass: process.env.SMTP_PASS ?? '' } } : {}),
    pool: true,
    maxConnections: emailQueueSettings(process.env).concurrency,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
  return nodemailerAdapter({
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    skipVerify: true,
    transportOptions,
  })
}
