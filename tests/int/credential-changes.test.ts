/**
 * A stolen session must not be able to take an account for good: changing one's own e-mail
 * or password needs the current password. An admin setting another account's password (a
 * colleague locked out) needs none, and is recorded in the audit log.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
} from '@/lib/auth/sign-in-messages'

import { testPayload } from './helpers/payload'
import { api, fieldErrors, login } from './helpers/rest'
import { createStaff } from './helpers/staff'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const NEW_PASSWORD = 'violet harbour lantern 42 quietly'

const credentialEntries = (accountId: number) =>
  payload.find({
    collection: 'audit-log',
    where: {
      action: { equals: 'account-credentials-changed' },
      'query.accountId': { equals: accountId },
    },
    sort: '-createdAt',
  })

describe('one’s own password and e-mail', () => {
  it('are not changed with the session alone, nor with a wrong current password', async () => {
    const editor = await createStaff(payload, 'editor')
    const taken = `taken-${Date.now()}@attacker.example`
    for (const body of [
      { password: NEW_PASSWORD },
      { email: taken },
      { password: NEW_PASSWORD, currentPassword: 'not-the-password-at-all' },
      { email: taken, currentPassword: 'not-the-password-at-all' },
    ]) {
      const res = await api('PATCH', `/users/${editor.user.id}`, { token: editor.token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(fieldErrors(res.body).currentPassword, JSON.stringify(body)).toBe(
        body.currentPassword ? CURRENT_PASSWORD_WRONG_MESSAGE : CURRENT_PASSWORD_REQUIRED_MESSAGE,
      )
    }
    const stored = await payload.findByID({ collection: 'users', id: editor.user.id })
    expect(stored.email).toBe(editor.email)
    await expect(login(editor.email, editor.password)).resolves.toEqual(expect.any(String))
    expect((await credentialEntries(editor.user.id)).totalDocs).toBe(0)
  })

  it('change with the current password, recorded without the password', async () => {
    const editor = await createStaff(payload, 'editor')
    const email = `renamed-${Date.now()}@staff.test`
    const res = await api('PATCH', `/users/${editor.user.id}`, {
      token: editor.token,
      body: { email, password: NEW_PASSWORD, currentPassword: editor.password },
    })
    expect(res.status).toBe(200)
    expect(res.body.doc.email).toBe(email)
    expect(JSON.stringify(res.body)).not.toContain(editor.password)
    await expect(login(email, NEW_PASSWORD)).resolves.toEqual(expect.any(String))

    const { docs } = await credentialEntries(editor.user.id)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      userId: editor.user.id,
      details: {
        email: { before: editor.email, after: email },
        passwordChanged: true,
        byAdminForAnotherAccount: false,
      },
    })
    expect(JSON.stringify(docs[0])).not.toContain(NEW_PASSWORD)
  })

  it('is not asked for other changes to one’s profile', async () => {
    const editor = await createStaff(payload, 'editor')
    const res = await api('PATCH', `/users/${editor.user.id}`, {
      token: editor.token,
      body: { name: 'New Name', email: editor.email.toUpperCase() },
    })
    expect(res.status).toBe(200)
    expect(res.body.doc.name).toBe('New Name')
  })

  it('is asked of an admin for their own account too', async () => {
    const admin = await createStaff(payload, 'admin')
    const res = await api('PATCH', `/users/${admin.user.id}`, {
      token: admin.token,
      body: { password: NEW_PASSWORD },
    })
    expect(res.status).toBe(400)
    expect(fieldErrors(res.body).currentPassword).toBe(CURRENT_PASSWORD_REQUIRED_MESSAGE)
  })
})

describe('an admin resetting another account', () => {
  it('sets its password and e-mail without that account’s password, and is audited', async () => {
    const admin = await createStaff(payload, 'admin')
    const colleague = await createStaff(payload, 'editor')
    const email = `reset-${Date.now()}@staff.test`
    const res = await api('PATCH', `/users/${colleague.user.id}`, {
      token: admin.token,
      body: { email, password: NEW_PASSWORD },
    })
    expect(res.status).toBe(200)
    await expect(login(email, NEW_PASSWORD)).resolves.toEqual(expect.any(String))

    const { docs } = await credentialEntries(colleague.user.id)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      userId: admin.user.id,
      userEmail: admin.email,
      query: { accountId: colleague.user.id, accountEmail: email },
      details: {
        email: { before: colleague.email, after: email },
        passwordChanged: true,
        byAdminForAnotherAccount: true,
      },
    })
  })
})
