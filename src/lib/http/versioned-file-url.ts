import { createHmac, timingSafeEqual } from 'node:crypto'

/** The query parameter that names a media file's version in its URL. */
export const FILE_VERSION_PARAM = 'v'

const signatureOf = (secret: string, path: string, time: string) =>
  createHmac('sha256', secret)
    .update(`file-version:${path}:${time}`)
    .digest('base64url')
    .slice(0, 12)

/**
 * A media file's URL with its document's last change in it (`…/team.webp?v=mhx3k2a0.Xy…`).
 * Payload keeps a file's name when an editor crops it or moves its focal point, and frees a
 * deleted file's name for the next upload; the version changes in each case, so a browser or
 * CDN may keep what a versioned URL gave it for a year. The version is signed, so the image
 * optimiser can tell the addresses the site wrote from variations a client makes up, each of
 * which would otherwise be resized and kept anew.
 */
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

/** A media file's own address: its name, and on S3 the storage plugin's `prefix=`. */
const MEDIA_FILE = /^\/api\/media\/file\/[^/?#&\\]+(\?prefix=[\w-]+)?$/
const VERSIONED = /^(.+)[?&]v=([0-9a-z]{1,12})\.([\w-]{12})$/

/** Whether an address is a media file's, bare or with a version the site itself signed. */
export const isSiteMediaUrl = (address: string, secret: string): boolean => {
  if (MEDIA_FILE.test(address) && !address.includes('?')) return true
  const match = VERSIONED.exec(address)
  if (!match || !MEDIA_FILE.test(match[1])) return false
  const [, base, time, signature] = match
  const expected = Buffer.from(signatureOf(secret, base, time))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
