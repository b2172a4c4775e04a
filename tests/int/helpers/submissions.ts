import { expect } from 'vitest'

import { api } from './rest'
import { registrationBody } from './workshop'

/** Sends the public contact form through the API, as a visitor; returns the stored id. */
export const submitInquiry = async (body: {
  name: string
  email: string
  phone?: string
  message?: string
}): Promise<number> => {
  const res = await api('POST', '/contact', {
    body: { message: 'Please tell me about your programmes.', ...body },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.doc.id
}

/** Registers participants through the API, as a visitor; returns the stored id. */
export const submitRegistration = async (
  participants: string[],
  extra: Record<string, unknown>,
): Promise<number> => {
  const res = await api('POST', '/registrations', { body: registrationBody(participants, extra) })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.doc.id
}
