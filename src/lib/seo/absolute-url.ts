export const absoluteUrl = (path: string, serverUrl: string): string =>
  new URL(path, serverUrl.endsWith('/') ? serverUrl : `${serverUrl}/`).toString()
