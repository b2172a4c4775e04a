/**
 * Framework reach: sets Next's private `__NEXT_PRIVATE_STANDALONE_CONFIG` variable. Works
 * around Next's standalone output (the Docker image) shipping no next.config.mjs and only
 * its own minimal server, not a custom one: its settings are in the build's
 * required-server-files.json, which Next reads from this variable, as the standalone
 * server.js does (vercel/next.js#64031; https://nextjs.org/docs/app/guides/custom-server).
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
