/**
 * `npm run test:abuse` (not part of `npm test`): the production server on a fresh database,
 * then every hostile-client pattern of scripts/abuse one machine can try against a new
 * installation, each bounded in time, with one Markdown table for BENCHMARKS.md. Exits
 * non-zero when a bound fails. `-- --short`: the same patterns with smaller counts, for CI.
 * Attack connections come from 127.0.0.2 and up, the measuring visitor from 127.0.0.1.
 * The server's output is kept in .data/abuse/server.log.
 */
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startAppServer } from './lib/app-server'
import { runAbuse } from './abuse/run-abuse'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const workDir = path.join(root, '.data/abuse')
const PORT = Number(process.env.ABUSE_PORT || 3400)
// The script makes the server's secret so that it can sign a payer link as the server does.
const SECRET = 'abuse-secret-not-for-production'

const main = async (): Promise<boolean> => {
  const short = process.argv.includes('--short')
  await rm(workDir, { recursive: true, force: true })
  await mkdir(workDir, { recursive: true })
  const uploadsDir = path.join(workDir, 'uploads')
  const logFile = path.join(workDir, 'server.log')
  console.log('Starting the production server on a fresh database (builds first if stale)...')
  const server = await startAppServer({
    port: PORT,
    label: 'abuse',
    logFile,
    // Settings of a fresh installation: no raised limits, only where its files go.
    env: { PAYLOAD_SECRET: SECRET, UPLOADS_DIR: uploadsDir },
  })
  try {
    const started = performance.now()
    const report = await runAbuse({
      base: server.base,
      pid: server.pid,
      short,
      secret: SECRET,
      auth: server.auth,
      uploadsDir,
    })
    const seconds = ((performance.now() - started) / 1000).toFixed(0)
    console.log(`\n${report.table}\n`)
    const failed = report.rows.filter((row) => row.met === false).length
    console.log(
      `${short ? 'Short' : 'Full'} form, ${seconds} s of patterns: ` +
        (failed ? `${failed} of ${report.rows.length} patterns FAILED` : 'every bound held'),
    )
    console.log(`Server log: ${path.relative(root, logFile)}`)
    return report.passed
  } finally {
    await server.stop()
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
