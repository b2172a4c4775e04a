/**
 * Deleting an inquiry or contact message is in the audit log: who deleted which one (the
 * form, the organisation, the sender masked with a fingerprint, when it came), never its
 * message, written in the delete's transaction. Only admins may delete; a refused delete
 * leaves the inquiry and no entry.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { fingerprint } from '@/lib/privacy/audit-subject'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { submitInquiry } from './helpers/submissions'

let payload: Payload
let admin: Awaited<ReturnType<typeof createStaff>>
let editorToken: string

/** The deletion entries written about inquiry `id`. */
const deletionsOf = async (id: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'inquiry-deleted' } },
      sort: '-createdAt',
      limit: 1000,
    })
  ).docs.filter((entry) => (entry.query as { id?: unknown } | null)?.id === id)

beforeAll(async () => {
  payload = await testPayload()
  admin = await createStaff(payload, 'admin')
  editorToken = (await createStaff(payload, 'editor')).token
})

describe('deleting an inquiry', () => {
  it('by an admin: one entry saying who deleted which inquiry, without its message', async () => {
    const res = await api('POST', '/contact', {
      body: {
        name: 'Siti Delete',
        email: 'siti.delete@contoh.gov.my',
        phone: '012-345 6789',
        organization: 'Jabatan Contoh',
        program: 'CERTIFIED PROGRAM IN COACHING & MENTORING',
        message: 'Please send the brochure for twenty managers.',
      },
    })
    expect(res.status).toBe(201)
    const { id, createdAt } = res.body.doc

    const deleted = await api('DELETE', `/contact/${id}`, { token: admin.token })
    expect(deleted.status).toBe(200)

    const entries = await deletionsOf(id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      userId: admin.user.id,
      userEmail: admin.email,
      query: { collection: 'contact', id },
      rowCount: 1,
      details: {
        kind: 'certification-inquiry',
        organization: 'Jabatan Contoh',
        // As lookups and erasures name a person: masked, with a fingerprint to check against.
        email: {
          masked: 's******@contoh.gov.my',
          sha256: fingerprint('siti.delete@contoh.gov.my', 'email'),
        },
        name: { masked: 's*** d*****', sha256: fingerprint('Siti Delete', 'name') },
        createdAt,
      },
    })
    expect(entries[0].ip).toMatch(/^2001:db8:/)
    const stored = JSON.stringify(entries[0])
    for (const data of ['twenty managers', 'siti.delete@', 'Siti Delete', '012-345 6789']) {
      expect(stored).not.toContain(data)
    }
  })

  it('names a contact message as one, and one entry per message of a bulk delete', async () => {
    const ids = [
      await submitInquiry({ name: 'Bulk One', email: 'bulk.one@delete.test' }),
      await submitInquiry({ name: 'Bulk Two', email: 'bulk.two@delete.test' }),
    ]
    const res = await api('DELETE', `/contact?where[id][in]=${ids.join(',')}`, {
      token: admin.token,
    })
    expect(res.status).toBe(200)
    for (const id of ids) {
      const entries = await deletionsOf(id)
      expect(entries, String(id)).toHaveLength(1)
      expect(entries[0].details).toMatchObject({ kind: 'contact-message', organization: null })
    }
  })

  it('by an editor: refused, the inquiry kept and nothing recorded', async () => {
    const id = await submitInquiry({ name: 'Kept Enquirer', email: 'kept@delete.test' })
    const res = await api('DELETE', `/contact/${id}`, { token: editorToken })
    expect(res.status).toBe(403)
    expect((await payload.findByID({ collection: 'contact', id })).name).toBe('Kept Enquirer')
    expect(await deletionsOf(id)).toEqual([])
  })
})
