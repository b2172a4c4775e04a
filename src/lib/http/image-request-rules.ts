import { isSiteMediaUrl } from './versioned-file-url'

const OPTIMISER = '/_next/image'
const STATIC_MEDIA = /^\/_next\/static\/media\/[^/?#]+$/

export const IMAGE_URL_NOT_ALLOWED = '"url" parameter is not allowed'

/**
 * Why a request to the image optimiser is refused before it fetches or resizes anything, or
 * null to let Next.js answer it: the picture must be one the site's pages show, addressed as
 * they write it (a media file with the version the site signed, or a built-in picture), so no
 * made-up variation becomes a new resize and a new entry of the image cache. Width and quality
 * are Next.js's to check (next.config.mjs lists the ones the pages use).
 */
export const imageRequestRefusal = (url: URL, secret: string): string | null => {
  if (url.pathname !== OPTIMISER) return null
  const addresses = url.searchParams.getAll('url')
  if (addresses.length !== 1) return IMAGE_URL_NOT_ALLOWED
  const [address] = addresses
  if (STATIC_MEDIA.test(address) || isSiteMediaUrl(address, secret)) return null
  return IMAGE_URL_NOT_ALLOWED
}
