import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { buildIsFresh, recordBuild, sourceFingerprint } from './build-freshness'

/**
 * Builds the site for production unless `.next` already matches the sources; the build's
 * exit code (0 when nothing had to be done). Built without the database, as the Docker image
 * is: a page that needed it at build time would fail here, not only in someone's image build.
 * `track` receives the build's process, for a caller that stops it on a signal.
 */
export const buildIfStale = async (
  root: string,
  env: NodeJS.ProcessEnv,
  track: (child: ChildProcess) => void = () => {},
): Promise<number> => {
  const fingerprint = await sourceFingerprint(root)
  if (await buildIsFresh(root, fingerprint)) return 0
  console.log('Building the site (the build is missing or older than the sources)...')
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
    { cwd: root, env: { ...env, DATABASE_URL: '', NODE_ENV: 'production' }, stdio: 'inherit' },
  )
  track(child)
  const code = await new Promise<number>((resolve) =>
    child.once('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0))),
  )
  if (code === 0) await recordBuild(root, fingerprint)
  return code
}
