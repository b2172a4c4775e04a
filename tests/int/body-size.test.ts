/**
 * Oversized and undeclared bodies are refused by the API's route handlers from their headers,
 * before anything reads them (src/server/http/body-size.ts), and nothing is stored.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { JSON_BODY_LIMIT } from '@/lib/http/body-limits'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { names, registrationBody, resetWorkshop } from './helpers/workshop'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await resetWorkshop(payload)
})

const count = async (collection: 'contact' | 'registrations') =>
  (await payload.count({ collection })).totalDocs

describe('API bodies', () => {
  it('refuses a JSON body over its limit with 413, storing nothing', async () => {
    const before = await count('contact')
    const rawBody = JSON.stringify({
      name: 'Big',
      email: 'big@example.my',
      message: 'y'.repeat(JSON_BODY_LIMIT),
    })
    const res = await api('POST', '/contact', {
      rawBody,
      headers: { 'content-length': String(Buffer.byteLength(rawBody)) },
    })
    expect(res.status).toBe(413)
    expect(res.body.errors[0].message).toBe('The request body is too large.')
    expect(await count('contact')).toBe(before)
  })

  it('refuses a chunked body without a length with 411', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(registrationBody(names(1))))
    const rawBody = new ReadableStream<Uint8Array>({
      start: (controller) => {
        controller.enqueue(bytes)
        controller.close()
      },
    })
    const res = await api('POST', '/registrations', {
      rawBody,
      headers: { 'transfer-encoding': 'chunked' },
    })
    expect(res.status).toBe(411)
    expect(res.body.errors[0].message).toBe('Content-Length is required.')
    expect(await count('registrations')).toBe(0)
  })

  it('takes a body within its limit', async () => {
    const rawBody = JSON.stringify(registrationBody(names(1)))
    const res = await api('POST', '/registrations', {
      rawBody,
      headers: { 'content-length': String(Buffer.byteLength(rawBody)) },
    })
    expect(res.status).toBe(201)
  })
})
