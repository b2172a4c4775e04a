/**
 * Prints how many of src/'s lines are comments: `npx tsx scripts/comment-ratio.ts [dir]`.
 * Counts TypeScript and JavaScript sources, leaving out what is generated (payload-types.ts,
 * the admin's import map, migrations).
 */
import path from 'node:path'

import { commentLinesUnder } from './lib/comment-lines'

const root = path.resolve(process.argv[2] ?? 'src')
const { comments, total } = commentLinesUnder(root)
const percent = ((100 * comments) / total).toFixed(1)
console.log(
  `${comments} comment lines of ${total} lines in ${path.relative(process.cwd(), root) || '.'}: ${percent}%`,
)
