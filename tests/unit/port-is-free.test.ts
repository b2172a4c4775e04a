import { createServer, type AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { assertPortIsFree } from '../../scripts/lib/port-is-free'

const listening = () =>
  new Promise<{ port: number; close: () => Promise<void> }>((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    )
  })

describe('assertPortIsFree', () => {
  it('refuses a port an earlier server still listens on, and allows it once that one stops', async () => {
    const earlier = await listening()
    await expect(assertPortIsFree(earlier.port)).rejects.toThrow(`Port ${earlier.port} is in use`)
    await earlier.close()
    await expect(assertPortIsFree(earlier.port)).resolves.toBeUndefined()
  })
})
