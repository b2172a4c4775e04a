/**
 * Which collection's or global's version history a REST path asks for:
 * `/api/registrations/versions`, `/api/registrations/versions/7`,
 * `/api/globals/site/versions/3`; null for any other path.
 */
export type VersionsRoute = { kind: 'collection' | 'global'; slug: string }

const VERSIONS_PATH = /^\/api\/(?:(globals)\/)?([^/]+)\/versions(?:\/[^/]+)?\/?$/

export const versionsRoute = (pathname: string): VersionsRoute | null => {
  const match = VERSIONS_PATH.exec(pathname)
  if (!match) return null
  return { kind: match[1] ? 'global' : 'collection', slug: decodeURIComponent(match[2]) }
}
