/**
 * The test run behind `npm test` (after typecheck and lint): vitest's unit and
 * integration tests, then Playwright's end-to-end tests against the production build.
 * Each suite gets a fresh database; every suite runs even when an earlier one failed.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { provideTestDatabase } from './lib/test-database'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

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
  const vitest = await run('node_modules/vitest/vitest.mjs', ['run'], env)

  const e2eDatabase = await provideTestDatabase('e2e')
  let playwright = 1
  try {
    playwright = await run('node_modules/@playwright/test/cli.js', ['test'], {
      ...env,
      E2E_DATABASE_URL: e2eDatabase.url,
    })
  } finally {
    await e2eDatabase.cleanup()
  }
  console.log(
    `\nvitest: ${vitest === 0 ? 'passed' : 'FAILED'}; playwright: ${playwright === 0 ? 'passed' : 'FAILED'}`,
  )
  return vitest || playwright
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
