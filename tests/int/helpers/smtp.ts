import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on loopback that keeps every message it receives, parsed. It listens on
 * the port the run's global setup gave the app (SMTP_PORT), and can be stopped and started
 * again there to play a mail server that is down for a while.
 */
export class CapturingSmtpServer {
  readonly messages: ParsedMail[] = []
  private server: SMTPServer | null = null

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
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
}
