/**
 * Runs once when the Next.js server starts: puts each request and response through the server's guards
 * (src/server/http/request-guards.ts: peer address, security headers, CSP, compression), then opens Payload, which applies pending migrations,
 * seeds content and ensures the admin account before the first visitor arrives (and prints
 * a new local admin's login in the server's output).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { installRequestGuards } = await import('./server/http/request-guards')
  installRequestGuards()
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  await getPayload({ config })
}
