/**
 * The site's public origin for canonical links, Open Graph and the sitemap: SERVER_URL, or
 * this machine's own address on a developer's machine.
 */
export const serverUrl = (): string =>
  (process.env.SERVER_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
