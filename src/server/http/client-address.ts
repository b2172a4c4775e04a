import type { PayloadRequest } from 'payload'

/**
 * The visitor's address for rate limiting. Behind a load balancer or proxy the first
 * X-Forwarded-For entry is the client; deployments must let only their proxy set it.
 */
export const clientAddress = (req: Pick<PayloadRequest, 'headers'>): string => {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || req.headers.get('x-real-ip')?.trim() || 'unknown'
}
