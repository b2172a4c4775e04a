import http from 'node:http'

/**
 * The TCP peer's address, written onto every request by the server itself. Route handlers
 * only see headers, and Next.js fills X-Forwarded-For with the socket address only when the
 * client sent none, so a forged header would otherwise decide who a client is. Whatever a
 * client sends under this name is overwritten.
 */
export const PEER_ADDRESS_HEADER = 'x-academy-peer-address'

let installed = false

/** Stamps the peer address on each request of every HTTP server in this process. */
export const installPeerAddressStamp = (): void => {
  if (installed) return
  installed = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? ''
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof emit
}
