import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PASSWORD_TOO_SHORT_MESSAGE } from '@/lib/password-policy'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('staff accounts over REST', () => {
  it('refuses anonymous reads of the staff list', async () => {
    await createStaff(payload, 'editor')
    const res = await api('GET', '/users')
    expect(res.status).toBe(403)
    expect(JSON.stringify(res.body)).not.toContain('@staff.test')
  })

  it('refuses anonymous creation of a staff account', async () => {
    const res = await api('POST', '/users', {
      body: { email: 'intruder@example.com', password: 'a-long-enough-password', role: 'admin' },
    })
    expect(res.status).toBe(403)
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { equals: 'intruder@example.com' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('shows an editor only their own account', async () => {
    const editor = await createStaff(payload, 'editor')
    await createStaff(payload, 'admin')
    const res = await api('GET', '/users', { token: editor.token })
    expect(res.status).toBe(200)
    expect(res.body.docs.map((doc: { email: string }) => doc.email)).toEqual([editor.email])
  })

  it('does not let an editor make itself an admin', async () => {
    const editor = await createStaff(payload, 'editor')
    const res = await api('PATCH', `/users/${editor.user.id}`, {
      token: editor.token,
      body: { role: 'admin', name: 'Still an editor' },
    })
    expect(res.status).toBe(200)
    const stored = await payload.findByID({ collection: 'users', id: editor.user.id })
    expect(stored.role).toBe('editor')
    expect(stored.name).toBe('Still an editor')
  })

  it('does not let an editor create accounts', async () => {
    const editor = await createStaff(payload, 'editor')
    const res = await api('POST', '/users', {
      token: editor.token,
      body: { email: 'new-admin@staff.test', password: 'a-long-enough-password', role: 'admin' },
    })
    expect(res.status).toBe(403)
  })

  it('lets an admin promote an editor', async () => {
    const admin = await createStaff(payload, 'admin')
    const editor = await createStaff(payload, 'editor')
    const res = await api('PATCH', `/users/${editor.user.id}`, {
      token: admin.token,
      body: { role: 'admin' },
    })
    expect(res.status).toBe(200)
    expect(res.body.doc.role).toBe('admin')
  })

  it('refuses passwords shorter than 12 characters, storing nothing', async () => {
    const admin = await createStaff(payload, 'admin')
    const res = await api('POST', '/users', {
      token: admin.token,
      body: { email: 'short@staff.test', password: 'elevenchars', role: 'editor' },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(PASSWORD_TOO_SHORT_MESSAGE)
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { equals: 'short@staff.test' } },
    })
    expect(totalDocs).toBe(0)
  })

  it('refuses a too-short password on update too', async () => {
    const editor = await createStaff(payload, 'editor')
    const res = await api('PATCH', `/users/${editor.user.id}`, {
      token: editor.token,
      body: { password: 'short' },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain(PASSWORD_TOO_SHORT_MESSAGE)
  })
})
