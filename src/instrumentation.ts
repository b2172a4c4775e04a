/**
 * Runs once when Next.js prepares, before the server (src/server/http/server.ts) listens:
 * opens Payload, which applies pending migrations, seeds content and ensures the admin
 * account before the first visitor arrives (and prints a new local admin's login in the
 * server's output), and starts its job queue's autoruns.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  // `cron: true` starts the job queue's autoruns now (e-mails, scheduled publishing, the upload
  // sweep). Without it Payload starts them on the first API or admin request, so a server that
  // only served pages since its start would run no jobs.
  await getPayload({ config, cron: true })
}
