/**
 * The test run behind `npm test`: the type check and the lint (while the production build is
 * made beside them), then Playwright's end-to-end tests against the production build, served
 * once for all their runs, with vitest's unit and integration tests beside the serial ones,
 * and the short form of the abuse run against that server. Each suite gets a fresh database; every suite runs even
 * when an earlier one failed.
 */
import { spawn } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/* eslint-disable @typescript-eslint/no-explicit-any -- the runners' JSON reports */
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_PAYLOAD_SECRET,
  e2eServerEnv,
  e2eUploadsDir,
} from '../tests/e2e/server-settings'

import { runAbuse } from './abuse/run-abuse'
import { buildIfStale } from './lib/build-if-stale'
import { startE2eServer, type E2eServer } from './lib/e2e-server'
import { provideTestDatabase } from './lib/test-database'
import { runScript } from './lib/run-script'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const VITEST_REPORT = 'test-results/vitest.json'

/**
 * The end-to-end projects, run one after the other: the parallel one, then the serial one
 * (its tests change what every visitor sees), then the site without JavaScript. Two runs rather than a project dependency, so
 * a failure among the parallel tests does not leave the serial ones unrun.
 */
const E2E_RUNS = [
  { project: 'chromium', outputDir: 'test-results/e2e-parallel', args: [] },
  { project: 'serial', outputDir: 'test-results/e2e-serial', args: ['--no-deps'] },
  { project: 'no-javascript', outputDir: 'test-results/e2e-nojs', args: ['--no-deps'] },
]

const readReport = async (file: string): Promise<Record<string, any> | null> =>
  readFile(path.join(root, file), 'utf8').then(JSON.parse, () => null)

/** One closing line over all runs, from their JSON reports (a missing report counts as a failure). */
const countResults = async (vitest: Record<string, any> | null) => {
  const counts = {
    passed: vitest?.numPassedTests ?? 0,
    failed: vitest ? vitest.numFailedTests : 1,
    skipped: (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0),
  }
  for (const { outputDir } of E2E_RUNS) {
    const playwright = await readReport(`${outputDir}/playwright.json`)
    const stats = playwright?.stats ?? {}
    counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
    counts.failed += playwright ? (stats.unexpected ?? 0) : 1
    counts.skipped += stats.skipped ?? 0
  }
  return counts
}

const run = (
  bin: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  output: 'inherit' | 'held back' = 'inherit',
): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, bin), ...args], {
      cwd: root,
      env,
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    const held: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk))
    child.once('close', (code, signal) => {
      if (held.length) process.stdout.write(Buffer.concat(held))
      resolve(code ?? (signal ? 1 : 0))
    })
  })

/** The short abuse run against the end-to-end server, once its tests are done. */
const abuseRun = async (server: E2eServer): Promise<number> => {
  const login = await fetch(`${E2E_BASE_URL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  const token = login.ok ? ((await login.json()) as { token: string }).token : null
  const report = await runAbuse({
    base: E2E_BASE_URL,
    pid: server.pid,
    short: true,
    secret: E2E_PAYLOAD_SECRET,
    auth: token ? { authorization: `JWT ${token}` } : undefined,
    uploadsDir: e2eUploadsDir(process.pid),
  })
  console.log(`\n${report.table}\n`)
  return report.passed ? 0 : 1
}

const main = async (): Promise<number> => {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  await rm(path.join(root, 'test-results'), { recursive: true, force: true })
  const e2eDatabase = await provideTestDatabase('e2e')
  const serverEnv = { ...env, ...e2eServerEnv(e2eDatabase.url, e2eUploadsDir(process.pid)) }
  try {
    // The production build needs none of the checks below, so it runs beside them, and the
    // end-to-end server starts (migrating and seeding its database) as soon as it is built.
    const build = buildIfStale(root, serverEnv)
    const server = build
      .then((code) => (code === 0 ? startE2eServer(root, E2E_BASE_URL, serverEnv) : null))
      .catch((error: unknown) => {
        console.error(error)
        return null
      })
    const typecheck = await run('node_modules/typescript/bin/tsc', ['--noEmit'], env)
    const lint = await run('node_modules/eslint/bin/eslint.js', ['--max-warnings', '0', '.'], env)
    // Vitest's suites use a database of their own. Beside a Playwright run, their output is
    // held back and printed whole when they end, so the two runs' lines do not interleave.
    const vitestRun = async (output: 'inherit' | 'held back') => {
      const code = await run(
        'node_modules/vitest/vitest.mjs',
        ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
        env,
        output,
      )
      return { code, report: await readReport(VITEST_REPORT) }
    }
    const e2eRun = ({ project, outputDir, args }: (typeof E2E_RUNS)[number]) =>
      run('node_modules/@playwright/test/cli.js', ['test', `--project=${project}`, ...args], {
        ...env,
        E2E_DATABASE_URL: e2eDatabase.url,
        E2E_OUTPUT_DIR: outputDir,
        E2E_SERVER_STARTED: '1',
      })

    let playwright = 1
    let abuse = 1
    let vitest = { code: 1, report: null as Record<string, any> | null }
    const started = await server
    if (started) {
      try {
        const [parallel, serial, noJavaScript] = E2E_RUNS
        playwright = await e2eRun(parallel)
        // The serial project drives one browser at a time and leaves a core mostly idle:
        // vitest (no browser, no shared state with the site under test) fills it.
        const [serialCode, vitestResult] = await Promise.all([
          e2eRun(serial),
          vitestRun('held back'),
        ])
        vitest = vitestResult
        const noJavaScriptCode = await e2eRun(noJavaScript)
        playwright ||= serialCode || noJavaScriptCode
        abuse = await abuseRun(started)
      } finally {
        await started.stop()
      }
    } else {
      vitest = await vitestRun('inherit')
    }
    const checks = { typecheck, lint, vitest: vitest.code, playwright, abuse }
    const counts = await countResults(vitest.report)
    // A runner that failed without failing a test (its server did not start, a crash) still
    // counts as a failure, so the closing line never reads 0 failed for a failed run.
    const failedRuns = Object.values(checks).filter((code) => code !== 0).length
    if (failedRuns > 0 && counts.failed === 0) counts.failed = failedRuns
    console.log(
      '\n' +
        Object.entries(checks)
          .map(([name, code]) => `${name}: ${code === 0 ? 'passed' : 'FAILED'}`)
          .join('; '),
    )
    // The closing line: every runner's tests together.
    console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
    return failedRuns > 0 ? 1 : 0
  } finally {
    await e2eDatabase.cleanup()
  }
}

runScript(main)
