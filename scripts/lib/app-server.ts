/**
 * The production server exactly as `npm start` runs it (building first when the build is
 * stale), for the benchmarks and the load test: on a database the caller names or a
 * throw-away one, with its own uploads and media folders and a known admin account, its
 * output in a log file or on stderr.
 */
import { spawn } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { newCredentialSigningKey } from './credential-signing-key'
import { assertPortIsFree } from './port-is-free'
import { provideTestDatabase } from './test-database'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const SCRIPT_ADMIN = {
  email: 'script-admin@academy.test',
  password: 'script-admin-password-123',
}

export type AppServer = {
  base: string
  pid: number
  /** The server's database, for checks made straight in PostgreSQL. */
  databaseUrl: string
  /** Headers of the signed-in admin. */
  auth: { authorization: string }
  /** Whether the server process is still running (it exits when Next.js dies). */
  alive: () => boolean
  stop: () => Promise<void>
}

type Options = {
  port: number
  /** Names the throw-away database and folders. */
  label: string
  /** A database the caller controls (the load test restarts it); else a throw-away one. */
  databaseUrl?: string
  /** Where the server's output goes; stderr when left out. */
  logFile?: string
  /** Settings of this run on top of the defaults, e.g. raised rate limits. */
  env?: Record<string, string>
}

const waitUntilReady = async (base: string, alive: () => boolean, logFile?: string) => {
  // Ready once Payload has migrated, seeded and created the admin (a build comes first).
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/api/workshop/seats`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    if (i > 1200 || !alive()) {
      throw new Error(`The server did not start${logFile ? `; see ${logFile}` : ''}`)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}

const signIn = async (base: string) => {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SCRIPT_ADMIN),
  })
  if (!login.ok) throw new Error(`Admin sign-in failed: ${login.status} ${await login.text()}`)
  return { authorization: `JWT ${(await login.json()).token}` }
}

export const startAppServer = async ({
  port,
  label,
  databaseUrl,
  logFile,
  env = {},
}: Options): Promise<AppServer> => {
  const base = `http://127.0.0.1:${port}`
  await assertPortIsFree(port)
  const database = databaseUrl ? null : await provideTestDatabase(label)
  const folders = await mkdtemp(path.join(tmpdir(), `academy-${label}-`))
  const output = logFile ? openSync(logFile, 'w') : 'inherit'
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', logFile ? output : 'ignore', output],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl ?? database!.url,
      PAYLOAD_SECRET: `${label}-secret-not-for-production`,
      CREDENTIAL_SIGNING_KEY: newCredentialSigningKey(),
      ADMIN_EMAIL: SCRIPT_ADMIN.email,
      ADMIN_PASSWORD: SCRIPT_ADMIN.password,
      UPLOADS_DIR: path.join(folders, 'uploads'),
      MEDIA_DIR: path.join(folders, 'media'),
      // Canonical and Open Graph addresses point at the server measured, as in production.
      SERVER_URL: base,
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  })
  if (typeof output === 'number') closeSync(output)
  const alive = () => server.exitCode === null && server.signalCode === null
  const stop = async () => {
    if (alive()) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    await database?.cleanup()
    await rm(folders, { recursive: true, force: true })
  }
  try {
    await waitUntilReady(base, alive, logFile)
    const auth = await signIn(base)
    return { base, pid: server.pid!, databaseUrl: databaseUrl ?? database!.url, auth, alive, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
