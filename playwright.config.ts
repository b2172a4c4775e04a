import { defineConfig } from '@playwright/test'

import { CHROMIUM_LAUNCH_OPTIONS } from './tests/e2e/browser-settings'
import { E2E_BASE_URL, e2eServerEnv, e2eUploadsDir } from './tests/e2e/server-settings'

// `npm test` runs the projects one after the other, each with a folder of its own
// (Playwright empties its output folder when it starts).
const outputDir = process.env.E2E_OUTPUT_DIR || 'test-results'

export { E2E_ADMIN, E2E_SMTP_PORT } from './tests/e2e/server-settings'

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir,
  // Staff accounts for the dashboard specs, made once before any test (see the file).
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: `${outputDir}/playwright.json` }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    // Pages and calls that read shared content, in parallel.
    { name: 'chromium', testIgnore: /\.(serial|nojs)\.spec\.ts$/ },
    // Tests that change shared content (globals, videos, seats) and assert what every visitor
    // sees: one at a time, after the parallel ones, so no other test sees their changes.
    {
      name: 'serial',
      testMatch: /\.serial\.spec\.ts$/,
      dependencies: ['chromium'],
      workers: 1,
      fullyParallel: false,
    },
    // The site as a phone with JavaScript off sees it (and as any visitor does before the
    // page's scripts have run): one at a time, as they open the workshop for a registration.
    {
      name: 'no-javascript',
      testMatch: /\.nojs\.spec\.ts$/,
      dependencies: ['serial'],
      workers: 1,
      fullyParallel: false,
      use: { javaScriptEnabled: false, viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    // The production build, exactly as `npm start` serves it (rebuilt when stale), without the
    // pages an earlier run cached from its own database (see forget-rendered-pages.mjs).
    command:
      'node scripts/forget-rendered-pages.mjs && node node_modules/tsx/dist/cli.mjs scripts/start.ts',
    url: `${E2E_BASE_URL}/`,
    timeout: 420_000,
    // `npm test` starts the server once for all its end-to-end runs (scripts/run-tests.ts).
    reuseExistingServer: Boolean(process.env.E2E_SERVER_STARTED),
    stdout: 'ignore',
    stderr: 'pipe',
    // No HOST: the server listens on all interfaces, as a user's `npm start` does, so the tests
    // see what users get (Next.js has handled rewrites differently by listen address).
    env: e2eServerEnv(process.env.E2E_DATABASE_URL || '', e2eUploadsDir(process.pid)),
  },
})
