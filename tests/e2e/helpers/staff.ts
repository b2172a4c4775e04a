import {
  expect,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test'

import type { StaffKey } from '../global-setup'

export type Credentials = { email: string; password: string }

/** A staff account global setup created for one spec (see tests/e2e/global-setup.ts). */
export const staffAccount = (key: StaffKey): Credentials => {
  const accounts = JSON.parse(process.env.E2E_STAFF_ACCOUNTS ?? '{}')
  if (!accounts[key]) throw new Error(`no "${key}" account: did tests/e2e/global-setup.ts run?`)
  return accounts[key]
}

/**
 * An API client signed in with a JWT, separate from any browser page: used to set up data
 * and to read back what was stored after the page acted.
 */
export const apiAs = async (
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  who: Credentials,
): Promise<APIRequestContext> => {
  const anonymous = await playwright.request.newContext({ baseURL })
  const login = await anonymous.post('/api/users/login', { data: who })
  expect(login.status(), `login of ${who.email}`).toBe(200)
  const { token } = await login.json()
  await anonymous.dispose()
  return playwright.request.newContext({
    baseURL,
    // A fresh connection per call: a kept-alive one, reused just as the server times it out
    // between two tests, ends in ECONNRESET (seen once in four runs).
    extraHTTPHeaders: { authorization: `JWT ${token}`, connection: 'close' },
  })
}

/** Signs the page's browser in (Payload's cookie, set by the login call), as the form would. */
export const signIn = async (page: Page, who: Credentials) => {
  const res = await page.request.post('/api/users/login', { data: who })
  expect(res.status(), `login of ${who.email}`).toBe(200)
}
