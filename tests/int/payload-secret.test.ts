/** The server's request guards check signed links with the key Payload itself signs them with. */
import { expect, it } from 'vitest'

import { payloadSecretOf } from '@/lib/security/payload-secret'

import { testPayload } from './helpers/payload'

it('derives the key Payload signs with from PAYLOAD_SECRET', async () => {
  const payload = await testPayload()
  expect(payloadSecretOf(payload.config.secret)).toBe(payload.secret)
})
