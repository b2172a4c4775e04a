import { tmpdir } from 'node:os'
import path from 'node:path'

import { request, type FullConfig } from '@playwright/test'

import { E2E_ADMIN, E2E_SMTP_PORT } from '../../playwright.config'
import { startMailSink } from './helpers/mail-sink'

/** The staff accounts the specs sign in as, one per spec (or group of specs) and role. */
export const E2E_STAFF = {
  registrationsAdmin: 'admin',
  videosAdmin: 'admin',
  videosEditor: 'editor',
  rolesEditor: 'editor',
  // The editor whose content changes the public-site specs check on the live pages.
  contentEditor: 'editor',
  // The security spec's browser session in the dashboard.
  securityAdmin: 'admin',
  // The sign-in cookie, CSRF and CORS spec.
  cookieAdmin: 'admin',
  // The dashboard's audit log panel.
  auditAdmin: 'admin',
  // Running the next workshop edition: duplicate, date, publish, register, filter, export.
  editionsAdmin: 'admin',
  // A registration paid by bank transfer: statement import, receipt, export.
  paymentsAdmin: 'admin',
  // A deposit by slip, the balance from a statement, a void: the payer's page follows.
  ledgerAdmin: 'admin',
  // The payments dialog: recording, refusals, voids, documents, slips to check.
  dashboardPaymentsAdmin: 'admin',
  // A new bank mapped from its own file, next month's statement read with it, a void reopens.
  statementsAdmin: 'admin',
  // The dashboard at 390 and 1280 px: its navigation, tables, labels, dialogs and toasts.
  polishAdmin: 'admin',
} as const

/**
 * Accounts made once per parallel worker, for specs that must pass when repeated
 * (`--repeat-each`): two workers never sign in with the same one at the same moment.
 */
export const E2E_STAFF_PER_WORKER = {
  // Personal data requests (PDPA) in the dashboard.
  privacyAdmin: 'admin',
  // The public-site specs' API calls (content edits, reading back stored submissions): one
  // account per worker, so that no worker's login drops another's session.
  siteAdmin: 'admin',
} as const

export type StaffKey = keyof typeof E2E_STAFF | `${keyof typeof E2E_STAFF_PER_WORKER}-${number}`

/**
 * Runs once, after the server is up and before any test: starts the run's mail server
 * (the site's e-mails go to it) and creates the specs'
 * accounts with a single login of the bootstrapped admin. Payload 3.90 keeps a user's
 * sessions as one list that each login reads, extends and writes back whole, so two logins
 * of one user at the same moment can drop a session and its token is refused: specs that
 * log in many times each use their own account, and nothing here races a test's login.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL
  const api = await request.newContext({ baseURL })
  const login = await api.post('/api/users/login', { data: E2E_ADMIN })
  if (login.status() !== 200) throw new Error(`global setup: admin login ${login.status()}`)
  const headers = { authorization: `JWT ${(await login.json()).token}` }
  const run = Date.now()
  const accounts: Record<string, { email: string; password: string }> = {}
  const perWorker = Object.entries(E2E_STAFF_PER_WORKER).flatMap(([key, role]) =>
    Array.from({ length: config.workers }, (_, index) => [`${key}-${index}`, role] as const),
  )
  for (const [key, role] of [...Object.entries(E2E_STAFF), ...perWorker]) {
    const credentials = {
      email: `${key.toLowerCase()}-${run}@academy.test`,
      password: `e2e-${role}-password-123`,
    }
    const res = await api.post('/api/users', { headers, data: { ...credentials, role } })
    if (res.status() !== 201) throw new Error(`global setup: ${key} ${res.status()}`)
    accounts[key] = credentials
  }
  await api.dispose()
  // Workers inherit the environment global setup leaves behind.
  process.env.E2E_STAFF_ACCOUNTS = JSON.stringify(accounts)
  process.env.E2E_MAIL_DIR = path.join(tmpdir(), `academy-e2e-mail-${process.pid}-${run}`)
  // Returned: Playwright stops it when the run ends.
  return startMailSink(E2E_SMTP_PORT, process.env.E2E_MAIL_DIR)
}
