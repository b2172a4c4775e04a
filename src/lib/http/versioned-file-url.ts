import { createHmac, timingSafeEqual } from 'node:crypto'

export const FILE_VERSION_PARAM = 'v'

const signatureOf = (secret: string, path: string, time: string) =>
  createHmac('sha256', secret)
    .update(`file-version:${path}:${time}`)
    .digest('base64url')
    .slice(0, 12)

// Payload keeps a file's name when it is cropped and frees a deleted one's; the version lets caches
// keep a URL for a year. Signed, so the optimiser resizes only addresses the site wrote.
export const versionedFileUrl = (
  url: string,
  updatedAt: string | null | undefined,
  secret: string,
): string => {
  const time = updatedAt ? Date.parse(updatedAt) : NaN
  if (Number.isNaN(time)) return url
  const version = time.toString(36)
  const separator = url.includes('?') ? '&' : '?'
  return `${url}${separator}${FILE_VERSION_PARAM}=${version}.${signatureOf(secret, url, version)}`
}

const MEDIA_FILE = /^\/api\/media\/file\/[^/?#&\\]+(\?prefix=[\w-]+)?$/
const VERSIONED = /^(.+)[?&]v=([0-9a-z]{1,12})\.([\w-]{12})$/

export const isSiteMediaUrl = (address: string, secret: string): boolean => {
  if (MEDIA_FILE.test(address) && !address.includes('?')) return true
  const match = VERSIONED.exec(address)
  if (!match || !MEDIA_FILE.test(match[1])) return false
  const [, base, time, signature] = match
  const expected = Buffer.from(signatureOf(secret, base, time))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
