import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { expect } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type SunkMail = {
  to: string[]
  replyTo: string | null
  subject: string
  text: string
  /** The HTML part, to be drawn in the browser as a mail program would. */
  html: string
  attachments: Array<{ filename: string; contentType: string; size: number }>
}

const addresses = (field: unknown): string[] =>
  [field]
    .flat()
    .filter(Boolean)
    .flatMap((list) => (list as { value: Array<{ address?: string }> }).value)
    .map((entry) => entry.address?.toLowerCase() ?? '')

/**
 * A real SMTP server on loopback for the end-to-end run: the site's e-mail job sends to it,
 * and each message it receives is written to `folder` as JSON, for the tests (in other
 * processes) to read back. Resolves to a function that stops it.
 */
export const startMailSink = async (port: number, folder: string): Promise<() => Promise<void>> => {
  await mkdir(folder, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The site keeps its SMTP connections open (pooled): stopping drops them at once instead
    // of waiting out smtp-server's 30 s grace for open sessions.
    closeTimeout: 100,
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then(async (mail) => {
          const sunk: SunkMail = {
            to: [...addresses(mail.to), ...addresses(mail.cc)],
            replyTo: mail.replyTo?.value[0]?.address ?? null,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              size: file.size,
            })),
          }
          await writeFile(path.join(folder, `${Date.now()}-${count++}.json`), JSON.stringify(sunk))
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

const readMails = async (): Promise<SunkMail[]> => {
  const folder = process.env.E2E_MAIL_DIR
  if (!folder) throw new Error('no E2E_MAIL_DIR: did tests/e2e/global-setup.ts run?')
  const names = await readdir(folder)
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8'))),
  )
}

/** The mails the site sent to an address, once the e-mail job has sent `count` of them. */
export const mailsTo = async (address: string, count = 1): Promise<SunkMail[]> => {
  let found: SunkMail[] = []
  await expect
    .poll(
      async () => {
        found = (await readMails()).filter((mail) => mail.to.includes(address.toLowerCase()))
        return found.length
      },
      { message: `e-mails to ${address}`, timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count)
  return found
}
