/**
 * Benchmark: the staff dashboard with 2,000 registrations. Starts the production server
 * (`npm start`'s script) on a throw-away database, registers 2,000 organisations through
 * the API, then times the registrations panel's first page and the Excel export and
 * samples the server's memory. Run: `npm run bench:dashboard` (REGISTRATIONS=n to change).
 * Targets: first page under 1 s, export under 3 s.
 */
import { startAppServer } from './lib/app-server'
import { measureDashboard } from './lib/dashboard-bench'
import { MiB } from './lib/process-memory'
import { runScript } from './lib/run-script'

const PORT = Number(process.env.BENCH_PORT || 3201)
const REGISTRATIONS = Number(process.env.REGISTRATIONS || 2000)

const seconds = (ms: number) => `${(ms / 1000).toFixed(3)} s`
const verdict = (ms: number, limitMs: number) => (ms < limitMs ? 'within' : 'OVER')

const main = async () => {
  console.log('Starting the production server (builds first if the build is stale)...')
  const server = await startAppServer({ port: PORT, label: 'bench_dashboard' })
  try {
    console.log(`Registering ${REGISTRATIONS} organisations through the API...`)
    const f = await measureDashboard(server, { registrations: REGISTRATIONS })
    console.log(
      `\nRegistrations:              ${f.registrations} (${f.participants} participants, seeded in ${f.seedSeconds.toFixed(1)} s)`,
    )
    console.log(
      `Dashboard first page:       ${seconds(f.firstPageMs)} median, ${seconds(f.firstPageColdMs)} first call (${verdict(f.firstPageMs, 1000)} the 1 s target)`,
    )
    console.log(`Search (first page):        ${seconds(f.searchPageMs)} median`)
    console.log(`GET /admin (rendered):      ${seconds(f.adminPageMs)} median`)
    console.log(
      `Excel export:               ${seconds(f.exportMs)} for ${MiB(f.exportBytes)} MiB (${verdict(f.exportMs, 3000)} the 3 s target)`,
    )
    console.log(`Server RSS before:          ${MiB(f.baselineRssBytes)} MiB`)
    console.log(
      `Server peak RSS:            ${MiB(f.peakRssBytes)} MiB (+${MiB(f.peakRssBytes - f.baselineRssBytes)} MiB)`,
    )
  } finally {
    await server.stop()
  }
}

runScript(main)
