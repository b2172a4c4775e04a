import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type SMTPPool from 'nodemailer/lib/smtp-pool'
import type { EmailAdapter } from 'payload'

import { emailQueueSettings } from '@/lib/email/queue-settings'
import { parseSenderAddress } from '@/lib/email/sender-address'

const DEFAULT_SENDER_NAME = 'Malaysia Leadership Academy'

export const smtpConfigured = (): boolean => Boolean(process.env.SMTP_HOST)

// No verify, so start-up never waits for the mail server; short timeouts let the e-mail job retry.
// Pooled, one connection per send the queue runs at once: a burst pays one SMTP greeting (and TLS
// handshake) per connection, not per e-mail.
export const mailAdapter = (): Promise<EmailAdapter> | undefined => {
  if (!smtpConfigured()) return undefined
  const sender = parseSenderAddress(process.env.EMAIL_FROM, DEFAULT_SENDER_NAME) ?? {
    name: DEFAULT_SENDER_NAME,
    address: `no-reply@${process.env.SMTP_HOST}`,
  }
  const user = process.env.SMTP_USER
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
