/**
 * `npm run bench`: the site against its performance targets. Builds the site when the
 * build is stale (as `npm start` does) and a bare reference page, starts the production
 * server on a fresh seeded database (embedded PostgreSQL unless DATABASE_URL), its e-mail
 * going to an SMTP sink on loopback, then measures every public page's weight (HTML raw and
 * compressed, flight data), Lighthouse (mobile and desktop, median of BENCH_RUNS), first
 * paint, first working control and DOM size in a throttled browser (median of BENCH_RUNS),
 * load with autocannon (fixed request counts, 20 connections), the dashboard with 2,000
 * registrations, a 5,000-line bank statement imported while the home page is read, and the
 * e-mail queue after a burst of contact messages, and prints one table with each figure
 * beside its target. See BENCHMARKS.md.
 *
 * Settings: BENCH_RUNS (Lighthouse and throttled runs per page, default 5), BENCH_REQUESTS
 * (per GET, default 2000), BENCH_POSTS (per form, default 1000), BENCH_QUEUE_POSTS (the
 * queue's burst, default 1000), BENCH_PORT (default 3300; the reference page uses the next
 * port, the SMTP sink the one after), BENCH_ONLY (e.g. `lighthouse,load`; parts: weight,
 * lighthouse, throttled, load, dashboard, statements, queue, and `profile`, which is not in
 * the default and prints a throttled load of /, /gallery and /registration taken apart;
 * default all), BENCH_PAGES (e.g. `/registration,/contact`: the browser and weight stages
 * measure only those pages, by the table's names, and the reference page).
 */
import { existsSync } from 'node:fs'

import { chromium } from '@playwright/test'

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
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from './lib/chromium-settings'
import { profilePage } from './bench/page-profile'
import { measurePageWeight, pageWeightRows, type PageWeightFigures } from './bench/page-weight-rows'
import { profileReport } from './bench/profile-report'
import { aBlogPost, publicPages } from './bench/public-pages'
import { measureQueueBurst, waitForEmptyEmailQueue } from './bench/queue-drain'
import { queueRows } from './bench/queue-rows'
import { startSmtpSink, type SmtpSink } from './bench/smtp-sink'
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
const QUEUE_POSTS = Number(process.env.BENCH_QUEUE_POSTS || 1000)
const PARTS = new Set(
  (process.env.BENCH_ONLY || 'weight,lighthouse,throttled,load,dashboard,statements,queue').split(
    ',',
  ),
)
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

// The reference page is always measured: every browser target is a ratio to it.
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',').map((name) => name.trim())

const pagesOf = (server: AppServer, referenceBase: string, post: string) => [
  ...publicPages(post)
    .filter(({ name }) => !ONLY_PAGES || ONLY_PAGES.includes(name))
    .map(({ name, path }) => ({ name, url: server.base + path })),
  { name: REFERENCE_PAGE, url: `${referenceBase}/` },
]

const weightStage = async (server: AppServer, referenceBase: string, post: string) => {
  const weights: Record<string, PageWeightFigures> = {}
  for (const page of pagesOf(server, referenceBase, post)) {
    weights[page.name] = await measurePageWeight(page.url)
  }
  return weights
}

/** Each page once first: pages are rendered on their first request, then served from cache. */
const warmUp = async (pages: Array<{ url: string }>) => {
  for (const page of pages) await (await fetch(page.url)).arrayBuffer()
}

const lighthouseStage = async (server: AppServer, referenceBase: string, post: string) => {
  const pages = pagesOf(server, referenceBase, post)
  await warmUp(pages)
  return lighthouseRows(await runLighthouse(pages, { runs: RUNS, onRun: log }))
}

const throttledStage = async (server: AppServer, referenceBase: string, post: string) => {
  const pages = pagesOf(server, referenceBase, post)
  await warmUp(pages)
  const throttled = await measureFirstControl(pages, { runs: RUNS, onRun: log })
  return {
    rows: firstControlRows(throttled),
    domNodes: Object.fromEntries(Object.entries(throttled).map(([name, f]) => [name, f.domNodes])),
  }
}

/** A throttled load of the pages the breakdown in BENCHMARKS.md follows, taken apart. */
const profileStage = async (server: AppServer, referenceBase: string) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: QUIET_CHROMIUM_FLAGS,
  })
  try {
    for (const [name, url] of [
      [REFERENCE_PAGE, `${referenceBase}/`],
      ['/', `${server.base}/`],
      ['/gallery', `${server.base}/gallery`],
      ['/registration', `${server.base}/registration`],
    ]) {
      await (await fetch(url)).arrayBuffer()
      console.log(profileReport(name, await profilePage(browser, url)))
    }
  } finally {
    await browser.close()
  }
}

