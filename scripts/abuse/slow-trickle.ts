/**
 * Pattern 5: thousands of connections from one client, each sending its request a byte
 * every few seconds (half the headers of a GET, half the body of a POST), so that each
 * holds a socket and a file descriptor of the server for as long as the server lets it.
 * Measured only: how many the server kept, its open files, and the ordinary visitor.
 */
import { connect, type Socket } from 'node:net'

import { type Pattern } from './pattern'
import { isAlive, openFiles, ownFileLimit } from './server-process'

const ATTACKER = '127.0.0.4'
const BYTE_EVERY_MS = 3000
/** Descriptors this script keeps for itself (the visitor, /proc reads, the runtime). */
const OWN_SPARE = 200
/** More open files than this above the quiet count means the server holds one per attacker. */
const FD_ALLOWANCE = 1000

const opening = (n: number, host: string) =>
  n % 2 === 0
    ? `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `
    : `POST /api/contact HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
      'Content-Length: 100000\r\n\r\n{"message":"'

export const slowTrickle: Pattern = {
  name: '5. Slow trickle connections',
  visitorWithin: 2,
  run: async ({ target, amounts, signal, steady }) => {
    const { hostname, port } = new URL(target.base)
    const wanted = amounts.trickleConnections
    const connections = Math.min(wanted, (await ownFileLimit()) - OWN_SPARE)
    const fdBefore = await openFiles(target.pid)
    const sockets = new Set<Socket>()
    let refused = 0
    let closedByServer = 0
    let fdPeak = fdBefore
    let ending = false
    const open = (n: number) =>
      new Promise<void>((resolve) => {
        const socket = connect({ host: hostname, port: Number(port), localAddress: ATTACKER })
        socket.setNoDelay(true)
        // A full accept queue leaves a connect hanging for minutes: past this it counts as refused.
        socket.setTimeout(5000, () => socket.destroy())
        socket.on('connect', () => {
          socket.setTimeout(0)
          sockets.add(socket)
          socket.write(opening(n, hostname))
          resolve()
        })
        // Whatever the server answers (408, 429, 503) is only read to keep the socket moving.
        socket.on('data', () => undefined)
        socket.on('error', () => undefined)
        socket.on('close', () => {
          if (ending) return
          if (sockets.delete(socket)) closedByServer++
          else refused++
          resolve()
        })
      })
    try {
      for (let n = 0; n < connections && !signal.aborted; n += 100) {
        await Promise.all(
          Array.from({ length: Math.min(100, connections - n) }, (_, i) => open(n + i)),
        )
      }
      // Held open now: what the other visitors feel is measured from here.
      steady?.()
      const until = Date.now() + amounts.trickleSeconds * 1000
      while (Date.now() < until && !signal.aborted) {
        for (const socket of sockets) socket.write('a')
        fdPeak = Math.max(fdPeak, await openFiles(target.pid))
        await new Promise((r) => setTimeout(r, BYTE_EVERY_MS))
      }
    } finally {
      ending = true
      for (const socket of sockets) socket.destroy()
      sockets.clear()
    }
    const alive = await isAlive(target.pid)
    const held = fdPeak - fdBefore
    const limited = connections < wanted ? ` (ulimit -n allows ${connections} of ${wanted})` : ''
    return {
      requests: connections,
      observed:
        `${connections}${limited} opened, ${refused} refused, ${closedByServer} closed by ` +
        `the server; its open files ${fdBefore} → peak ${fdPeak}${alive ? '' : '; server DIED'}`,
      bound:
        `visitor p99 ≤ 2× quiet${amounts.timesBind ? '' : ' (reported)'}; server alive; ` +
        `open files ≤ +${FD_ALLOWANCE}`,
      met: alive && held <= FD_ALLOWANCE,
    }
  },
}
