import { APIError, type Endpoint, type PayloadHandler } from 'payload'

import { formRateLimit } from '@/lib/form-rate-limit'
import { registrationSchema } from '@/lib/validation/registration'
import { rejectHoneypot } from '@/server/honeypot'
import { readJsonBody } from '@/server/http/read-json'
import { storePublicRegistration } from '@/server/registrations/store-public-registration'
import { expireCacheTags, SEATS_CACHE_TAG } from '@/server/revalidate'
import { parseOrThrow } from '@/server/validation-error'

import { REGISTRATION_LABELS } from '../labels'

const rateLimit = formRateLimit('registration', process.env)

/** Payload's own create endpoint of the collection: the one after ours for POST /. */
const payloadCreate = (req: Parameters<PayloadHandler>[0], ours: PayloadHandler) => {
  const endpoints = req.payload.collections.registrations.config.endpoints || []
  const endpoint = endpoints.find(
    (candidate) =>
      candidate.method === 'post' && candidate.path === '/' && candidate.handler !== ours,
  )
  if (!endpoint) throw new APIError('Registrations cannot be created.', 500)
  return endpoint.handler(req)
}

/**
 * POST /api/registrations. A visitor's registration takes the public path
 * (`storePublicRegistration`: one read of the workshop's settings, then one database call
 * that applies the collection's rules and stores it, all or nothing); a signed-in
 * staff member's goes through Payload's create and the collection's hooks as before, with
 * what only staff may set (the status). Errors answer in Payload's shape either way: this
 * runs inside Payload's REST handler.
 */
const createRegistration: PayloadHandler = async (req) => {
  if (req.user) return payloadCreate(req, createRegistration)
  const data = await readJsonBody(req)
  rejectHoneypot(data)
  const input = parseOrThrow(registrationSchema, data, { collection: 'registrations' })
  const doc = await storePublicRegistration({ req, input, rateLimit })
  // Seats left (home banner, registration page) changed; the commit is done.
  expireCacheTags([SEATS_CACHE_TAG])
  return Response.json(
    { doc, message: req.t('general:successfullyCreated', { label: REGISTRATION_LABELS.singular }) },
    { status: 201 },
  )
}

export const createRegistrationEndpoint: Endpoint = {
  path: '/',
  method: 'post',
  handler: createRegistration,
}
