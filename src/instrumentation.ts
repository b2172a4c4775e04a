/**
 * Runs once when the Next.js server starts: stamps each request with its TCP peer's address
 * (src/server/http/peer-address.ts), then opens Payload, which applies pending migrations,
 * seeds content and ensures the admin account before the first visitor arrives (and prints
 * a new local admin's login in the server's output).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { installPeerAddressStamp } = await import('./server/http/peer-address')
  installPeerAddressStamp()
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  await getPayload({ config })
}
