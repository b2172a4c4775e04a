import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_AUTH_LIMIT, DEFAULT_AUTH_WINDOW_SECONDS } from '@/lib/form-rate-limit'
import { startInOneRateWindow } from '../shared/rate-window'
import { PASSWORD_TOO_COMMON_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '@/lib/password-policy'
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address'

import { testPayload } from './helpers/payload'
import { api, fieldErrors, login } from './helpers/rest'
import { createStaff } from './helpers/staff'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('staff sign-in hardening', () => {
  it('refuses a common password (with a 12+ character variation) and stores nothing', async () => {
    const admin = await createStaff(payload, 'admin')
    const email = `common-${Date.now()}@staff.test`
    const res = await api('POST', '/users', {
      token: admin.token,
      body: { email, password: 'Password1234!', role: 'editor' },
    })
    expect(res.status).toBe(400)
    expect(fieldErrors(res.body).password).toBe(PASSWORD_TOO_COMMON_MESSAGE)
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { equals: email } },
    })
    expect(totalDocs).toBe(0)
  })

  it('makes a token useless once its session has logged out', async () => {
    const editor = await createStaff(payload, 'editor')
    const before = await api('GET', '/users/me', { token: editor.token })
    expect(before.body.user?.email).toBe(editor.email)

    const logout = await api('POST', '/users/logout', { token: editor.token })
    expect(logout.status).toBe(200)

    const after = await api('GET', '/users/me', { token: editor.token })
    expect(after.body.user).toBeNull()
    const privileged = await api('GET', `/users/${editor.user.id}`, { token: editor.token })
    expect(privileged.status).toBe(403)
  })

  it('locks the account after 5 wrong passwords even when 20 arrive at once', async () => {
    const editor = await createStaff(payload, 'editor')
    // Each attempt comes from its own client address, so only the account lockout counts.
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        api('POST', '/users/login', {
          body: { email: editor.email, password: 'wrong-password-guess-x' },
        }),
      ),
    )
    expect(attempts.every((attempt) => attempt.status === 401 || attempt.status === 423)).toBe(true)

    // Locked: the right password is refused too, for the lock time.
    const right = await api('POST', '/users/login', {
      body: { email: editor.email, password: editor.password },
    })
    expect(right.status).not.toBe(200)
    expect(right.body.token).toBeUndefined()

    const stored = await payload.findByID({
      collection: 'users',
      id: editor.user.id,
      showHiddenFields: true,
    })
    expect(new Date(String(stored.lockUntil)).getTime()).toBeGreaterThan(Date.now())
  })

  it('still signs in a different, unlocked account meanwhile', async () => {
    const other = await createStaff(payload, 'editor')
    await expect(login(other.email, other.password)).resolves.toEqual(expect.any(String))
  })
})

describe('password reset', () => {
  const resetToken = async (email: string) =>
    payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })

  it('refuses a short or common new password and keeps the old one', async () => {
    const editor = await createStaff(payload, 'editor')
    const token = await resetToken(editor.email)

    const short = await api('POST', '/users/reset-password', { body: { token, password: 'abc' } })
    expect(short.status).toBe(400)
    expect(fieldErrors(short.body).password).toBe(PASSWORD_TOO_SHORT_MESSAGE)

    const common = await api('POST', '/users/reset-password', {
      body: { token, password: 'Password1234!' },
    })
    expect(common.status).toBe(400)
    expect(fieldErrors(common.body).password).toBe(PASSWORD_TOO_COMMON_MESSAGE)

    await expect(login(editor.email, editor.password)).resolves.toEqual(expect.any(String))
    await expect(login(editor.email, 'abc')).rejects.toThrow(/failed/)
  })

  it('accepts a strong new password with a valid token', async () => {
    const editor = await createStaff(payload, 'editor')
    const token = await resetToken(editor.email)
    const password = 'violet harbour lantern 42 quietly'
    const res = await api('POST', '/users/reset-password', { body: { token, password } })
    expect(res.status).toBe(200)
    await expect(login(editor.email, password)).resolves.toEqual(expect.any(String))
  })
})

describe('per-client limit on sign-in and password reset', () => {
  // Each call from the same client address, across different accounts: the account lockout
  // alone would never stop this, since no account sees more than one wrong password.
  const fromClient = (address: string) => ({ [PEER_ADDRESS_HEADER]: address })

  it(`answers 429 with Retry-After after ${DEFAULT_AUTH_LIMIT} attempts from one client, and lets another client in`, async () => {
    await startInOneRateWindow(DEFAULT_AUTH_WINDOW_SECONDS)
    const guesser = fromClient('2001:db8:bad::1')
    for (let attempt = 0; attempt < DEFAULT_AUTH_LIMIT; attempt++) {
      const path = attempt % 2 ? '/users/login' : '/users/forgot-password'
      const res = await api('POST', path, {
        headers: guesser,
        body: { email: `nobody-${attempt}@staff.test`, password: 'wrong-password-guess-x' },
      })
      expect(res.status).not.toBe(429)
    }
    const refused = await api('POST', '/users/login', {
      headers: guesser,
      body: { email: 'nobody-else@staff.test', password: 'wrong-password-guess-x' },
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.body.errors?.[0]?.message).toEqual(expect.any(String))

    const resetRefused = await api('POST', '/users/reset-password', {
      headers: guesser,
      body: { token: 'guessed-token', password: 'violet harbour lantern 42 quietly' },
    })
    expect(resetRefused.status).toBe(429)

    const other = await createStaff(payload, 'editor')
    const allowed = await api('POST', '/users/login', {
      headers: fromClient('2001:db8:good::1'),
      body: { email: other.email, password: other.password },
    })
    expect(allowed.status).toBe(200)
  })
})
