/**
 * The test run behind `npm test` (after typecheck and lint): vitest's unit and
 * integration tests, then Playwright's end-to-end tests against the production build.
 * Each suite gets a fresh database; every suite runs even when an earlier one failed.
 */
import { spawn } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/* eslint-disable @typescript-eslint/no-explicit-any -- the runners' JSON reports */
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

const run = (bin: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, bin), ...args], {
      cwd: root,
      env,
      stdio: 'inherit',
    })
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const main = async (): Promise<number> => {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  await rm(path.join(root, 'test-results'), { recursive: true, force: true })
  const vitest = await run(
    'node_modules/vitest/vitest.mjs',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
    env,
  )

  // Read now: Playwright empties test-results/ when it starts.
  const vitestReport = await readReport(VITEST_REPORT)

  const e2eDatabase = await provideTestDatabase('e2e')
  let playwright = 1
  try {
    playwright = 0
    for (const { project, outputDir, args } of E2E_RUNS) {
      const code = await run(
        'node_modules/@playwright/test/cli.js',
        ['test', `--project=${project}`, ...args],
        { ...env, E2E_DATABASE_URL: e2eDatabase.url, E2E_OUTPUT_DIR: outputDir },
      )
      playwright ||= code
    }
  } finally {
    await e2eDatabase.cleanup()
  }
  const counts = await countResults(vitestReport)
  // A runner that failed without failing a test (its server did not start, a crash) still
  // counts as a failure, so the closing line never reads 0 failed for a failed run.
  if (vitest !== 0 && counts.failed === 0) counts.failed = 1
  if (playwright !== 0 && counts.failed === 0) counts.failed = 1
  console.log(
    `\nvitest: ${vitest === 0 ? 'passed' : 'FAILED'}; playwright: ${playwright === 0 ? 'passed' : 'FAILED'}`,
  )
  // The closing line: both runners' tests together.
  console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
  return vitest || playwright
}

runScript(main)
