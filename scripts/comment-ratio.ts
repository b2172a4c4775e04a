/**
 * Prints how many of src/'s lines are comments: `npx tsx scripts/comment-ratio.ts [dir]`.
 * Counts TypeScript and JavaScript sources, leaving out what is generated (payload-types.ts,
 * the admin's import map, migrations). A comment line is one with nothing but comment on it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
const GENERATED = /(^|\/)(payload-types\.ts|importMap\.js|migrations\/)/

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

const root = path.resolve(process.argv[2] ?? 'src')
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
const percent = ((100 * comments) / total).toFixed(1)
console.log(
  `${comments} comment lines of ${total} lines in ${path.relative(process.cwd(), root) || '.'}: ${percent}%`,
)
