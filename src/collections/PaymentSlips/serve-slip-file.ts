import { uploadFileHandler } from '@/server/http/serve-upload-file'
import { paymentSlipFiles } from '@/server/storage/payment-slips'

/** GET /api/payment-slips/file/{filename} for admins: never kept by a browser or proxy. */
export const serveSlipFile = uploadFileHandler({
  folder: paymentSlipFiles,
  contentTypes: { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' },
  cacheControl: () => 'private, no-store',
})
