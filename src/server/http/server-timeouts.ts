import type { Server } from 'node:http'

/**
 * How long the server waits on a client. Headers are a few hundred bytes that any phone sends
 * at once, so a client still sending them after 20 s is trickling on purpose. A whole request
 * may take five minutes: a 5 MB bank slip over a weak mobile link (about 150 kbit/s) takes
 * under that, and so does a staff member's 100 MB video over an ordinary office uplink. An
 * idle kept-alive connection is closed after 5 s (browsers reuse it within that, or open a
 * new one), and a connection silent for two minutes is closed whatever it was doing.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 20_000,
  requestTimeout: 300_000,
  keepAliveTimeout: 5_000,
  idleSocketTimeout: 120_000,
} as const

export const applyServerTimeouts = (server: Server): void => {
  server.headersTimeout = SERVER_TIMEOUTS.headersTimeout
  server.requestTimeout = SERVER_TIMEOUTS.requestTimeout
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout
  server.setTimeout(SERVER_TIMEOUTS.idleSocketTimeout, (socket) => socket.destroy())
}
