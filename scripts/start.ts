/**
 * `npm start` (production build) and `npm run dev`: provides the database, builds when the
 * build is missing or stale, runs Next.js, and stops everything cleanly on Ctrl-C / SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import nextEnv from '@next/env'

import { buildIfStale } from './lib/build-if-stale'
import { serverHeapMb } from './server-heap.mjs'
import { bundleServer, SERVER_BUNDLE } from './lib/bundle-server'
import { provideCredentialSigningKey } from './lib/credential-signing-key'
import { provideAppDatabase, providePayloadSecret } from './lib/database'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dev = process.argv.includes('--dev')
nextEnv.loadEnvConfig(root, dev)

const tsxBin = path.join(root, 'node_modules/tsx/dist/cli.mjs')
// The site's one server entry (Next's custom server with the request guards).
const serverEntry = path.join(root, 'src/server/http/server.ts')
const port = Number(process.env.PORT || 3000)
const host = process.env.HOST

const run = (args: string[], env: NodeJS.ProcessEnv): ChildProcess =>
  spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' })

const exitCodeOf = (child: ChildProcess): Promise<number> =>
  new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))

/** Waits until the server answers, which also means Payload has migrated and seeded. */
const announceWhenReady = async (child: ChildProcess): Promise<void> => {
  const url = `http://127.0.0.1:${port}/`
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    )
    if (ok) {
      const shown = `http://${host && host !== '0.0.0.0' ? host : 'localhost'}:${port}`
      console.log(`\n  The site is ready at ${shown}  (staff CMS: ${shown}/admin)\n`)
      if (!process.env.SERVER_URL?.trim()) {
        // Fine on this machine; a public server needs its real address (see .env.example).
        console.warn(
          `  SERVER_URL is not set: only http://localhost:${port} and http://127.0.0.1:${port} may\n` +
            '  use the staff sign-in, the cookie is not Secure and HSTS is off. Set SERVER_URL to\n' +
            "  the site's https:// address before serving it to anyone else.\n",
        )
      }
      return
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}

const main = async (): Promise<number> => {
  const database = await provideAppDatabase(root)
  let child: ChildProcess | undefined
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    if (child && child.exitCode === null) child.kill(signal)
    else await database.stop().finally(() => process.exit(130))
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))

  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      EMBEDDED_DATABASE: database.embedded ? '1' : '',
      PAYLOAD_SECRET: await providePayloadSecret(root, database.embedded),
      CREDENTIAL_SIGNING_KEY: await provideCredentialSigningKey(root, database.embedded),
      NEXT_TELEMETRY_DISABLED: '1',
    }

    if (!dev) {
      const code = await buildIfStale(root, env, (build) => (child = build))
      if (code !== 0 || stopping) return code || 130
    }
    // Development runs the entry under tsx; production runs it bundled, under plain Node with
    // a heap limit that fits the host (see server-heap.mjs).
    const entry = dev
      ? [tsxBin, serverEntry, '--dev']
      : [
          `--max-old-space-size=${serverHeapMb()}`,
          await bundleServer(root, path.join(root, SERVER_BUNDLE)),
        ]
    child = run(entry, {
      // glibc's allocator keeps an arena per thread and returns little of what they free; two
      // arenas hold the server's resident memory near its heap (MALLOC_ARENA_MAX, overridable).
      MALLOC_ARENA_MAX: '2',
      ...env,
      NODE_ENV: dev ? 'development' : 'production',
    })
    void announceWhenReady(child)
    return await exitCodeOf(child)
  } finally {
    await database.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
