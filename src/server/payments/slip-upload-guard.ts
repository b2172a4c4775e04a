import config from '@payload-config'
import { getPayload } from 'payload'

import { SLIP_UPLOAD_PATH } from '@/lib/payments/slip-size'

import { refuseSlipUploadUnread } from './slip-upload-refusal'

type RouteHandler = (
  request: Request,
  context: { params: Promise<{ slug: string[] }> },
) => Promise<Response>

const isSlipUpload = (request: Request): boolean =>
  request.method === 'POST' && new URL(request.url).pathname.replace(/\/$/, '') === SLIP_UPLOAD_PATH

/**
 * Checks a bank slip upload's link (and content type) before the route handlers check its
 * body's length: a forged link is answered as such whatever length it declares, and nothing
 * of its body is read (see slip-upload-refusal).
 */
export const withSlipUploadChecked =
  (handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    if (!isSlipUpload(request)) return handler(request, context)
    const { secret } = await getPayload({ config })
    const query = new URL(request.url).searchParams
    return refuseSlipUploadUnread(request, query, secret, Date.now()) ?? handler(request, context)
  }
