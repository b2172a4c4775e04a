import { createServer, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { parseTrustedProxies } from '@/lib/http/client-ip'
import { connectionLimitsFrom, limitConnections } from '@/server/http/connection-limits'

let server: Server
const sockets: Socket[] = []

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  await new Promise((resolve) => server?.close(resolve))
})

const listen = async (limits: ReturnType<typeof connectionLimitsFrom>): Promise<number> => {
  server = createServer((_req, res) => res.end('ok'))
  limitConnections(server, limits)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return typeof address === 'object' && address ? address.port : 0
}

/** A connection from a given loopback address: whether the server kept it open. */
const openFrom = (port: number, localAddress: string): Promise<'open' | 'closed'> =>
  new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress })
    sockets.push(socket)
    socket.once('close', () => resolve('closed'))
    // The server decides on accepting: a request it answers proves the connection was kept.
    socket.once('connect', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'))
    socket.once('data', () => resolve('open'))
  })

const fetchFrom = (port: number) => fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())

describe('connections per client', () => {
  it('closes a client’s connections beyond its share, and serves other clients meanwhile', async () => {
    const port = await listen(
      connectionLimitsFrom({ CONNECTIONS_PER_CLIENT: '3' }, parseTrustedProxies('')),
    )
    const results: string[] = []
    for (let i = 0; i < 5; i++) results.push(await openFrom(port, '127.0.0.2'))
    expect(results).toEqual(['open', 'open', 'open', 'closed', 'closed'])
    expect(await fetchFrom(port)).toBe('ok')
  })

  it('gives a client its share back as its connections close', async () => {
    const port = await listen(
      connectionLimitsFrom({ CONNECTIONS_PER_CLIENT: '1' }, parseTrustedProxies('')),
    )
    expect(await openFrom(port, '127.0.0.3')).toBe('open')
    expect(await openFrom(port, '127.0.0.3')).toBe('closed')
    const first = sockets[0]
    await new Promise<void>((resolve) => {
      first.once('close', () => resolve())
      first.destroy()
    })
    // The server sees the close after the client does: wait until it has counted it.
    await new Promise<void>((resolve) => {
      const check = () =>
        server.getConnections((_e, count) => (count === 0 ? resolve() : setImmediate(check)))
      check()
    })
    expect(await openFrom(port, '127.0.0.3')).toBe('open')
  })

  it('leaves a trusted proxy’s connections to the total alone', async () => {
    const port = await listen(
      connectionLimitsFrom({ CONNECTIONS_PER_CLIENT: '1' }, parseTrustedProxies('127.0.0.4')),
    )
    expect(await openFrom(port, '127.0.0.4')).toBe('open')
    expect(await openFrom(port, '127.0.0.4')).toBe('open')
  })

  it('takes its defaults when the settings are missing or not positive whole numbers', () => {
    const trusted = parseTrustedProxies('')
    expect(connectionLimitsFrom({}, trusted)).toMatchObject({ perClient: 128, total: 4096 })
    expect(
      connectionLimitsFrom({ CONNECTIONS_PER_CLIENT: '-1', CONNECTIONS_MAX: 'x' }, trusted),
    ).toMatchObject({
      perClient: 128,
      total: 4096,
    })
  })
})
