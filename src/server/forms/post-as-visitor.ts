import { headers } from 'next/headers'

import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address'
import { POST } from '@/server/http/rest-handlers'
import { serverUrl } from '@/server/seo/server-url'

export type ApiAnswer = { status: number; statusText: string; text: string }

/**
 * Sends a public form's values to its API endpoint (POST /api/contact, /api/registrations)
 * in this process, as the visitor who posted the form: with their address, as the server
 * stamped it, and nothing that would sign them in. A form's action and a client of the API
 * therefore go through one path (body checks, Payload's create and the collection's hooks:
 * validation, honeypot, rate limit, privacy stamp, e-mail job) and get the same answer.
 */
export const postAsVisitor = async (
  collection: 'contact' | 'registrations',
  body: Record<string, unknown>,
): Promise<ApiAnswer> => {
  const incoming = await headers()
  const forwarded: Record<string, string> = {}
  for (const name of [PEER_ADDRESS_HEADER, 'x-forwarded-for', 'user-agent', 'accept-language']) {
    const value = incoming.get(name)
    if (value) forwarded[name] = value
  }
  const request = new Request(`${serverUrl()}/api/${collection}`, {
    method: 'POST',
    headers: { ...forwarded, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  })
  const response = await POST(request, { params: Promise.resolve({ slug: [collection] }) })
  return { status: response.status, statusText: response.statusText, text: await response.text() }
}
