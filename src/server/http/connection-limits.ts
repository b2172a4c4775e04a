import type { Server } from 'node:http'

import { isTrustedProxy, rateLimitClient, type TrustedProxies } from '@/lib/http/client-ip'

export type ConnectionLimits = {
  /** Open connections one client (an IPv4 address, an IPv6 /64) may hold at once. */
  perClient: number
  /** Open connections in all: well under the process's open-file limit. */
  total: number
  trustedProxies: TrustedProxies
}

const positive = (setting: string | undefined, fallback: number): number => {
  const value = Number(setting)
  return setting?.trim() && Number.isInteger(value) && value > 0 ? value : fallback
}

// A browser opens at most six connections to a site, so the default admits a large office behind
// one address.
export const connectionLimitsFrom = (
  env: Record<string, string | undefined>,
  trustedProxies: TrustedProxies,
): ConnectionLimits => ({
  perClient: positive(env.CONNECTIONS_PER_CLIENT, 128),
  total: positive(env.CONNECTIONS_MAX, 4096),
  trustedProxies,
})

// A trusted proxy carries many visitors, so only the total applies to it (the proxy limits each).
export const limitConnections = (server: Server, limits: ConnectionLimits): void => {
  server.maxConnections = limits.total
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const peer = socket.remoteAddress
    if (!peer || isTrustedProxy(peer, limits.trustedProxies)) return
    const client = rateLimitClient(peer)
    const count = open.get(client) ?? 0
    if (count >= limits.perClient) {
      socket.destroy()
      return
    }
    open.set(client, count + 1)
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1
      if (left > 0) open.set(client, left)
      else open.delete(client)
    })
  })
}
