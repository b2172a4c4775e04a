import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message the server has read but not yet answered: its sender waits until `release`. */
export type HeldMessage = { arrived: Promise<ParsedMail>; release: () => void }

/**
 * A real SMTP server on loopback that keeps every message it receives, parsed. It listens on
 * the port the run's global setup gave the app (SMTP_PORT), and can be stopped and started
 * again there to play a mail server that is down for a while. `holdNext` keeps the next
 * message's sender waiting for the server's answer, to stop a send half-way on purpose.
 */
export class CapturingSmtpServer {
  readonly messages: ParsedMail[] = []
  private server: SMTPServer | null = null
  private held: { arrive: (mail: ParsedMail) => void; released: Promise<void> } | null = null

  holdNext(): HeldMessage {
    let arrive: (mail: ParsedMail) => void = () => undefined
    let release: () => void = () => undefined
    const arrived = new Promise<ParsedMail>((resolve) => (arrive = resolve))
    const released = new Promise<void>((resolve) => (release = resolve))
    this.held = { arrive, released }
    return { arrived, release }
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Stopping plays a server going down: the site's pooled connections are told so (421)
      // and dropped at once, instead of the 30 s grace smtp-server gives open sessions.
      closeTimeout: 100,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then(async (mail) => {
            const held = this.held
            if (held) {
              this.held = null
              held.arrive(mail)
              await held.released
            }
            this.messages.push(mail)
            callback()
          })
          .catch(callback)
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(Number(process.env.SMTP_PORT), '127.0.0.1', () => resolve())
    })
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** Messages sent to an address (To or Cc). */
  to(address: string): ParsedMail[] {
    return this.messages.filter((mail) => {
      const recipients = [mail.to, mail.cc].flat().filter(Boolean) as Array<{
        value: Array<{ address?: string }>
      }>
      return recipients.some((list) => list.value.some((entry) => entry.address === address))
    })
  }

  /** Messages that name an address anywhere: recipients, Reply-To or text. */
  mentioning(address: string): ParsedMail[] {
    const needle = address.toLowerCase()
    return this.messages.filter((mail) =>
      [mail.to, mail.cc, mail.replyTo, mail.text, mail.html].flat().some((part) =>
        JSON.stringify(part ?? '')
          .toLowerCase()
          .includes(needle),
      ),
    )
  }
}
