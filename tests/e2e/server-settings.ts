import { tmpdir } from 'node:os'
import path from 'node:path'

import { newCredentialSigningKey } from '../../scripts/lib/credential-signing-key'

/** Where the end-to-end server listens, and the settings it runs with. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
/** The mail server the run's global setup starts, which the site's e-mail job sends to. */
export const E2E_SMTP_PORT = E2E_PORT + 25
/** The staff account start-up creates from ADMIN_EMAIL / ADMIN_PASSWORD for these tests. */
export const E2E_ADMIN = { email: 'e2e-admin@academy.test', password: 'e2e-admin-password-123' }
export const E2E_PAYLOAD_SECRET = 'e2e-test-secret-not-for-production'

/**
 * The production server's settings for the end-to-end runs, whether Playwright starts it or
 * `npm test` starts it once for all of them (scripts/run-tests.ts).
 */
export const e2eServerEnv = (databaseUrl: string, uploadsDir: string): Record<string, string> => ({
  PORT: String(E2E_PORT),
  // The site's origin: CORS and the sign-in cookie's CSRF check accept this origin only.
  SERVER_URL: E2E_BASE_URL,
  DATABASE_URL: databaseUrl,
  PAYLOAD_SECRET: E2E_PAYLOAD_SECRET,
  // Certificates' credentials are signed with a key of this run's own.
  CREDENTIAL_SIGNING_KEY: newCredentialSigningKey(),
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
  UPLOADS_DIR: uploadsDir,
})

export const e2eUploadsDir = (owner: number) => path.join(tmpdir(), `academy-e2e-uploads-${owner}`)
