import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { LOCAL_ADMIN_EMAIL } from '@/lib/admin-bootstrap'
import { ensureAdmin } from '@/server/bootstrap/ensure-admin'

import { testPayload } from './helpers/payload'
import { login } from './helpers/rest'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const accountsWith = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs

describe('admin bootstrap from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('creates the admin once, however often start-up runs', async () => {
    const env = { ADMIN_EMAIL: 'Boss@Academy.test', ADMIN_PASSWORD: 'a-very-long-admin-password' }
    await ensureAdmin(payload, env)
    await ensureAdmin(payload, env)
    await ensureAdmin(payload, env)

    const accounts = await accountsWith('boss@academy.test')
    expect(accounts).toHaveLength(1)
    expect(accounts[0].role).toBe('admin')
    await expect(login('boss@academy.test', env.ADMIN_PASSWORD)).resolves.toBeTruthy()
  })

  it('promotes an existing editor with that e-mail instead of creating a second account', async () => {
    await payload.create({
      collection: 'users',
      data: { email: 'promote-me@academy.test', password: 'an-editor-password', role: 'editor' },
    })
    await ensureAdmin(payload, {
      ADMIN_EMAIL: 'promote-me@academy.test',
      ADMIN_PASSWORD: 'whatever-long-password',
    })
    const accounts = await accountsWith('promote-me@academy.test')
    expect(accounts).toHaveLength(1)
    expect(accounts[0].role).toBe('admin')
  })

  it('refuses a short ADMIN_PASSWORD or only one of the pair, creating nothing', async () => {
    await expect(
      ensureAdmin(payload, { ADMIN_EMAIL: 'weak@academy.test', ADMIN_PASSWORD: 'short' }),
    ).rejects.toThrow(/at least 12 characters/)
    await expect(ensureAdmin(payload, { ADMIN_EMAIL: 'half@academy.test' })).rejects.toThrow(
      /both ADMIN_EMAIL and ADMIN_PASSWORD/,
    )
    expect(await accountsWith('weak@academy.test')).toHaveLength(0)
    expect(await accountsWith('half@academy.test')).toHaveLength(0)
  })

  it('creates no local admin once accounts exist', async () => {
    await ensureAdmin(payload, { EMBEDDED_DATABASE: '1' })
    expect(await accountsWith(LOCAL_ADMIN_EMAIL)).toHaveLength(0)
  })
})
