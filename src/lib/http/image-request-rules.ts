import { isSiteMediaUrl } from './versioned-file-url'

const OPTIMISER = '/_next/image'
const STATIC_MEDIA = /^\/_next\/static\/media\/[^/?#]+$/

export const IMAGE_URL_NOT_ALLOWED = '"url" parameter is not allowed'

// Only pictures addressed as the pages write them (a signed media version or a built-in picture),
// so no made-up variation becomes a new resize and cache entry. Width and quality are Next.js's.
export const imageRequestRefusal = (url: URL, secret: string): string | null => {
  if (url.pathname !== OPTIMISER) return null
  const addresses = url.searchParams.getAll('url')
  if (addresses.length !== 1) return IMAGE_URL_NOT_ALLOWED
  const [address] = addresses
  if (STATIC_MEDIA.test(address) || isSiteMediaUrl(address, secret)) return null
  return IMAGE_URL_NOT_ALLOWED
}
