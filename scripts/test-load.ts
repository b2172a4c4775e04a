/**
 * `npm run test:load` (not part of `npm test`; minutes of full load on the machine): the
 * production server on a PostgreSQL this script controls, then
 *   1. 4,000 public POSTs at 20 connections: every acknowledged id stored, no 5xx;
 *   2. the same while PostgreSQL is stopped twice (fast, then immediate shutdown) and
 *      started again: the server survives, answers 2xx within 10 s of the database's
 *      return, and nothing it acknowledged is missing;
 *   3. 40 clients racing for the last seats: no overselling.
 * Prints the figures and exits non-zero when a requirement fails. The server's output is
 * kept in .data/load/server.log, PostgreSQL's in
 * .data/load/postgres.log.
 */
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { cpus } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { startEmbeddedPostgres } from './lib/embedded-postgres'
import { startAppServer } from './lib/app-server'
import { racePhase, restartPhase, steadyPhase } from './load/phases'
import { printReport, yesRow, zeroRow, type Section } from './load/report'
import { crashSigns } from './load/server-log'
import { LOAD } from './load/settings'
import { openWorkshop } from './load/workshop'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const workDir = path.join(root, '.data/load')
const DATABASE = 'academy_load'

const main = async (): Promise<boolean> => {
  await rm(workDir, { recursive: true, force: true })
  await mkdir(workDir, { recursive: true })
  const logFile = path.join(workDir, 'server.log')
  const postgresLog = createWriteStream(path.join(workDir, 'postgres.log'))
  console.log('Starting PostgreSQL and the production server (builds first if stale)...')
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(workDir, 'postgres'),
    temporary: true,
    log: (line) => postgresLog.write(line),
  })
  await postgres.createDatabase(DATABASE)
  const databaseUrl = postgres.urlFor(DATABASE)
  try {
    const server = await startAppServer({
      port: LOAD.port,
      label: 'load',
      databaseUrl,
      logFile,
      // Every request comes from 127.0.0.1: the per-client form limit is lifted for the run.
      env: { RATE_LIMIT_FORMS: '1000000', RATE_LIMIT_WINDOW_SECONDS: '3600' },
    })
    try {
      // Room for every registration of the two load phases (10,000 is the most the CMS allows).
      await openWorkshop(server, 10_000)
      const sections: Section[] = []
      console.log(`1/3 ${LOAD.posts} POSTs at ${LOAD.connections} connections...`)
      sections.push(await steadyPhase(server, databaseUrl))
      console.log('2/3 the same while PostgreSQL restarts twice...')
      sections.push(await restartPhase(server, postgres, databaseUrl))
      console.log(`3/3 ${LOAD.raceClients} clients racing for the last seats...`)
      sections.push(await racePhase(server, databaseUrl))

      const signs = await crashSigns(logFile)
      sections.push({
        title: 'Server',
        rows: [
          ...Object.entries(signs).map(([name, n]) => zeroRow(`${name} in its log`, n)),
          yesRow('process alive at the end', server.alive()),
          {
            figure: 'machine',
            value: `${cpus().length} cores; pool ${process.env.DB_POOL_MAX || 10} connections (DB_POOL_MAX)`,
          },
        ],
      })
      const passed = printReport(sections)
      console.log(`Server log: ${path.relative(root, logFile)}`)
      return passed
    } finally {
      await server.stop()
    }
  } finally {
    await postgres.stop()
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
