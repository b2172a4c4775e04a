/**
 * The production server exactly as `npm start` runs it (building first when the build is
 * stale), on a database the load test controls, with its output kept in a log file so the
 * run can look for crashes afterwards.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { openSync, closeSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type AppServer = {
  base: string
  /** Headers of the signed-in admin. */
  auth: { authorization: string }
  /** Whether the server process is still running (it exits when Next.js dies). */
  alive: () => boolean
  stop: () => Promise<void>
}

export const startAppServer = async ({
  port,
  databaseUrl,
  logFile,
  env,
}: {
  port: number
  databaseUrl: string
  logFile: string
  env: Record<string, string>
}): Promise<AppServer> => {
  const base = `http://127.0.0.1:${port}`
  const admin = {
    email: 'load-admin@academy.test',
    password: `load-${randomBytes(12).toString('hex')}`,
  }
  const log = openSync(logFile, 'w')
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      UPLOADS_DIR: path.join(path.dirname(logFile), 'uploads'),
      MEDIA_DIR: path.join(path.dirname(logFile), 'media'),
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  })
  closeSync(log)
  const alive = () => server.exitCode === null && server.signalCode === null
  const stop = async () => {
    if (!alive()) return
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  try {
    // Ready once Payload has migrated, seeded and created the admin (a build comes first).
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/api/workshop/seats`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      if (i > 1200 || !alive()) throw new Error(`The server did not start; see ${logFile}`)
      await new Promise((r) => setTimeout(r, 500))
    }
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    if (!login.ok) throw new Error(`Admin sign-in failed: ${login.status} ${await login.text()}`)
    const auth = { authorization: `JWT ${(await login.json()).token}` }
    return { base, auth, alive, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
