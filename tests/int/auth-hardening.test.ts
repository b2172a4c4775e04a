import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PASSWORD_TOO_COMMON_MESSAGE } from '@/lib/password-policy'

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
