// Opens Payload before the server listens, so migrations, seeding and the admin account are done
// before the first visitor arrives.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ])
  // `cron: true` starts the job queue at start-up; otherwise Payload starts it on the first API or
  // admin request, and a server that only served pages would run no jobs.
  await getPayload({ config, cron: true })
}
