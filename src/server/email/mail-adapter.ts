import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

import { parseSenderAddress } from '@/lib/email/sender-address'

const DEFAULT_SENDER_NAME = 'Malaysia Leadership Academy'

/** Whether e-mail goes to a real mail server (SMTP_HOST set) or is only written to the log. */
export const smtpConfigured = (): boolean => Boolean(process.env.SMTP_HOST)

/**
 * SMTP through nodemailer when SMTP_HOST is set; otherwise none, and Payload writes each
 * e-mail to the log. Start-up never waits for the mail server (no verify), and a dead
 * server fails a send within seconds, so the e-mail job can retry later.
 */
export const mailAdapter = (): Promise<EmailAdapter> | undefined => {
  if (!smtpConfigured()) return undefined
  const sender = parseSenderAddress(process.env.EMAIL_FROM, DEFAULT_SENDER_NAME) ?? {
    name: DEFAULT_SENDER_NAME,
    address: `no-reply@${process.env.SMTP_HOST}`,
  }
  const user = process.env.SMTP_USER
  return nodemailerAdapter({
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    skipVerify: true,
    transportOptions: {
      host: process.env.SMTP_HOST,
      port: Number(process.env.SMTP_PORT || 587),
      secure: process.env.SMTP_SECURE === 'true',
      ...(user ? { auth: { user, pass: process.env.SMTP_PASS ?? '' } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
  })
}
