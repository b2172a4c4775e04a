export type VersionsRoute = { kind: 'collection' | 'global'; slug: string }

const VERSIONS_PATH = /^\/api\/(?:(globals)\/)?([^/]+)\/versions(?:\/[^/]+)?\/?$/

export const versionsRoute = (pathname: string): VersionsRoute | null => {
  const match = VERSIONS_PATH.exec(pathname)
  if (!match) return null
  return { kind: match[1] ? 'global' : 'collection', slug: decodeURIComponent(match[2]) }
}
