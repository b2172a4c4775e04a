import { isMultipart, MULTIPART_REQUIRED } from '@/lib/http/multipart'
import { checkSlipUploadQuery } from '@/lib/payments/payment-link-url'
import { refuseUnread } from '@/server/http/body-size'

import { LINK_EXPIRED, LINK_NOT_VALID } from '@/lib/payments/payment-link-messages'

/**
 * A bank slip upload's refusal from its address and headers alone, or null to go on: a link
 * that is not a registration's (404) or has expired (410), a body that is not a multipart
 * form (415). Anyone may post here, so nothing of the body is read for them, and the
 * connection is closed rather than drained.
 */
export const refuseSlipUploadUnread = (
  request: { headers: Headers },
  query: URLSearchParams,
  secret: string,
  now: number,
): Response | null => {
  const { link } = checkSlipUploadQuery(secret, query, now)
  if (link === 'forged') return refuseUnread(LINK_NOT_VALID, 404)
  if (link === 'expired') return refuseUnread(LINK_EXPIRED, 410)
  if (!isMultipart(request)) return refuseUnread(MULTIPART_REQUIRED, 415)
  return null
}
