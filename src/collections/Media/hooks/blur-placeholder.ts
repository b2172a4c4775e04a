import type { CollectionBeforeChangeHook } from 'payload'
import sharp from 'sharp'

const PLACEHOLDER_WIDTH = 16

// Only an uploaded file sets it, so it is always an image this server made. A picture with
// transparent parts gets none: the placeholder stays behind the loaded picture and would show.
export const blurPlaceholder: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const upload = req.file?.data
  if (!upload?.length) return { ...data, blurDataUrl: originalDoc?.blurDataUrl ?? null }
  const { isOpaque } = await sharp(upload).stats()
  if (!isOpaque) return { ...data, blurDataUrl: null }
  const tiny = await sharp(upload)
    .resize(PLACEHOLDER_WIDTH, PLACEHOLDER_WIDTH, { fit: 'inside' })
    .webp({ quality: 50 })
    .toBuffer()
  return { ...data, blurDataUrl: `data:image/webp;base64,${tiny.toString('base64')}` }
}
