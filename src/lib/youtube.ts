const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])

const SHORT_HOST = 'youtu.be'

const PATH_PREFIXES = new Set(['embed', 'shorts', 'live', 'v'])

const asVideoId = (candidate: string | null | undefined): string | null =>
  candidate && VIDEO_ID.test(candidate) ? candidate : null

const parseUrl = (text: string): URL | null => {
  try {
    return new URL(text.trim())
  } catch {
    return null
  }
}

export const parseYouTubeVideoId = (url: string): string | null => {
  const parsed = parseUrl(url)
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return null
  // A port or credentials mean something other than a plain YouTube link.
  if (parsed.port || parsed.username || parsed.password) return null
  const segments = parsed.pathname.split('/').filter(Boolean)
  if (parsed.hostname === SHORT_HOST) {
    return segments.length === 1 ? asVideoId(segments[0]) : null
  }
  if (!YOUTUBE_HOSTS.has(parsed.hostname)) return null
  if (segments.length === 1 && segments[0] === 'watch')
    return asVideoId(parsed.searchParams.get('v'))
  if (segments.length === 2 && PATH_PREFIXES.has(segments[0])) return asVideoId(segments[1])
  return null
}

export const isYouTubeUrl = (url: string): boolean => parseYouTubeVideoId(url) !== null

export const youTubeWatchUrl = (id: string): string => `https://www.youtube.com/watch?v=${id}`

/** The no-cookie domain keeps YouTube from setting tracking cookies until a visitor presses play. */
export const youTubeEmbedUrl = (id: string): string =>
  `https://www.youtube-nocookie.com/embed/${id}`
