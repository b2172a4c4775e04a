import http from 'node:http'

import compression from 'compression'

import { securityHeaders } from '@/lib/security/security-headers'
import { serverUrl } from '@/server/seo/server-url'

import { contentSecurityPolicy } from './document-policy'
import { PEER_ADDRESS_HEADER } from './peer-address'

let installed = false

const uploadOrigin = (): string[] => {
  if (!process.env.S3_BUCKET) return []
  const endpoint = process.env.S3_PUBLIC_ENDPOINT || process.env.S3_ENDPOINT
  if (endpoint) return [new URL(endpoint).origin]
  const region = process.env.S3_REGION || 'us-east-1'
  return [`https://*.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`]
}

/**
 * What every request and response of this server goes through before Next.js sees it
 * (installed once, from src/instrumentation.ts):
 * - the TCP peer's address is stamped on the request (peer-address.ts);
 * - security headers go on every response, and in production a locked-down
 *   Content-Security-Policy on everything that is not an HTML page;
 * - HTML pages get a policy allowing exactly their own inline scripts, an ETag and their
 *   compression, worked out once per distinct page (document-policy.ts); in production only,
 *   since the development server evaluates code on the fly;
 * - other responses are compressed here rather than by Next (whose compression would run
 *   first and hide a page from the policy), with the `compression` middleware.
 */
export const installRequestGuards = (): void => {
  if (installed) return
  installed = true
  const production = process.env.NODE_ENV === 'production'
  const https = serverUrl().startsWith('https://')
  const headers = securityHeaders({ https: production && https })
  const compress = compression()
  const applyPolicy = contentSecurityPolicy({
    connectSources: uploadOrigin(),
    // The dashboard previews YouTube videos in an embedded player.
    frameSources: ['https://www.youtube-nocookie.com'],
    upgradeInsecureRequests: https,
  })
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage
      const response = args[1] as http.ServerResponse
      // Whatever a client sends under this name is overwritten: only the socket decides.
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? ''
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
      compress(request as never, response as never, () => undefined)
      if (production) applyPolicy(request, response)
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof emit
}
