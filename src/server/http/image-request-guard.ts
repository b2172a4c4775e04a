import type { IncomingMessage, ServerResponse } from 'node:http'

import { imageRequestRefusal } from '@/lib/http/image-request-rules'
import { payloadSecretOf } from '@/lib/security/payload-secret'

/** True when it has refused the request (400, as Next words it). */
export const imageRequestGuard = (env: NodeJS.ProcessEnv = process.env) => {
  const secret = payloadSecretOf(env.PAYLOAD_SECRET ?? '')
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const refusal = imageRequestRefusal(new URL(req.url ?? '/', 'http://site.invalid'), secret)
    if (!refusal) return false
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    res.end(refusal)
    return true
  }
}