const getLoadStage = async (server: AppServer, referenceBase: string, post: string) => {
  const targets: Array<Omit<GetResult, 'figures'> & { url: string }> = [
    ...publicPages(post).map(({ name, path }) => ({
      name: `GET ${name}`,
      target: { kind: 'page' } as const,
      url: server.base + path,
    })),
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
      maxP99Ms: 500,
    },
  ]
  for (const r of results)
    log(`${r.name}: ${r.figures.reqPerSec.toFixed(0)} req/s, ${r.missing} missing`)
  return postRows(results)
}

/**
 * The e-mail queue after a burst of contact messages: once alone, then again while the home
 * page is loaded, against the home page's throughput on the quiet server just before.
 */
const queueStage = async (server: AppServer, sink: SmtpSink) => {
  const alone = await measureQueueBurst(server, sink, { posts: QUEUE_POSTS, tag: 'alone' })
  log(
    `queue: ${alone.delivered} of ${alone.acknowledged} in ${(alone.drainMs / 1000).toFixed(0)} s`,
  )
  await waitForEmptyEmailQueue(server)
  const quiet = await loadGet(`${server.base}/`, REQUESTS)
  const loaded = await measureQueueBurst(server, sink, {
    posts: QUEUE_POSTS,
    tag: 'loaded',
    during: () => loadGet(`${server.base}/`, REQUESTS),
  })
  return queueRows(`${QUEUE_POSTS.toLocaleString('en-US')} contact messages`, alone, {
    quiet,
    during: loaded.during!,
    page: '/',
  })
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
  // Checked first: the browser is launched only after the servers have started, and a launch
  // that fails there ends the run without stopping them.
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`)
  }
  console.log(describeMachine())
  const reference = await stage('Building and starting the reference page', () =>
    startReferenceServer(PORT + 1),
  )
  const sink = await startSmtpSink(PORT + 2)
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
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(sink.port),
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
    if (PARTS.has('profile')) {
      await stage('Throttled loads taken apart', () => profileStage(site, reference.base))
    }
    const weights = PARTS.has('weight')
      ? await stage('Page weight', () => weightStage(site, reference.base, post))
      : {}
    if (PARTS.has('lighthouse')) {
      rows.push(
        ...(await stage(`Lighthouse, ${RUNS} runs`, () =>
          lighthouseStage(site, reference.base, post),
        )),
      )
    }
    let domNodes: Record<string, number> = {}
    if (PARTS.has('throttled')) {
      const measured = await stage(`The throttled browser, ${RUNS} runs`, () =>
        throttledStage(site, reference.base, post),
      )
      rows.push(...measured.rows)
      domNodes = measured.domNodes
    }
    rows.unshift(...pageWeightRows(weights, domNodes, REFERENCE_PAGE))
    if (PARTS.has('load')) {
      rows.push(...(await stage('Load: GET', () => getLoadStage(site, reference.base, post))))
    }
    if (PARTS.has('dashboard')) {
      rows.push(...(await stage('Dashboard', () => dashboardStage(site))))
    }
    // Each stage below starts once the e-mails of the ones before have gone.
    if (PARTS.has('statements')) {
      await waitForEmptyEmailQueue(site)
      rows.push(
        ...(await stage(`A ${STATEMENT_LINES}-line bank statement`, () =>
          measureStatementImport(site),
        )),
      )
    }
    if (PARTS.has('load')) {
      await waitForEmptyEmailQueue(site)
      rows.push(...(await stage('Load: POST', () => postLoadStage(site))))
    }
    if (PARTS.has('queue')) {
      rows.push(...(await stage('E-mail queue', () => queueStage(site, sink))))
    }
    console.log(`\n${markdownTable(rows)}\n`)
    console.log(summary(rows))
    console.log(`\n${describeMachine()}`)
    console.log(
      `Lighthouse runs: ${RUNS}; requests per GET: ${REQUESTS}; per POST: ${POSTS}; ` +
        `queue burst: ${QUEUE_POSTS}`,
    )
    console.log(`Total time: ${((performance.now() - started) / 60000).toFixed(1)} min`)
  } finally {
    await server?.stop()
    await reference.stop()
    await sink.stop()
  }
}

runScript(main)
