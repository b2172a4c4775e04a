/**
 * Decides whether the production build in `.next` matches the sources, so `npm start`
 * rebuilds only when something that goes into the build has changed.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

const INPUTS = [
  'src',
  'public',
  'payload.config.ts',
  'next.config.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
]
const STAMP = '.next/source-fingerprint'

const filesUnder = async (entry: string): Promise<string[]> => {
  if (!existsSync(entry)) return []
  const stat = await readdir(entry, { withFileTypes: true }).catch(() => null)
  if (!stat) return [entry]
  const nested = await Promise.all(stat.map((dirent) => filesUnder(path.join(entry, dirent.name))))
  return nested.flat()
}

/** A hash of every build input's path and content, and of the NEXT_PUBLIC_* values inlined into it. */
export const sourceFingerprint = async (root: string): Promise<string> => {
  const hash = createHash('sha256')
  const files = (await Promise.all(INPUTS.map((input) => filesUnder(path.join(root, input)))))
    .flat()
    .sort()
  for (const file of files) {
    hash.update(path.relative(root, file))
    hash.update(await readFile(file))
  }
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key.startsWith('NEXT_PUBLIC_')) hash.update(`${key}=${value}`)
  }
  return hash.digest('hex')
}

export const buildIsFresh = async (root: string, fingerprint: string): Promise<boolean> => {
  const stampPath = path.join(root, STAMP)
  if (!existsSync(path.join(root, '.next/BUILD_ID')) || !existsSync(stampPath)) return false
  return (await readFile(stampPath, 'utf8')).trim() === fingerprint
}

export const recordBuild = (root: string, fingerprint: string): Promise<void> =>
  writeFile(path.join(root, STAMP), fingerprint + '\n')
