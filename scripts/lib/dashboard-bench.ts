/**
 * What the dashboard costs with many registrations: the time of the panel's first page
 * (the exact query the browser sends), of a search, of the server-rendered /admin, and of
 * the full Excel export, with the server's memory. `measureDashboard` returns the figures
 * so a bigger benchmark can fold them in; `scripts/bench-dashboard.ts` prints them.
 */
import { registrationsWhere, sortByDate } from '../../src/lib/dashboard/list-query'
import { urlOfQueryKey } from '../../src/lib/dashboard/query-key'
import type { AppServer } from './app-server'
import { registrationBody } from './submission-bodies'
import { openLatestEdition } from './open-edition'
import { sampler, treeRss } from './process-memory'

export type DashboardFigures = {
  registrations: number
  participants: number
  seedSeconds: number
  firstPageColdMs: number
  firstPageMs: number
  searchPageMs: number
  adminPageMs: number
  exportMs: number
  exportBytes: number
  baselineRssBytes: number
  peakRssBytes: number
}

const EXPORT_RUNS = 3

const ORGANIZATIONS = ['Kementerian', 'Universiti', 'Majlis', 'Berhad', 'Sdn Bhd', 'Agensi']

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const started = performance.now()
  await run()
  return performance.now() - started
}

/** The response, or an error naming what failed and what the server said. */
export const expectOk = async (response: Response, what: string) => {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`)
  return response
}

/** Opens the workshop's edition (as staff do in the CMS) wide enough for the seeded registrations. */
export const openWorkshop = async (server: AppServer, capacity = 10000) =>
  openLatestEdition(server, capacity)

/** Registers `count` organisations through the API (1–5 participants each), a few at a time. */
const seedRegistrations = async (server: AppServer, count: number): Promise<number> => {
  let next = 0
  let participants = 0
  const worker = async () => {
    while (next < count) {
      const i = next++
      const size = (i % 5) + 1
      participants += size
      await expectOk(
        await fetch(`${server.base}/api/registrations`, {
          method: 'POST',
          headers: { ...server.auth, 'content-type': 'application/json' },
          body: JSON.stringify(
            registrationBody(
              Array.from({ length: size }, (_, n) => `Participant ${i}-${n + 1}`),
              {
                organization: `${ORGANIZATIONS[i % ORGANIZATIONS.length]} Bench ${i}`,
                address: `Lot ${i}, Jalan Bench, Kuala Lumpur`,
                contactName: `Contact Person ${i}`,
                contactPhone: `012-${String(1000000 + i)}`,
                contactEmail: `contact${i}@bench.example.my`,
              },
            ),
          ),
        }),
        `registration ${i}`,
      )
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  return participants
}

const panelQuery = (search: string) =>
  urlOfQueryKey([
    '/api/registrations',
    {
      where: registrationsWhere({ search, status: 'all', edition: 'all' }),
      sort: sortByDate('newest'),
      page: 1,
      limit: 10,
      depth: 0,
    },
  ])

export const measureDashboard = async (
  server: AppServer,
  { registrations = 2000, runs = 5 }: { registrations?: number; runs?: number } = {},
): Promise<DashboardFigures> => {
  const { base, auth } = server
  const get = (path: string, headers: Record<string, string> = auth) =>
    fetch(`${base}${path}`, { headers }).then((r) => expectOk(r, `GET ${path}`))

  await openWorkshop(server)
  const seedStarted = performance.now()
  const participants = await seedRegistrations(server, registrations)
  const seedSeconds = (performance.now() - seedStarted) / 1000
  // The first page exactly as the panel asks for it: the first call, then steady state.
  const firstPageColdMs = await timed(() => get(panelQuery('')).then((r) => r.json()))
  const pageTimes: number[] = []
  const searchTimes: number[] = []
  const adminTimes: number[] = []
  const cookie = { cookie: `payload-token=${auth.authorization.replace(/^JWT /, '')}` }
  for (let i = 0; i < runs; i++) {
    pageTimes.push(await timed(() => get(panelQuery('')).then((r) => r.json())))
    searchTimes.push(await timed(() => get(panelQuery(`Bench ${i}1`)).then((r) => r.json())))
    adminTimes.push(await timed(() => get('/admin', cookie).then((r) => r.text())))
  }

  // The export's memory: its own growth over the RSS just before it, the median of
  // EXPORT_RUNS exports (one export, in a window that also held the page renders, moved
  // with the garbage collector's timing from run to run on the same code).
  const exports: Array<{ ms: number; bytes: number; baseline: number; peak: number }> = []
  for (let i = 0; i < EXPORT_RUNS; i++) {
    const baseline = await treeRss(server.pid)
    const peak = sampler(server.pid)
    let bytes = 0
    const ms = await timed(async () => {
      const response = await get('/api/dashboard/export/registrations')
      bytes = (await response.arrayBuffer()).byteLength
    })
    exports.push({ ms, bytes, baseline, peak: await peak() })
  }
  const byGrowth = [...exports].sort((a, b) => a.peak - a.baseline - (b.peak - b.baseline))
  const typical = byGrowth[Math.floor(byGrowth.length / 2)]

  return {
    registrations,
    participants,
    seedSeconds,
    firstPageColdMs,
    firstPageMs: median(pageTimes),
    searchPageMs: median(searchTimes),
    adminPageMs: median(adminTimes),
    exportMs: median(exports.map((run) => run.ms)),
    exportBytes: typical.bytes,
    baselineRssBytes: typical.baseline,
    peakRssBytes: typical.peak,
  }
}
