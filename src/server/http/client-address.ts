import { parseTrustedProxies, resolveClientIp } from '@/lib/http/client-ip'

import { PEER_ADDRESS_HEADER } from './peer-address'

// Read once: a malformed TRUSTED_PROXIES stops the server at start instead of being ignored.
const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES)

export const clientAddress = (req: { headers: Headers }): string =>
  resolveClientIp({
    peer: req.headers.get(PEER_ADDRESS_HEADER),
    forwardedFor: req.headers.get('x-forwarded-for'),
    trusted,
  })
