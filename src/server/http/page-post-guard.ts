import type { IncomingMessage, ServerResponse } from 'node:http'

import { escapeXml } from '@/lib/escape-xml'
import { pagePostRefusal, type PagePostRefusal } from '@/lib/http/page-post-rules'
import { payloadSecretOf } from '@/lib/security/payload-secret'
import { trustedOrigins } from '@/lib/security/site-origin'

const header = (req: IncomingMessage, name: string): string | null => {
  const value = req.headers[name]
  return typeof value === 'string' ? value : null
}

/** A native form post (no scripts) reads a page; the scripts' post reads JSON. */
const answer = (
  req: IncomingMessage,
  res: ServerResponse,
  { status, message }: PagePostRefusal,
) => {
  // Closed rather than drained: the body a client declared is never read.
  res.setHeader('connection', 'close')
  res.setHeader('cache-control', 'no-store')
  if (req.headers['next-action'] === undefined && /text\/html/.test(header(req, 'accept') ?? '')) {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeXml(message)}</title></head>` +
        `<body><main><h1>${escapeXml(message)}</h1><p><a href="/">Home</a></p></main></body></html>`,
    )
    return
  }
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ errors: [{ message }] }))
}

/** True when it has refused the post, before Next reads its body. */
export const pagePostGuard = (env: NodeJS.ProcessEnv = process.env) => {
  const trusted = trustedOrigins(env.SERVER_URL, env.PORT)
  const secret = payloadSecretOf(env.PAYLOAD_SECRET ?? '')
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'POST') return false
    const refusal = pagePostRefusal(
      {
        url: new URL(req.url ?? '/', 'http://site.invalid'),
        origin: header(req, 'origin'),
        host: header(req, 'x-forwarded-host') ?? header(req, 'host'),
        contentLength: header(req, 'content-length'),
        chunked: req.headers['transfer-encoding'] !== undefined,
        contentType: header(req, 'content-type'),
      },
      { trustedOrigins: trusted, secret, now: Date.now() },
    )
    if (!refusal) return false
    answer(req, res, refusal)
    return true
  }
}
