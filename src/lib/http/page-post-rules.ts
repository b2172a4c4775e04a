import { BODY_TOO_LARGE_MESSAGE } from './body-limits'
import { SLIP_UPLOAD_BODY_LIMIT } from '../payments/slip-size'
import { checkPaymentPageUrl } from '../payments/payment-link-url'
import { LINK_EXPIRED, LINK_NOT_VALID } from '../payments/payment-link-messages'

export const PAGE_FORM_LIMIT = 64 * 1024

/** The bodies a page's server action reads: forms, and the scripts' encoded arguments. */
const ACTION_BODY_TYPES = new Set([
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'text/plain',
])

export const FOREIGN_ORIGIN = 'This form can only be sent from the site’s own pages.'
export const LENGTH_REQUIRED = 'Content-Length is required.'
export const UNREADABLE_FORM = 'This form could not be read.'

export type PagePost = {
  url: URL
  origin: string | null
  host: string | null
  contentLength: string | null
  chunked: boolean
  contentType: string | null
}

export type PagePostRefusal = { status: 403 | 404 | 410 | 411 | 413 | 415; message: string }

type Context = { trustedOrigins: readonly string[]; secret: string; now: number }

const isPage = (pathname: string) => !/^\/(api|_next)(\/|$)/.test(pathname)

const fromOwnPages = ({ origin, host }: PagePost, trusted: readonly string[]): boolean => {
  if (!origin) return false
  if (trusted.includes(origin)) return true
  try {
    return host !== null && new URL(origin).host === host
  } catch {
    return false
  }
}

const bodyLimitOf = (pathname: string): number | null => {
  if (/^\/admin(\/|$)/.test(pathname)) return null // staff only; Next.js's own action limit
  if (/^\/payment\//.test(pathname)) return SLIP_UPLOAD_BODY_LIMIT
  return PAGE_FORM_LIMIT
}

// Browsers send `Origin` with every POST, so a missing or foreign one is no page of the site's.
// Refused from headers alone: Next.js answers each of these with a 500 after reading the body.
export const pagePostRefusal = (post: PagePost, context: Context): PagePostRefusal | null => {
  const { pathname } = post.url
  if (!isPage(pathname)) return null
  if (!fromOwnPages(post, context.trustedOrigins)) return { status: 403, message: FOREIGN_ORIGIN }
  const link = checkPaymentPageUrl(context.secret, post.url, context.now)
  if (link === 'forged') return { status: 404, message: LINK_NOT_VALID }
  if (link === 'expired') return { status: 410, message: LINK_EXPIRED }
  const limit = bodyLimitOf(pathname)
  if (limit === null) return null
  if (post.contentLength === null) {
    return post.chunked ? { status: 411, message: LENGTH_REQUIRED } : null
  }
  if (!/^\d+$/.test(post.contentLength) || Number(post.contentLength) > limit) {
    return { status: 413, message: BODY_TOO_LARGE_MESSAGE }
  }
  const type = (post.contentType ?? '').split(';')[0].trim().toLowerCase()
  if (!ACTION_BODY_TYPES.has(type)) return { status: 415, message: UNREADABLE_FORM }
  return null
}
