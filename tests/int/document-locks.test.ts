/**
 * Payload's document locks tell every signed-in staff member which documents someone has
 * open. A collection only admins read keeps none, so an editor learns nothing of which
 * registrations, payments or inquiries an admin is working on.
 */
import { createLocalReq, type CollectionSlug, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'

let payload: Payload
let editor: User
let adminToken: string

beforeAll(async () => {
  payload = await testPayload()
  // The first account of a fresh database is always an admin: the admin comes first.
  adminToken = (await createStaff(payload, 'admin')).token
  editor = { ...(await createStaff(payload, 'editor')).user, collection: 'users' }
  expect(editor.role).toBe('editor')
})

/** Whether an editor may read a collection's documents at all (its read access). */
const editorReads = async (slug: CollectionSlug) => {
  const read = payload.collections[slug].config.access.read
  return (await read({ req: await createLocalReq({ user: editor }, payload) })) !== false
}

describe('document locks', () => {
  it('are kept for no collection an editor cannot read', async () => {
    const adminOnly: string[] = []
    for (const { config } of Object.values(payload.collections)) {
      if (config.slug.startsWith('payload-')) continue
      if (await editorReads(config.slug as CollectionSlug)) continue
      adminOnly.push(config.slug)
      expect(config.lockDocuments, config.slug).toBe(false)
    }
    expect(adminOnly).toEqual(
      expect.arrayContaining(['registrations', 'payments', 'payment-slips', 'contact', 'invoices']),
    )
  })

  it('cannot be taken on a registration, so none is shown to anyone', async () => {
    const lockRelations = payload.collections['payload-locked-documents'].config.fields.find(
      (field) => 'name' in field && field.name === 'document',
    ) as { relationTo?: string[] } | undefined
    expect(lockRelations?.relationTo).not.toContain('registrations')
    expect(lockRelations?.relationTo).toContain('blog')
    const locks = await api('GET', '/payload-locked-documents?depth=0&limit=100', {
      token: adminToken,
    })
    expect(locks.status).toBe(200)
    expect(JSON.stringify(locks.body.docs)).not.toContain('registrations')
  })
})
