import ipaddr from 'ipaddr.js'

// The TCP peer, unless TRUSTED_PROXIES names a hop count or addresses and CIDR ranges; then the
// right-most X-Forwarded-For entry no trusted proxy added: entries left of it are the client's own.

export type TrustedProxies =
  | { kind: 'none' }
  | { kind: 'hops'; count: number }
  | { kind: 'ranges'; ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]> }

export const parseTrustedProxies = (value: string | undefined): TrustedProxies => {
  const text = value?.trim() ?? ''
  if (text === '' || text === '0') return { kind: 'none' }
  if (/^\d+$/.test(text)) return { kind: 'hops', count: Number(text) }
  const ranges = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        return entry.includes('/') ? ipaddr.parseCIDR(entry) : cidrOfAddress(ipaddr.parse(entry))
      } catch {
        throw new Error(`TRUSTED_PROXIES: "${entry}" is neither an address nor a CIDR range`)
      }
    })
  return { kind: 'ranges', ranges }
}

const cidrOfAddress = (address: ipaddr.IPv4 | ipaddr.IPv6): [ipaddr.IPv4 | ipaddr.IPv6, number] => [
  address,
  address.kind() === 'ipv4' ? 32 : 128,
]

export const normaliseAddress = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim().replace(/^\[|\]$/g, '')
  if (!trimmed || !ipaddr.isValid(trimmed)) return null
  const address = ipaddr.parse(trimmed)
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (address as ipaddr.IPv6).toIPv4Address().toString()
  }
  return address.toString()
}

const isTrusted = (address: string, trusted: Extract<TrustedProxies, { kind: 'ranges' }>) => {
  const parsed = ipaddr.parse(address)
  return trusted.ranges.some(
    ([range, bits]) => parsed.kind() === range.kind() && parsed.match(range, bits),
  )
}

export const resolveClientIp = ({
  peer,
  forwardedFor,
  trusted,
}: {
  peer: string | null | undefined
  forwardedFor: string | null | undefined
  trusted: TrustedProxies
}): string => {
  const peerAddress = normaliseAddress(peer)
  if (!peerAddress) return 'unknown'
  if (trusted.kind === 'none') return peerAddress
  const chain = [...(forwardedFor ?? '').split(','), peerAddress]
    .map((entry) => normaliseAddress(entry))
    .filter((entry): entry is string => entry !== null)
  if (trusted.kind === 'hops') {
    return chain[Math.max(0, chain.length - 1 - trusted.count)]
  }
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!isTrusted(chain[i], trusted)) return chain[i]
  }
  return chain[0]
}

// An IPv6 host usually gets a whole /64 and may use any address in it, so the /64 is one client.
export const rateLimitClient = (address: string): string => {
  const normalised = normaliseAddress(address)
  if (!normalised) return address
  const parsed = ipaddr.parse(normalised)
  if (parsed.kind() === 'ipv4') return normalised
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4)
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`
}

export const isTrustedProxy = (
  peer: string | null | undefined,
  trusted: TrustedProxies,
): boolean => {
  const address = normaliseAddress(peer)
  if (!address || trusted.kind === 'none') return false
  return trusted.kind === 'hops' || isTrusted(address, trusted)
}
