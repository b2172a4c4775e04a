import type { Server } from 'node:http'

// Any phone sends its headers at once, so a client still sending after 20 s trickles on purpose.
// Five minutes covers a 5 MB slip over a weak mobile link and a 100 MB video over an office uplink.
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
