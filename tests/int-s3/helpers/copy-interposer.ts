/**
 * A loopback HTTP relay in front of the test's S3 endpoint that can make something happen
 * at an exact moment of the app's conversation with the store: just before a server-side
 * copy into a given prefix is passed on. The upload tests use it to replay an upload link
 * between normalize-path's check and its copy to the served name, the race a timing attack
 * would aim for, every time instead of by luck. Everything else passes through untouched
 * (the Host header too, so presigned signatures still match).
 */
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

type BeforeCopy = (destinationPath: string) => Promise<void>

export const startCopyInterposer = async (upstream: string) => {
  const target = new URL(upstream)
  const hooks = new Map<string, BeforeCopy>()

  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
      if (req.method === 'PUT' && req.headers['x-amz-copy-source']) {
        for (const [prefix, hook] of hooks) if (path.includes(prefix)) await hook(path)
      }
      const relay = request(
        {
          host: target.hostname,
          port: Number(target.port),
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      relay.on('error', () => res.destroy())
      req.pipe(relay)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Runs `hook` before the next copies whose destination path contains `prefix`. */
    beforeCopyInto: (prefix: string, hook: BeforeCopy) => void hooks.set(prefix, hook),
    clear: () => hooks.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
