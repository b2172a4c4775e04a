import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(__dirname, '../../..')

const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/
// What builds and installs leave beside the sources (the bench's reference app is built in place).
const GENERATED_FOLDER = /(^|[\\/])(\.next|node_modules)([\\/]|$)/

/** Every source file under `dir` (relative to the repository), as repository-relative paths. */
export const sourceFilesUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .filter((entry) => !GENERATED_FOLDER.test(path.relative(root, entry.parentPath)))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort()

export const readSource = (file: string): string => readFileSync(path.join(root, file), 'utf8')

const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(['"])([^'"\n]+)\1/gm

/** The module specifiers a file imports, re-exports or requires. */
export const importsOf = (source: string): string[] =>
  [...source.matchAll(SPECIFIER)].map((match) => match[2])

/**
 * Where a specifier points inside the repository (`@/x` and relative paths), as a
 * repository-relative path without extension; null for packages.
 */
export const localTarget = (file: string, specifier: string): string | null => {
  if (specifier.startsWith('@/')) return path.join('src', specifier.slice(2))
  if (specifier === '@payload-config') return 'payload.config'
  if (specifier.startsWith('.')) return path.join(path.dirname(file), specifier)
  return null
}
