/** The query parameter that names a media file's version in its URL. */
export const FILE_VERSION_PARAM = 'v'

/**
 * A media file's URL with its document's last change in it (`…/team.webp?v=mhx3k2a0`).
 * Payload keeps a file's name when an editor crops it or moves its focal point, and frees a
 * deleted file's name for the next upload; the version changes in each case, so a browser or
 * CDN may keep what a versioned URL gave it for a year.
 */
export const versionedFileUrl = (url: string, updatedAt: string | null | undefined): string => {
  const time = updatedAt ? Date.parse(updatedAt) : NaN
  if (Number.isNaN(time)) return url
  const separator = url.includes('?') ? '&' : '?'
  return `${url}${separator}${FILE_VERSION_PARAM}=${time.toString(36)}`
}
