import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { SERVER_BUNDLE } from '../../../scripts/lib/bundle-server'

export type AppInstance = { url: string; stop: () => Promise<void>; output: () => string }

// Playwright runs from the repository's root (scripts/test-e2e.ts and the README's commands).
const ROOT = process.cwd()

/**
 * Another production server from the same build, through the site's one server entry as
 * `npm start` runs it (the bundle it wrote when the run's first server started), as a second
 * machine behind a load balancer would run it, with its own settings. Returns at once: the
 * server listens once it is ready.
 */
export const spawnAppInstance = (
  port: number,
  env: Record<string, string>,
): AppInstance & { child: ChildProcess } => {
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, SERVER_BUNDLE)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  return { child, url, stop, output: () => output }
}

/** `spawnAppInstance`, resolved once the server answers `/`. */
export const startAppInstance = async (
  port: number,
  env: Record<string, string>,
  timeoutMs = 240_000,
): Promise<AppInstance> => {
  const { child, url, stop, output } = spawnAppInstance(port, env)
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited:\n${output()}`)
    const ready = await fetch(`${url}/`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (ready) return { url, stop, output }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  await stop()
  throw new Error(`instance on ${port} not ready in ${timeoutMs} ms:\n${output()}`)
}
