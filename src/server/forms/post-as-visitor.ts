import { headers } from 'next/headers'

import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address'
import { POST } from '@/server/http/rest-handlers'
import { serverUrl } from '@/server/seo/server-url'

export type ApiAnswer = { status: number; statusText: string; text: string }

/** The visitor's own headers that an API endpoint may read: their address, as the server stamped it. */
const visitorHeaders = async (): Promise<Record<string, string>> => {
  const incoming = await headers()
  const forwarded: Record<string, string> = {}
  for (const name of [PEER_ADDRESS_HEADER, 'x-forwarded-for', 'user-agent', 'accept-language']) {
    const value = incoming.get(name)
    if (value) forwarded[name] = value
  }
  return forwarded
}

/**
 * Sends a public form to its API endpoint (POST /api/contact, /api/registrations) in this
 * process, as the visitor who posted the form: with their address, and nothing that would
 * sign them in. A form's action and a client of the API
 * therefore go through one path (body checks, Payload's create and the collection's hooks)
 * and get the same answer.
 */
const postToApi = async (path: string[], body: string, type: string) => {
  const request = new Request(`${serverUrl()}/api/${path.join('/')}`, {
    method: 'POST',
    headers: {
      ...(await visitorHeaders()),
      'content-type': type,
      accept: 'application/json',
    },
    body,
  })
  const response = await POST(request, { params: Promise.resolve({ slug: path }) })
  return { status: response.status, statusText: response.statusText, text: await response.text() }
}

/** A form's values as JSON to its collection's create (validation, honeypot, rate limit, e-mails). */
export const postAsVisitor = (
  collection: 'contact' | 'registrations',
  body: Record<string, unknown>,
): Promise<ApiAnswer> => postToApi([collection], JSON.stringify(body), 'application/json')
