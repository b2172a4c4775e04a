/**
 * The production server as `npm start` runs it (building first when the build is stale),
 * on a throw-away database and uploads folder, with a known admin account: what the
 * benchmarks measure against.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { provideTestDatabase } from './test-database'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const BENCH_ADMIN = {
  email: 'bench-admin@academy.test',
  password: 'bench-admin-password-123',
}

export type BenchServer = {
  base: string
  pid: number
  /** The server's database, for checks made straight in PostgreSQL. */
  databaseUrl: string
  /** Headers of the signed-in bench admin. */
  auth: { authorization: string }
  stop: () => Promise<void>
}

export const startBenchServer = async ({
  port,
  label,
  env = {},
}: {
  port: number
  label: string
  /** Settings of this run on top of the defaults, e.g. raised rate limits. */
  env?: Record<string, string>
}): Promise<BenchServer> => {
  const base = `http://127.0.0.1:${port}`
  const database = await provideTestDatabase(label)
  const uploads = await mkdtemp(path.join(tmpdir(), `academy-${label}-uploads-`))
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: 'bench-secret-not-for-production',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      UPLOADS_DIR: uploads,
      // Canonical and Open Graph addresses point at the server measured, as in production.
      SERVER_URL: base,
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  })
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
    }
    await database.cleanup()
    await rm(uploads, { recursive: true, force: true })
  }
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      if (i > 1200 || server.exitCode !== null) throw new Error('The server did not start')
      await new Promise((r) => setTimeout(r, 500))
    }
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    })
    const auth = { authorization: `JWT ${(await login.json()).token}` }
    return { base, pid: server.pid!, databaseUrl: database.url, auth, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
