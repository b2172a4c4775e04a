/**
 * `npm run bench`: the site against its performance targets. Builds the site when the
 * build is stale (as `npm start` does) and a bare reference page, starts the production
 * server on a fresh seeded database (embedded PostgreSQL unless DATABASE_URL), then measures
 * Lighthouse (mobile and desktop, median of BENCH_RUNS), first paint and first working control
 * in a throttled browser (median of BENCH_RUNS), load with autocannon (fixed request
 * counts, 20 connections), the dashboard with 2,000 registrations and a 5,000-line bank
 * statement imported while the home page is read, and prints one table
 * with each figure beside its target. See BENCHMARKS.md.
 *
 * Settings: BENCH_RUNS (Lighthouse runs per page and preset, default 5), BENCH_REQUESTS (per
 * GET, default 2000), BENCH_POSTS (per form, default 1000), BENCH_PORT (default 3300; the
 * reference page uses the next port), BENCH_ONLY (e.g. `lighthouse,load`; parts: lighthouse, load, dashboard, statements;
 * default all).
 */
import { startAppServer, type AppServer } from './lib/app-server'
import { measureDashboard, openWorkshop } from './lib/dashboard-bench'
import { dashboardRows } from './bench/dashboard-rows'
import { lighthouseRows, REFERENCE_PAGE } from './bench/lighthouse-rows'
import { runLighthouse } from './bench/lighthouse'
import { loadGet, loadPost } from './bench/load'
import { getRows, postRows, type GetResult, type PostResult } from './bench/load-rows'
import { measureFirstControl } from './bench/first-control'
import { firstControlRows } from './bench/first-control-rows'
import { describeMachine } from './bench/machine'
import { startReferenceServer } from './bench/reference-server'
import { measureStatementImport, STATEMENT_LINES } from './bench/statement-import'
import { markdownTable, summary, type Row } from './bench/report-table'
import { checkStored } from './lib/stored-rows'
import { contactBody, registrationBody } from './lib/submission-bodies'
import { runScript } from './lib/run-script'

const PORT = Number(process.env.BENCH_PORT || 3300)
const RUNS = Number(process.env.BENCH_RUNS || 5)
const REQUESTS = Number(process.env.BENCH_REQUESTS || 2000)
const POSTS = Number(process.env.BENCH_POSTS || 1000)
const PARTS = new Set((process.env.BENCH_ONLY || 'lighthouse,load,dashboard,statements').split(','))
const DASHBOARD_REGISTRATIONS = 2000
// Seats for every registration the run makes (the most the CMS allows): 2,000 dashboard
// registrations of 1–5 participants (6,000) and BENCH_POSTS of one; a full workshop answers 409.
const WORKSHOP_CAPACITY = 10_000

