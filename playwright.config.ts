import { tmpdir } from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT || 3100)
// `npm test` runs the two projects one after the other, each with a folder of its own
// (Playwright empties its output folder when it starts).
const outputDir = process.env.E2E_OUTPUT_DIR || 'test-results'
const baseURL = `http://127.0.0.1:${PORT}`
/** The mail server the run's global setup starts, which the site's e-mail job sends to. */
export const E2E_SMTP_PORT = PORT + 25

/** The staff account start-up creates from ADMIN_EMAIL / ADMIN_PASSWORD for these tests. */
export const E2E_ADMIN = { email: 'e2e-admin@academy.test', password: 'e2e-admin-password-123' }

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
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright downloads no browser here.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
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
    url: `${baseURL}/`,
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // No HOST: the server listens on all interfaces, as a user's `npm start` does, so the tests
    // see what users get (Next.js has handled rewrites differently by listen address).
    env: {
      PORT: String(PORT),
      // The site's origin: CORS and the sign-in cookie's CSRF check accept this origin only.
      SERVER_URL: baseURL,
      DATABASE_URL: process.env.E2E_DATABASE_URL || '',
      PAYLOAD_SECRET: 'e2e-test-secret-not-for-production',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      NEXT_TELEMETRY_DISABLED: '1',
      // E-mail goes to the run's own mail server (tests/e2e/helpers/mail-sink.ts).
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E_SMTP_PORT),
      SMTP_SECURE: 'false',
      EMAIL_FROM: 'Malaysia Leadership Academy <no-reply@academy.test>',
      // Every test submits from 127.0.0.1; the limit itself is proven by the integration tests.
      RATE_LIMIT_FORMS: '1000',
      RATE_LIMIT_AUTH: '1000',
      // Videos uploaded by the tests stay out of the working tree.
      UPLOADS_DIR: path.join(tmpdir(), `academy-e2e-uploads-${process.pid}`),
    },
  },
})
