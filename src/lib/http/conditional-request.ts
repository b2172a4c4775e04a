/**
 * HTTP validators (RFC 9110 §8.8, §13): what a stored file's ETag and Last-Modified say about
 * a request's If-None-Match, If-Modified-Since and If-Range. Pure, so every rule is unit-tested.
 */

export type Validators = {
  /** A quoted entity tag, strong (`"abc"`) or weak (`W/"abc"`). */
  etag?: string
  lastModified?: Date
}

type ConditionalHeaders = { get(name: string): string | null }

/** The tags of an If-None-Match / If-Match list, or '*'. Commas only separate quoted tags. */
const listedTags = (header: string): string[] | '*' => {
  if (header.trim() === '*') return '*'
  return header.match(/(?:W\/)?"[^"]*"/g) ?? []
}

const opaque = (tag: string) => tag.replace(/^W\//, '')

/** An entity tag built from what changes when a file is rewritten: its size and mtime. */
export const entityTagOf = (size: number, modified: Date): string =>
  `"${size.toString(16)}-${modified.getTime().toString(16)}"`

/** HTTP dates have whole seconds; a file's mtime has milliseconds. */
const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

const parseHttpDate = (text: string | null): number | null => {
  if (!text) return null
  const time = Date.parse(text)
  return Number.isNaN(time) ? null : Math.floor(time / 1000)
}

/**
 * Whether a GET or HEAD may be answered 304 Not Modified. If-None-Match decides when present
 * (weak comparison); If-Modified-Since is only read without it.
 */
export const isNotModified = (headers: ConditionalHeaders, validators: Validators): boolean => {
  const ifNoneMatch = headers.get('if-none-match')
  if (ifNoneMatch !== null) {
    if (!validators.etag) return false
    const tags = listedTags(ifNoneMatch)
    return tags === '*' || tags.some((tag) => opaque(tag) === opaque(validators.etag!))
  }
  const since = parseHttpDate(headers.get('if-modified-since'))
  if (since === null || !validators.lastModified) return false
  return wholeSeconds(validators.lastModified) <= since
}

/**
 * Whether a Range request may be answered with the part asked for. With If-Range the client
 * only wants the part of the version it already has: a strong tag or the exact date must
 * match, otherwise it gets the whole file.
 */
export const rangeStillApplies = (headers: ConditionalHeaders, validators: Validators): boolean => {
  const ifRange = headers.get('if-range')?.trim()
  if (!ifRange) return true
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) {
    return (
      !ifRange.startsWith('W/') &&
      Boolean(validators.etag) &&
      !validators.etag!.startsWith('W/') &&
      ifRange === validators.etag
    )
  }
  const date = parseHttpDate(ifRange)
  return (
    date !== null &&
    Boolean(validators.lastModified) &&
    wholeSeconds(validators.lastModified!) === date
  )
}
