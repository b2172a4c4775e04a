import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_FORM_WINDOW_SECONDS } from '@/lib/form-rate-limit'

import { startInOneRateWindow } from '../shared/rate-window'
import { testPayload } from './helpers/payload'
import { api, fieldErrors } from './helpers/rest'
import { createStaff } from './helpers/staff'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const countByEmail = async (email: string) =>
  (await payload.count({ collection: 'contact', where: { email: { equals: email } } })).totalDocs

const contactMessage = (extra: Record<string, unknown> = {}) => ({
  name: 'Farah Lee',
  email: 'farah@example.my',
  phone: '',
  message: 'We would like a leadership program for 20 managers.',
  ...extra,
})

const inquiry = (extra: Record<string, unknown> = {}) => ({
  name: 'Rajesh Kumar',
  email: 'rajesh@example.my',
  phone: '0123456789',
  organization: 'Universiti Contoh',
  program: 'CERTIFIED PROGRAM IN COACHING & MENTORING',
  message: 'Please send me the next intake dates.',
  ...extra,
})

describe('contact form', () => {
  it('stores a message, unreplied, with the phone optional', async () => {
    const res = await api('POST', '/contact', { body: contactMessage({ email: 'ok@example.my' }) })
    expect(res.status).toBe(201)
    expect(res.body.doc).toMatchObject({ isReplied: false, phone: null, subject: null })
  })

  it.each([
    ['name', { name: '' }],
    ['email', { email: '  ' }],
    ['message', { message: '' }],
  ])('refuses a missing %s with "Please fill in all required fields"', async (path, override) => {
    const res = await api('POST', '/contact', {
      body: contactMessage({ email: 'missing@example.my', ...override }),
    })
    expect(res.status).toBe(400)
    expect(fieldErrors(res.body)[path]).toBe('Please fill in all required fields')
    expect(await countByEmail('missing@example.my')).toBe(0)
  })

  it('refuses an invalid e-mail', async () => {
    const res = await api('POST', '/contact', { body: contactMessage({ email: 'nope@' }) })
    expect(res.status).toBe(400)
    expect(fieldErrors(res.body).email).toBe('Please enter a valid email address')
  })

  it('never lets the public mark an inquiry replied', async () => {
    const res = await api('POST', '/contact', {
      body: contactMessage({ email: 'sneaky@example.my', isReplied: true, replyNotes: 'done' }),
    })
    expect(res.status).toBe(201)
    const stored = await payload.findByID({ collection: 'contact', id: res.body.doc.id })
    expect(stored.isReplied).toBe(false)
    expect(stored.replyNotes ?? null).toBeNull()
  })
})

describe('certification inquiry', () => {
  it('stores it with the subject set by the server', async () => {
    const res = await api('POST', '/contact', { body: inquiry({ subject: 'Something else' }) })
    expect(res.status).toBe(201)
    expect(res.body.doc).toMatchObject({
      organization: 'Universiti Contoh',
      program: 'CERTIFIED PROGRAM IN COACHING & MENTORING',
      subject: 'Certification Inquiry: CERTIFIED PROGRAM IN COACHING & MENTORING',
    })
  })

  it.each([
    ['name', { name: 'R' }, 'Name must be at least 2 characters'],
    ['email', { email: 'rajesh@' }, 'Please enter a valid email address'],
    ['phone', { phone: '012345' }, 'Phone number must be at least 10 digits'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
    // The form sends its program field even when none was chosen.
    ['program', { program: '' }, 'Please select a program'],
  ])('refuses a bad %s with the spec message, storing nothing', async (path, override, message) => {
    const res = await api('POST', '/contact', {
      body: inquiry({ email: 'inquiry-bad@example.my', ...override }),
    })
    expect(res.status).toBe(400)
    expect(fieldErrors(res.body)[path]).toBe(message)
    expect(await countByEmail('inquiry-bad@example.my')).toBe(0)
  })
})

describe('replying', () => {
  it('lets an admin mark replied with notes, with no way back', async () => {
    const admin = await createStaff(payload, 'admin')
    const created = await api('POST', '/contact', { body: contactMessage() })
    const id = created.body.doc.id
    const replied = await api('PATCH', `/contact/${id}`, {
      token: admin.token,
      body: { isReplied: true, replyNotes: 'Called back on Monday.' },
    })
    expect(replied.status).toBe(200)
    expect(replied.body.doc).toMatchObject({
      isReplied: true,
      replyNotes: 'Called back on Monday.',
    })
    const back = await api('PATCH', `/contact/${id}`, {
      token: admin.token,
      body: { isReplied: false },
    })
    expect(back.body.doc.isReplied).toBe(true)
  })

  it('answers 404 for an unknown inquiry', async () => {
    const admin = await createStaff(payload, 'admin')
    const res = await api('PATCH', '/contact/999999', {
      token: admin.token,
      body: { isReplied: true },
    })
    expect(res.status).toBe(404)
    const gone = await api('DELETE', '/contact/999999', { token: admin.token })
    expect(gone.status).toBe(404)
  })
})

describe('rate limit per client', () => {
  it('counts the TCP peer, so a new forged X-Forwarded-For on each request does not help', async () => {
    await startInOneRateWindow(DEFAULT_FORM_WINDOW_SECONDS)
    const statuses: number[] = []
    for (let i = 0; i < 13; i++) {
      const res = await api('POST', '/contact', {
        body: contactMessage({ email: `forger-${i}@example.my` }),
        headers: {
          'x-academy-peer-address': '198.51.100.123',
          'x-forwarded-for': `203.0.113.${i + 1}`,
        },
      })
      statuses.push(res.status)
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429, 429])
    const stored = await payload.count({
      collection: 'contact',
      where: { email: { like: 'forger-' } },
    })
    expect(stored.totalDocs).toBe(10)
  })
})
