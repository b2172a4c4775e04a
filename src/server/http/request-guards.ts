import type { IncomingMessage, ServerResponse } from 'node:http'

import compression from 'compression'

import { compressedPagesBytes } from '@/lib/http/compressed-pages-size'
import { securityHeaders } from '@/lib/security/security-headers'
import { serverUrl } from '@/server/seo/server-url'

import { compressedPages } from './compressed-pages'
import { contentSecurityPolicy } from './document-policy'
import { imageRequestGuard } from './image-request-guard'
import { pagePostGuard } from './page-post-guard'
import { PEER_ADDRESS_HEADER } from './peer-address'
import { isStaticRequest, precompressedStatic } from './precompressed-static'

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown
type Logger = { warn: (message: string) => void; error: (message: string, error: unknown) => void }
type Options = {
  logger: Logger
  /** Off in development, whose server evaluates code on the fly (a policy would block it). */
  contentSecurityPolicy: boolean
  /** The production build's `static` folder, whose Brotli copies are sent as they are. */
  staticDir?: string
}

const uploadOrigin = (): string[] => {
  if (!process.env.S3_BUCKET) return []
  const endpoint = process.env.S3_PUBLIC_ENDPOINT || process.env.S3_ENDPOINT
  if (endpoint) return [new URL(endpoint).origin]
  const region = process.env.S3_REGION || 'us-east-1'
  return [`https://*.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`]
}

// Compression runs after the policy has read a page (Next's own compression would hide the page
// from it); a cached page with an ETag is compressed once per version instead.
export const guardRequests = (
  handle: Handler,
  { logger, contentSecurityPolicy: csp, staticDir }: Options,
) => {
  const https = serverUrl().startsWith('https://')
  const headers = securityHeaders({ https: csp && https })
  const compress = compression()
  const applyPolicy = contentSecurityPolicy(
    {
      connectSources: uploadOrigin(),
      // The dashboard previews YouTube videos in an embedded player.
      frameSources: ['https://www.youtube-nocookie.com'],
      upgradeInsecureRequests: https,
    },
    logger,
    compressedPages(compressedPagesBytes(process.env)),
  )
  const refusePagePost = pagePostGuard()
  const refuseImageRequest = imageRequestGuard()
  const sendPrecompressed = staticDir ? precompressedStatic(staticDir) : null
  const passOn = (req: IncomingMessage, res: ServerResponse) =>
    compress(req as never, res as never, () => {
      if (csp) applyPolicy(req, res)
      Promise.resolve(handle(req, res)).catch((error: unknown) => {
        logger.error(`${req.method} ${req.url} failed`, error)
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
    })
  return (req: IncomingMessage, res: ServerResponse): void => {
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? ''
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    if (refusePagePost(req, res) || refuseImageRequest(req, res)) return
    if (!sendPrecompressed || !isStaticRequest(req)) {
      passOn(req, res)
      return
    }
    sendPrecompressed(req, res).then(
      (sent) => {
        if (!sent) passOn(req, res)
      },
      () => passOn(req, res),
    )
  }
}
