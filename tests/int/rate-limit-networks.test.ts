/**
 * A per-client limit counts an IPv6 client by its /64: one host picks any address of its
 * network at will, and counted per address it would get a fresh budget each time. IPv4 stays
 * per address, and an IPv4 address written IPv4-mapped is the same client.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import {
  DEFAULT_AUTH_LIMIT,
  DEFAULT_AUTH_WINDOW_SECONDS,
  DEFAULT_FORM_LIMIT,
  DEFAULT_FORM_WINDOW_SECONDS,
} from '@/lib/form-rate-limit'
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address'

import { testPayload } from './helpers/payload'
import { startInOneRateWindow } from '../shared/rate-window'
import { api } from './helpers/rest'

beforeAll(async () => {
  // Migrated and seeded before the first call, as in every other file.
  await testPayload()
})

const hex = () => Math.floor(Math.random() * 0x10000).toString(16)
const from = (address: string) => ({ [PEER_ADDRESS_HEADER]: address })

const guess = (address: string) =>
  api('POST', '/users/login', {
    headers: from(address),
    body: { email: `nobody-${hex()}@staff.test`, password: 'wrong-password-guess-x' },
  })

const contact = (address: string) =>
  api('POST', '/contact', {
    headers: from(address),
    body: { name: 'Limit Tester', email: `limit-${hex()}@example.my`, message: 'Counted here.' },
  })

describe('sign-in limit by network', () => {
  it('refuses every address of a /64 once one of them used the budget; another /64 gets in', async () => {
    await startInOneRateWindow(DEFAULT_AUTH_WINDOW_SECONDS)
    const network = `2001:db8:${hex()}:${hex()}`
    for (let attempt = 0; attempt < DEFAULT_AUTH_LIMIT; attempt++) {
      // Each attempt from a different address of the same /64.
      expect((await guess(`${network}::${(attempt + 1).toString(16)}`)).status).not.toBe(429)
    }
    expect((await guess(`${network}::ffff`)).status).toBe(429)
    expect((await guess(`${network}:1234:5678:9abc:def0`)).status).toBe(429)
    expect((await guess(`2001:db8:${hex()}:${hex()}::1`)).status).not.toBe(429)
  })
})

describe('form limit by network', () => {
  it('counts an IPv6 /64 as one client on the public forms too', async () => {
    await startInOneRateWindow(DEFAULT_FORM_WINDOW_SECONDS)
    const network = `2001:db8:${hex()}:${hex()}`
    for (let i = 0; i < DEFAULT_FORM_LIMIT; i++) {
      expect((await contact(`${network}::${(i + 1).toString(16)}`)).status).toBe(201)
    }
    expect((await contact(`${network}::abcd`)).status).toBe(429)
    expect((await contact(`2001:db8:${hex()}:${hex()}::abcd`)).status).toBe(201)
  })

  it('keeps IPv4 per address, and an IPv4-mapped address is that same address', async () => {
    await startInOneRateWindow(DEFAULT_FORM_WINDOW_SECONDS)
    // 198.18.0.0/15 is set aside for tests; a random address of it for this run.
    const a = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`
    for (let i = 0; i < DEFAULT_FORM_LIMIT; i++) expect((await contact(a)).status).toBe(201)
    expect((await contact(a)).status).toBe(429)
    expect((await contact(`::ffff:${a}`)).status).toBe(429)
    const neighbour = a.replace(/\.(\d+)$/, (_, last) => `.${Number(last) + 1}`)
    expect((await contact(neighbour)).status).toBe(201)
  })
})
