import { isIPv6 } from 'node:net'

/**
 * Where the proxy rewrites a request to, on the origin Next's router resolves rewrites
 * against. The router takes a rewrite for this app only when its origin is the host the
 * server was started on (`next start -H`, from `HOST`), but it hands the proxy URLs on
 * `localhost` all the same; with a host set, every rewritten page (the blog, the gallery) was
 * taken for another site and fetched by the server from itself over HTTP, doing each
 * request's work twice.
 */
export const rewriteTarget = (requestUrl: URL, path: string, listenHost: string | undefined) => {
  const target = new URL(requestUrl)
  target.pathname = path
  if (listenHost) target.hostname = isIPv6(listenHost) ? `[${listenHost}]` : listenHost
  return target
}
