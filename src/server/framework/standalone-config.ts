/**
 * Framework reach: sets Next's private `__NEXT_PRIVATE_STANDALONE_CONFIG`, as the standalone
 * server.js does. The standalone build (the Docker image) has no next.config.mjs; its settings are
 * in required-server-files.json (vercel/next.js#64031; nextjs.org/docs/app/guides/custom-server).
 * Remove when Next's custom server reads the standalone build's settings by itself.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const readStandaloneConfig = (dir: string, dev: boolean): void => {
  const serverFiles = path.join(dir, '.next', 'required-server-files.json')
  if (dev || existsSync(path.join(dir, 'next.config.mjs')) || !existsSync(serverFiles)) return
  const { config } = JSON.parse(readFileSync(serverFiles, 'utf8')) as { config: unknown }
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
}
