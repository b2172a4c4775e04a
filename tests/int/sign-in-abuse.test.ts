/**
 * Password guessing with a staff account in hand, and telling accounts apart from outside:
 * a staff token buys no extra sign-in attempts, only admins unlock accounts (and are
 * recorded doing it), and an unknown e-mail, a wrong password and a locked account get the
 * same answer after the same work.
 */
import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { SIGN_IN_REFUSED_MESSAGE } from '@/lib/auth/sign-in-messages'
import { DEFAULT_AUTH_LIMIT, DEFAULT_AUTH_WINDOW_SECONDS } from '@/lib/form-rate-limit'
import { startInOneRateWindow } from '../shared/rate-window'
import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address'

import { testPayload } from './helpers/payload'
import { loggedDuring } from './helpers/payload-log'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const hex = () => Math.floor(Math.random() * 0x10000).toString(16)
/** A client of its own for one test: a fresh /64, so its budget starts empty. */
const newClient = () => ({ [PEER_ADDRESS_HEADER]: `2001:db8:${hex()}:${hex()}::1` })

const signIn = (email: string, password: string, options: { token?: string } = {}) =>
  api('POST', '/users/login', { ...options, body: { email, password } })

const lockOut = async (email: string) => {
  for (let attempt = 0; attempt < 5; attempt++) await signIn(email, 'wrong-password-guess-x')
  const stored = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    showHiddenFields: true,
  })
  expect(new Date(String(stored.docs[0].lockUntil)).getTime()).toBeGreaterThan(Date.now())
}

describe('sign-in attempts sent with a staff token', () => {
  it(`are counted against the client like anyone’s: 429 after ${DEFAULT_AUTH_LIMIT}`, async () => {
    await startInOneRateWindow(DEFAULT_AUTH_WINDOW_SECONDS)
    const insider = await createStaff(payload, 'editor')
    const target = await createStaff(payload, 'admin')
    const client = newClient()
    for (let attempt = 0; attempt < DEFAULT_AUTH_LIMIT; attempt++) {
      const res = await api('POST', '/users/login', {
        token: insider.token,
        headers: client,
        body: { email: `guess-${attempt}-${target.email}`, password: 'wrong-password-guess-x' },
      })
      expect(res.status, `attempt ${attempt + 1}`).not.toBe(429)
    }
    const refused = await api('POST', '/users/login', {
      token: insider.token,
      headers: client,
      body: { email: target.email, password: target.password },
    })
    expect(refused.status).toBe(429)
    expect(refused.body.token).toBeUndefined()

    // Another client, token or not, still signs in.
    const allowed = await api('POST', '/users/login', {
      token: insider.token,
      headers: newClient(),
      body: { email: target.email, password: target.password },
    })
    expect(allowed.status).toBe(200)
  })
})

describe('unlocking an account', () => {
  const unlockEntries = (email: string) =>
    payload.find({
      collection: 'audit-log',
      where: {
        action: { equals: 'account-unlocked' },
        'query.accountEmail': { equals: email },
      },
    })

  it('is refused to editors and anonymous callers, and the account stays locked', async () => {
    const editor = await createStaff(payload, 'editor')
    const locked = await createStaff(payload, 'admin')
    await lockOut(locked.email)

    const byEditor = await api('POST', '/users/unlock', {
      token: editor.token,
      body: { email: locked.email },
    })
    expect(byEditor.status).toBe(403)
    const anonymous = await api('POST', '/users/unlock', { body: { email: locked.email } })
    expect([401, 403]).toContain(anonymous.status)

    expect((await signIn(locked.email, locked.password)).status).toBe(401)
    expect((await unlockEntries(locked.email)).totalDocs).toBe(0)
  })

  it('is an admin’s to do, and the audit log says who unlocked which account', async () => {
    const admin = await createStaff(payload, 'admin')
    const locked = await createStaff(payload, 'editor')
    await lockOut(locked.email)

    const res = await api('POST', '/users/unlock', {
      token: admin.token,
      body: { email: locked.email },
    })
    expect(res.status).toBe(200)
    expect((await signIn(locked.email, locked.password)).status).toBe(200)

    const { docs } = await unlockEntries(locked.email)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      userId: admin.user.id,
      userEmail: admin.email,
      query: { accountId: locked.user.id, accountEmail: locked.email },
    })
  })
})

describe('what a refused sign-in tells', () => {
  type Hashing = { iterations: number; keyLength: number; digest: string }

  /**
   * Every password hash computed while `run` runs, with its parameters. The work a sign-in
   * does is observed, not timed: a wrong password is one PBKDF2 run with the account's
   * parameters, and an unknown e-mail or a locked account must be the same.
   */
  const hashingDuring = async (run: () => Promise<unknown>): Promise<Hashing[]> => {
    const spy = vi.spyOn(crypto, 'pbkdf2')
    try {
      await run()
      return spy.mock.calls.map((call) => ({
        iterations: call[2] as number,
        keyLength: call[3] as number,
        digest: call[4] as string,
      }))
    } finally {
      spy.mockRestore()
    }
  }

  it('does the same work and gives the same answer for an unknown e-mail, a wrong password and a locked account', async () => {
    const existing = await createStaff(payload, 'editor')
    const locked = await createStaff(payload, 'editor')
    await lockOut(locked.email)

    const answers: Record<string, { status: number; body: unknown }> = {}
    const work: Record<string, Hashing[]> = {}
    const cases: Record<string, () => ReturnType<typeof signIn>> = {
      'wrong password': () => signIn(existing.email, 'wrong-password-guess-y'),
      'unknown e-mail': () => signIn(`nobody-${Date.now()}@staff.test`, 'wrong-password-guess-y'),
      'locked, wrong password': () => signIn(locked.email, 'wrong-password-guess-y'),
      'locked, right password': () => signIn(locked.email, locked.password),
    }
    for (const [name, attempt] of Object.entries(cases)) {
      work[name] = await hashingDuring(async () => {
        const { status, body } = await attempt()
        answers[name] = { status, body }
      })
    }

    const reference = work['wrong password']
    expect(reference).toHaveLength(1)
    for (const name of Object.keys(cases)) {
      expect(work[name], name).toEqual(reference)
      expect(answers[name], name).toEqual({
        status: 401,
        body: { errors: [{ message: SIGN_IN_REFUSED_MESSAGE }] },
      })
    }
  })

  it('is logged as one line without a stack, whatever the reason', async () => {
    const existing = await createStaff(payload, 'editor')
    const locked = await createStaff(payload, 'editor')
    await lockOut(locked.email)
    const logged = await loggedDuring(payload, async () => {
      await signIn(existing.email, 'wrong-password-guess-z')
      await signIn(`nobody-${Date.now()}@staff.test`, 'wrong-password-guess-z')
      await signIn(locked.email, locked.password)
    })
    const lines = logged.split('\n').filter((line) => line.trim())
    expect(lines, logged).toHaveLength(3)
    expect(logged).not.toMatch(/stack|\bat async\b|ERROR/)
  })

  it('still signs in the right password of an unlocked account, after the same one check', async () => {
    const editor = await createStaff(payload, 'editor')
    let status = 0
    const work = await hashingDuring(async () => {
      status = (await signIn(editor.email, editor.password)).status
    })
    expect(status).toBe(200)
    expect(work).toHaveLength(1)
  })
})
