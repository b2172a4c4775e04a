/**
 * The end-to-end server, started once by `npm test` for all its Playwright runs and the short
 * abuse run: the production build exactly as `npm start` serves it, as Playwright's own
 * webServer would start it (see playwright.config.ts), its output in a log file.
 */
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'

export type E2eServer = { pid: number; logFile: string; stop: () => Promise<void> }

export const startE2eServer = async (
  root: string,
  base: string,
  env: NodeJS.ProcessEnv,
): Promise<E2eServer> => {
  // Pages an earlier run cached came from another database (see the script).
  spawnSync(process.execPath, [path.join(root, 'scripts/forget-rendered-pages.mjs')], {
    cwd: root,
    stdio: 'inherit',
  })
  const logFile = path.join(root, '.data/e2e-server.log')
  await mkdir(path.dirname(logFile), { recursive: true })
  const log = openSync(logFile, 'w')
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/start.ts')],
    { cwd: root, env, stdio: ['ignore', log, log] },
  )
  closeSync(log)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/`).then(
      (r) => r.status < 500,
      () => false,
    )
    if (up) return { pid: child.pid!, logFile, stop }
    if (child.exitCode !== null || i > 840) {
      await stop()
      throw new Error(`The end-to-end server did not start; see ${logFile}`)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}
