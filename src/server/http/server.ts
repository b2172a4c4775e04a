// Next's documented custom server, for npm start and dev, the e2e tests and the Docker image. It
// listens only once Next is prepared (src/instrumentation.ts migrates, seeds, starts the jobs) and
// hands every request through request-guards.ts, so none is answered without them.
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'

import { parseTrustedProxies } from '@/lib/http/client-ip'
import { readStandaloneConfig } from '@/server/framework/standalone-config'

import { connectionLimitsFrom, limitConnections } from './connection-limits'
import { guardRequests } from './request-guards'
import { applyServerTimeouts } from './server-timeouts'

const dir = process.cwd()
const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT || 3000)
const host = process.env.HOST || undefined

const logger = {
  warn: (message: string) => console.warn(message),
  error: (message: string, error: unknown) => console.error(message, error),
}

const main = async () => {
  readStandaloneConfig(dir, dev)
  const app = next({ dev, dir, port, hostname: host })
  await app.prepare()
  const server = createServer(
    // How often the server looks for clients past the header and request timeouts.
    { connectionsCheckingInterval: 5_000 },
    guardRequests(app.getRequestHandler(), {
      logger,
      contentSecurityPolicy: !dev,
      staticDir: dev ? undefined : path.join(dir, '.next', 'static'),
    }),
  )
  applyServerTimeouts(server)
  limitConnections(
    server,
    connectionLimitsFrom(process.env, parseTrustedProxies(process.env.TRUSTED_PROXIES)),
  )
  // The development server's live reload.
  if (dev) server.on('upgrade', app.getUpgradeHandler())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  console.log(`Listening on ${host ?? 'all interfaces'}, port ${port}`)

  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    server.close()
    server.closeIdleConnections()
    void app.close().finally(() => process.exit(0))
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
