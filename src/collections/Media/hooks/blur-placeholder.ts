import type { CollectionBeforeChangeHook } from 'payload'
import sharp from 'sharp'

/** Wide enough to suggest the picture's colours, small enough to inline in every page. */
const PLACEHOLDER_WIDTH = 16

/**
 * A tiny blurred copy of each uploaded image, inlined by pages while the real image loads.
 * Only an uploaded file sets it; anything sent for the field otherwise is ignored, so it is
 * always an image this server made. A picture with transparent parts gets none: pages leave
 * the placeholder behind the loaded picture (no client code removes it), where it would show.
 */
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
