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

// Before the body-length check: a forged link is answered as such whatever length it declares.
export const withSlipUploadChecked =
  (handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    if (!isSlipUpload(request)) return handler(request, context)
    const { secret } = await getPayload({ config })
    const query = new URL(request.url).searchParams
    return refuseSlipUploadUnread(request, query, secret, Date.now()) ?? handler(request, context)
  }
