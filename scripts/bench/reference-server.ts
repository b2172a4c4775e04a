/**
 * The reference page (scripts/bench/reference-app): built afresh by the same Next.js as the
 * site and served by `next start`, in the same run, so the site's figures read as ratios.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { assertPortIsFree } from '../lib/port-is-free'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const appDir = path.join(root, 'scripts/bench/reference-app')
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

const exitCodeOf = (child: ChildProcess): Promise<number> =>
  new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))

const nextIn = (args: string[], env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, [nextBin, ...args], {
    cwd: appDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })

export type ReferenceServer = { base: string; stop: () => Promise<void> }

export const startReferenceServer = async (port: number): Promise<ReferenceServer> => {
  await assertPortIsFree(port)
  const built = await exitCodeOf(nextIn(['build'], { NODE_ENV: 'production' }))
  if (built !== 0) throw new Error(`Building the reference page failed (exit ${built})`)
  const server = nextIn(['start', '-p', String(port), '-H', '127.0.0.1'], {
    NODE_ENV: 'production',
  })
  const base = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (server.exitCode !== null) return
    server.kill('SIGTERM')
    await exitCodeOf(server)
  }
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { base, stop }
    if (i > 120 || server.exitCode !== null) {
      await stop()
      throw new Error('The reference page server did not start')
    }
    await new Promise((r) => setTimeout(r, 250))
  }
}
