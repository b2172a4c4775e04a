import config from '@payload-config'
import { headers } from 'next/headers'
import { createPayloadRequest, type PayloadRequest } from 'payload'

import { PEER_ADDRESS_HEADER } from '@/server/http/peer-address'
import { serverUrl } from '@/server/seo/server-url'

/** The visitor's headers a submission may read: their address as the server stamped it, their language. */
const VISITOR_HEADERS = [PEER_ADDRESS_HEADER, 'x-forwarded-for', 'user-agent', 'accept-language']

// As Payload builds it for an API call, with nothing that would sign them in, so rate limits,
// audit and messages treat both alike.
export const visitorRequest = async (
  collection: 'contact' | 'registrations',
): Promise<PayloadRequest> => {
  const incoming = await headers()
  const forwarded = new Headers()
  for (const name of VISITOR_HEADERS) {
    const value = incoming.get(name)
    if (value) forwarded.set(name, value)
  }
  return createPayloadRequest({
    canSetHeaders: true,
    config,
    request: new Request(`${serverUrl()}/api/${collection}`, {
      method: 'POST',
      headers: forwarded,
    }),
  })
}
