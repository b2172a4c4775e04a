import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
// Generated files are not written by us, so their comments are not ours to keep short.
const GENERATED = /(^|\/)(payload-types\.ts|importMap\.js|migrations\/)/

/** A comment line is one with nothing but comment on it. */
export const commentLines = (source: string): { comments: number; total: number } => {
  let comments = 0
  let inBlock = false
  const lines = source.split('\n')
  for (const line of lines) {
    const text = line.trim()
    if (inBlock) {
      comments++
      if (text.includes('*/')) inBlock = false
    } else if (text.startsWith('//')) {
      comments++
    } else if (text.startsWith('/*')) {
      comments++
      inBlock = !text.includes('*/', 2)
    } else if (/^\{\s*\/\*.*\*\/\s*\}$/.test(text)) {
      comments++
    }
  }
  return { comments, total: lines.length }
}

/** The comment lines and all lines of the TypeScript and JavaScript sources below `root`. */
export const commentLinesUnder = (root: string): { comments: number; total: number } => {
  let comments = 0
  let total = 0
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name)
    if (!entry.isFile() || !SOURCE.test(entry.name) || GENERATED.test(path.relative(root, file))) {
      continue
    }
    const counted = commentLines(readFileSync(file, 'utf8'))
    comments += counted.comments
    total += counted.total
  }
  return { comments, total }
}
