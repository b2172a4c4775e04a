import { isIPv6 } from 'node:net'

// Next's router takes a rewrite as this app's only on the host the server was started on (`-H`,
// HOST); otherwise it fetches the rewritten page from itself over HTTP, doing the work twice.
export const rewriteTarget = (requestUrl: URL, path: string, listenHost: string | undefined) => {
  const target = new URL(requestUrl)
  target.pathname = path
  if (listenHost) target.hostname = isIPv6(listenHost) ? `[${listenHost}]` : listenHost
  return target
}