const log = (line: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`)

const stage = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now()
  log(`${name}...`)
  const result = await work()
  log(`${name} took ${((performance.now() - started) / 1000).toFixed(0)} s`)
  return result
}

/** The newest published post's address, for the "a blog post" rows. */
const aBlogPost = async (base: string): Promise<string> => {
  const response = await fetch(`${base}/api/blog?limit=1&lang=en`)
  const slug = (await response.json()).docs?.[0]?.slug
  if (!slug) throw new Error('The seeded site has no published blog post to measure')
  return `/blog/${slug}`
}

const lighthouseStage = async (server: AppServer, referenceBase: string, post: string) => {
  const paths = [
    '/',
    '/programs',
    '/clients',
    '/gallery',
    '/blog',
    post,
    '/contact',
    '/registration',
  ]
  const pages = [
    ...paths.map((path) => ({
      name: path === post ? 'a blog post' : path,
      url: server.base + path,
    })),
    { name: REFERENCE_PAGE, url: `${referenceBase}/` },
  ]
  // Each page once first: pages are rendered on their first request, then served from cache.
  for (const page of pages) await (await fetch(page.url)).arrayBuffer()
  return [
    ...lighthouseRows(await runLighthouse(pages, { runs: RUNS, onRun: log })),
    ...firstControlRows(await measureFirstControl(pages, { runs: RUNS, onRun: log })),
  ]
}

const getLoadStage = async (server: AppServer, referenceBase: string, post: string) => {
  const targets: Array<Omit<GetResult, 'figures'> & { url: string }> = [
    { name: 'GET /', target: { kind: 'page' }, url: `${server.base}/` },
    { name: 'GET /gallery', target: { kind: 'page' }, url: `${server.base}/gallery` },
    { name: 'GET /blog', target: { kind: 'page' }, url: `${server.base}/blog` },
    { name: 'GET a blog post', target: { kind: 'page' }, url: `${server.base}${post}` },
    { name: 'GET /api/videos', target: { kind: 'api' }, url: `${server.base}/api/videos` },
    {
      name: 'GET /api/blog?lang=ms',
      target: { kind: 'api' },
      url: `${server.base}/api/blog?lang=ms`,
    },
    { name: 'GET reference page', target: { kind: 'reference' }, url: `${referenceBase}/` },
  ]
  const results: GetResult[] = []
  for (const { url, ...rest } of targets) {
    const figures = await loadGet(url, REQUESTS)
    log(`${rest.name}: ${figures.reqPerSec.toFixed(0)} req/s, p99 ${figures.p99Ms} ms`)
    results.push({ ...rest, figures })
  }
  return getRows(results)
}

/** Distinct valid bodies, one per request (the per-client limit is lifted for the run). */
const benchContact = (n: number) =>
  contactBody({ name: `Bench Visitor ${n}`, email: `visitor${n}@bench.example.my` })
const benchRegistration = (n: number) =>
  registrationBody([`Load Participant ${n}`], {
    organization: `Bench Load Organisation ${n}`,
    contactEmail: `load${n}@bench.example.my`,
  })

const missing = async (server: AppServer, table: 'contact' | 'registrations', ids: number[]) =>
  (await checkStored(server.databaseUrl, table, ids)).missing

const postLoadStage = async (server: AppServer) => {
  await openWorkshop(server, WORKSHOP_CAPACITY)
  const contact = await loadPost(`${server.base}/api/contact`, POSTS, benchContact)
  const registrations = await loadPost(`${server.base}/api/registrations`, POSTS, benchRegistration)
  const results: PostResult[] = [
    {
      name: 'POST /api/contact',
      figures: contact,
      missing: await missing(server, 'contact', contact.acknowledgedIds),
    },
    {
      name: 'POST /api/registrations',
      figures: registrations,
      missing: await missing(server, 'registrations', registrations.acknowledgedIds),
      // A workshop has 30 seats: enough, on Payload's own path with the hooks and the seat lock.
      minReqPerSec: 150,
      maxP99Ms: 500,
    },
  ]
  for (const r of results)
    log(`${r.name}: ${r.figures.reqPerSec.toFixed(0)} req/s, ${r.missing} missing`)
  return postRows(results)
}

const dashboardStage = async (server: AppServer) => {
  // Half first, then the rest: how the export's memory grows with the data.
  const half = DASHBOARD_REGISTRATIONS / 2
  const first = await measureDashboard(server, { registrations: half })
  const second = await measureDashboard(server, { registrations: DASHBOARD_REGISTRATIONS - half })
  return dashboardRows({ ...first, total: half }, { ...second, total: DASHBOARD_REGISTRATIONS })
}

const main = async () => {
  const started = performance.now()
  console.log(describeMachine())
  const reference = await stage('Building and starting the reference page', () =>
    startReferenceServer(PORT + 1),
  )
  let server: AppServer | undefined
  try {
    await import('./forget-rendered-pages.mjs')
    server = await stage('Building (when stale) and starting the site on a fresh database', () =>
      startAppServer({
        port: PORT,
        label: 'bench',
        // The bench stands as the proxy in front of the site and names each visitor in
        // X-Forwarded-For (see bench/load.ts); the dashboard's seeding and the GETs all come
        // from one address, so the forms' per-client limit is raised too (the limit itself
        // is proven by the tests).
        env: {
          TRUSTED_PROXIES: '127.0.0.1',
          RATE_LIMIT_FORMS: '1000000',
          RATE_LIMIT_WINDOW_SECONDS: '3600',
        },
      }),
    )
    // Registration open, as visitors see it when an edition is announced.
    await openWorkshop(server, WORKSHOP_CAPACITY)
    const post = await aBlogPost(server.base)
    const rows: Row[] = []
    const site = server
    if (PARTS.has('lighthouse')) {
      rows.push(
        ...(await stage(`Lighthouse, ${RUNS} runs`, () =>
          lighthouseStage(site, reference.base, post),
        )),
      )
    }
    if (PARTS.has('load')) {
      rows.push(...(await stage('Load: GET', () => getLoadStage(site, reference.base, post))))
    }
    if (PARTS.has('dashboard')) {
      rows.push(...(await stage('Dashboard', () => dashboardStage(site))))
    }
    if (PARTS.has('statements')) {
      rows.push(
        ...(await stage(`A ${STATEMENT_LINES}-line bank statement`, () =>
          measureStatementImport(site),
        )),
      )
    }
    if (PARTS.has('load')) {
      rows.push(...(await stage('Load: POST', () => postLoadStage(site))))
    }
    console.log(`\n${markdownTable(rows)}\n`)
    console.log(summary(rows))
    console.log(`\n${describeMachine()}`)
    console.log(`Lighthouse runs: ${RUNS}; requests per GET: ${REQUESTS}; per POST: ${POSTS}`)
    console.log(`Total time: ${((performance.now() - started) / 60000).toFixed(1)} min`)
  } finally {
    await server?.stop()
    await reference.stop()
  }
}

runScript(main)
