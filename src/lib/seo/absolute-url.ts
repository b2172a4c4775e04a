/** The public address of a path, from SERVER_URL (the site's canonical origin). */
export const absoluteUrl = (path: string, serverUrl: string): string =>
  new URL(path, serverUrl.endsWith('/') ? serverUrl : `${serverUrl}/`).toString()
