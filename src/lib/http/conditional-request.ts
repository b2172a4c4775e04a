// HTTP validators (RFC 9110 §8.8, §13).

export type Validators = {
  etag?: string
  lastModified?: Date
}

type ConditionalHeaders = { get(name: string): string | null }

const listedTags = (header: string): string[] | '*' => {
  if (header.trim() === '*') return '*'
  return header.match(/(?:W\/)?"[^"]*"/g) ?? []
}

const opaque = (tag: string) => tag.replace(/^W\//, '')

export const entityTagOf = (size: number, modified: Date): string =>
  `"${size.toString(16)}-${modified.getTime().toString(16)}"`

/** HTTP dates have whole seconds; a file's mtime has milliseconds. */
const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

const parseHttpDate = (text: string | null): number | null => {
  if (!text) return null
  const time = Date.parse(text)
  return Number.isNaN(time) ? null : Math.floor(time / 1000)
}

// If-None-Match decides when present (weak comparison); If-Modified-Since only without it.
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

// If-Range needs a strong tag or the exact date to match; otherwise the whole file is sent.
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
