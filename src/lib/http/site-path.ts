/**
 * A URL on the site's own origin as a path ('/api/media/file/a.webp'); other URLs unchanged.
 * Payload writes file URLs as absolute addresses once SERVER_URL is set, which next/image
 * would then treat as a remote image (refused), and which would break behind a second host name.
 */
export const sitePath = (url: string, origin: string | null): string => {
  if (!origin || !url.startsWith(`${origin}/`)) return url
  return url.slice(origin.length)
}
