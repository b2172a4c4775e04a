/**
 * A real SMTP server on loopback for the benchmark: the site's e-mail job delivers to it, and
 * it notes when each message arrived for each recipient (from the SMTP envelope; the message
 * itself is read and dropped).
 */
import { SMTPServer } from 'smtp-server'

export type SmtpSink = {
  port: number
  /** Arrival times (ms since the epoch) of the messages to an address, in order. */
  arrivalsTo: (address: string) => number[]
  /** Messages received in all. */
  received: () => number
  stop: () => Promise<void>
}

export const startSmtpSink = async (port: number): Promise<SmtpSink> => {
  const arrivals = new Map<string, number[]>()
  let received = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The site's pool keeps connections open between bursts.
    socketTimeout: 10 * 60_000,
    onData: (stream, session, callback) => {
      stream.on('data', () => undefined)
      stream.on('end', () => {
        const at = Date.now()
        received++
        for (const { address } of session.envelope.rcptTo) {
          const key = address.toLowerCase()
          arrivals.set(key, [...(arrivals.get(key) ?? []), at])
        }
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    port,
    arrivalsTo: (address) => arrivals.get(address.toLowerCase()) ?? [],
    received: () => received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
