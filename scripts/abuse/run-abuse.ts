/**
 * Every hostile-client pattern against a running server, one after another, each with its
 * row. Callable against any server (scripts/test-abuse.ts starts its own; the test runner
 * may pass its end-to-end server): give its address and a PID, and the process that
 * actually listens on the port is found from it.
 */
import { readlink } from 'node:fs/promises'
import path from 'node:path'

import { forgedUploads } from './forged-uploads'
import { imageJunk } from './image-junk'
import { malformedBodies } from './malformed-bodies'
import { measure, type Row } from './measure'
import { memoryCeiling } from './memory-ceiling'
import type { Pattern, Target } from './pattern'
import { FULL, SHORT } from './settings'
import { listeningPid } from './server-process'
import { slipFlood } from './slip-flood'
import { slowTrickle } from './slow-trickle'
import { abuseTable } from './table'
import { quietVisitor } from './visitor'

export type AbuseOptions = {
  base: string
  /** The server's PID, or its launcher's (`npm start` runs the server as a child). */
  pid: number
  short?: boolean
  /** PAYLOAD_SECRET of the server, for the payer link of pattern 2 (skipped without it). */
  secret?: string
  /** A signed-in admin's headers, to open registration for pattern 2. */
  auth?: { authorization: string }
  /** The server's UPLOADS_DIR; by default `uploads` in its working directory, as it defaults. */
  uploadsDir?: string
  /** Progress lines; console.log by default. */
  log?: (line: string) => void
}

export type AbuseReport = { rows: Row[]; table: string; passed: boolean }

export const PATTERNS: Pattern[] = [
  imageJunk,
  slipFlood,
  forgedUploads,
  malformedBodies,
  slowTrickle,
  memoryCeiling,
]

const targetOf = async (options: AbuseOptions): Promise<Target> => {
  const pid = (await listeningPid(Number(new URL(options.base).port || 80))) ?? options.pid
  const cwd = await readlink(`/proc/${pid}/cwd`)
  return {
    base: options.base,
    pid,
    imageCacheDir: path.join(cwd, '.next/cache/images'),
    uploadsDir: options.uploadsDir ?? path.join(cwd, 'uploads'),
    distDir: path.join(cwd, '.next'),
    secret: options.secret,
    auth: options.auth,
  }
}

export const runAbuse = async (options: AbuseOptions): Promise<AbuseReport> => {
  const log = options.log ?? ((line: string) => console.log(line))
  const amounts = options.short ? SHORT : FULL
  const target = await targetOf(options)
  log(`Server process ${target.pid}; quiet visitor: ${amounts.quietVisits} visits of / ...`)
  const quiet = await quietVisitor(target.base, amounts.quietVisits)
  const rows: Row[] = []
  // ABUSE_ONLY=5 (or 1,5): only those patterns, e.g. to measure one again on a quiet host.
  const only = (process.env.ABUSE_ONLY ?? '').split(',').filter(Boolean)
  const chosen = PATTERNS.filter((p) => only.length === 0 || only.includes(p.name.split('.')[0]))
  for (const pattern of chosen) {
    log(`${pattern.name} ...`)
    const row = await measure(pattern, { target, amounts }, quiet)
    log(`  ${row.met === false ? 'FAIL' : 'done'}: ${row.observed}`)
    for (const detail of row.details ?? []) log(`    ${detail}`)
    rows.push(row)
    // The pattern's aftermath (closing sockets, a collection) is not the next one's.
    await new Promise((r) => setTimeout(r, 2000))
  }
  return { rows, table: abuseTable(rows), passed: rows.every((row) => row.met !== false) }
}
