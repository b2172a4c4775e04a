import { isMultipart, MULTIPART_REQUIRED } from '@/lib/http/multipart'
import { checkSlipUploadQuery } from '@/lib/payments/payment-link-url'
import { refuseUnread } from '@/server/http/body-size'

import { LINK_EXPIRED, LINK_NOT_VALID } from '@/lib/payments/payment-link-messages'

// Anyone may post here, so a refusal reads nothing of the body and closes rather than drains.
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
