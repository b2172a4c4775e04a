/**
 * `npm run test:e2e -- [playwright args]`: the end-to-end tests alone, against a fresh
 * database (as `npm test` runs them), e.g. `npm run test:e2e -- tests/e2e/public-pages.spec.ts`.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { provideTestDatabase } from './lib/test-database'
import { runScript } from './lib/run-script'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const main = async (): Promise<number> => {
  const database = await provideTestDatabase('e2e')
  try {
    return await new Promise<number>((resolve) => {
      const child = spawn(
        process.execPath,
        [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
        {
          cwd: root,
          stdio: 'inherit',
          env: { ...process.env, E2E_DATABASE_URL: database.url, NEXT_TELEMETRY_DISABLED: '1' },
        },
      )
      child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    })
  } finally {
    await database.cleanup()
  }
}

runScript(main)
