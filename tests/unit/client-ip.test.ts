import { describe, expect, it } from 'vitest'

import {
  normaliseAddress,
  parseTrustedProxies,
  rateLimitClient,
  resolveClientIp,
} from '@/lib/http/client-ip'

const none = parseTrustedProxies('')

describe('resolveClientIp', () => {
  it('uses the TCP peer by default, whatever X-Forwarded-For says', () => {
    expect(resolveClientIp({ peer: '203.0.113.9', forwardedFor: '1.2.3.4', trusted: none })).toBe(
      '203.0.113.9',
    )
    expect(resolveClientIp({ peer: '::ffff:203.0.113.9', forwardedFor: null, trusted: none })).toBe(
      '203.0.113.9',
    )
    expect(resolveClientIp({ peer: undefined, forwardedFor: '1.2.3.4', trusted: none })).toBe(
      'unknown',
    )
  })

  it('with one trusted proxy, takes the entry that proxy appended, not the client’s own', () => {
    const one = parseTrustedProxies('1')
    // The client forged "6.6.6.6"; the proxy appended the real address 198.51.100.7.
    expect(
      resolveClientIp({ peer: '10.0.0.2', forwardedFor: '6.6.6.6, 198.51.100.7', trusted: one }),
    ).toBe('198.51.100.7')
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: '198.51.100.7', trusted: one })).toBe(
      '198.51.100.7',
    )
    // No header at all: the peer is all there is.
    expect(resolveClientIp({ peer: '10.0.0.2', forwardedFor: null, trusted: one })).toBe('10.0.0.2')
  })

  it('with two hops, skips both proxies’ entries', () => {
    const two = parseTrustedProxies('2')
    expect(
      resolveClientIp({
        peer: '10.0.0.3',
        forwardedFor: '6.6.6.6, 198.51.100.7, 10.0.0.2',
        trusted: two,
      }),
    ).toBe('198.51.100.7')
  })

  it('with trusted ranges, takes the right-most address outside them', () => {
    const ranges = parseTrustedProxies('10.0.0.0/8, 192.168.1.7, fd00::/8')
    expect(
      resolveClientIp({
        peer: '10.1.2.3',
        forwardedFor: '6.6.6.6, 198.51.100.7, 192.168.1.7',
        trusted: ranges,
      }),
    ).toBe('198.51.100.7')
    // A peer outside the ranges is the client itself, whatever it claims.
    expect(resolveClientIp({ peer: '203.0.113.5', forwardedFor: '1.1.1.1', trusted: ranges })).toBe(
      '203.0.113.5',
    )
    expect(resolveClientIp({ peer: 'fd00::1', forwardedFor: '2001:db8::5', trusted: ranges })).toBe(
      '2001:db8::5',
    )
    // Garbage entries are skipped rather than trusted.
    expect(
      resolveClientIp({
        peer: '10.1.2.3',
        forwardedFor: 'not-an-ip, 198.51.100.8',
        trusted: ranges,
      }),
    ).toBe('198.51.100.8')
  })

  it('refuses a setting it cannot read', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, example.com')).toThrow(/TRUSTED_PROXIES/)
    expect(parseTrustedProxies('0')).toEqual({ kind: 'none' })
  })

  it('normalises addresses', () => {
    expect(normaliseAddress('[2001:db8::1]')).toBe('2001:db8::1')
    expect(normaliseAddress('nonsense')).toBeNull()
  })
})

describe('rateLimitClient', () => {
  it('counts every address of one IPv6 /64 as one client', () => {
    expect(rateLimitClient('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64')
    expect(rateLimitClient('2001:db8:aa:bb:ffff:1:2:3')).toBe('2001:db8:aa:bb::/64')
    expect(rateLimitClient('[2001:0db8:00aa:00bb::9]')).toBe('2001:db8:aa:bb::/64')
    expect(rateLimitClient('2001:db8:aa:cc::1')).toBe('2001:db8:aa:cc::/64')
    expect(rateLimitClient('::1')).toBe('::/64')
  })

  it('keeps IPv4 per address, also when it arrives IPv4-mapped', () => {
    expect(rateLimitClient('192.0.2.1')).toBe('192.0.2.1')
    expect(rateLimitClient('192.0.2.2')).toBe('192.0.2.2')
    expect(rateLimitClient('::ffff:192.0.2.1')).toBe('192.0.2.1')
  })

  it('leaves what is not an address as it is', () => {
    expect(rateLimitClient('unknown')).toBe('unknown')
  })
})
