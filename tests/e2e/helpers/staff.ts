import {
  expect,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'

export type Credentials = { email: string; password: string }

/**
 * An API client signed in with a JWT, separate from any browser page: used to set up data
 * and to read back what was stored after the page acted.
 */
export const apiAs = async (
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  who: Credentials = E2E_ADMIN,
): Promise<APIRequestContext> => {
  const anonymous = await playwright.request.newContext({ baseURL })
  const login = await anonymous.post('/api/users/login', { data: who })
  expect(login.status(), `login of ${who.email}`).toBe(200)
  const { token } = await login.json()
  await anonymous.dispose()
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `JWT ${token}` },
  })
}

let accounts = 0

/**
 * A new staff account, created by the admin. Each spec signs in as its own account: Payload
 * keeps a user's sessions in one list, and logins of the same user from parallel workers
 * can overwrite each other's session (the losing token is then refused).
 */
export const createStaff = async (
  admin: APIRequestContext,
  role: 'admin' | 'editor',
): Promise<Credentials> => {
  const credentials = {
    email: `${role}-${Date.now()}-${accounts++}@academy.test`,
    password: `e2e-${role}-password-123`,
  }
  const res = await admin.post('/api/users', { data: { ...credentials, role } })
  expect(res.status()).toBe(201)
  return credentials
}

/** An API client signed in as a fresh admin of the calling spec's own, and its credentials. */
export const ownAdmin = async (
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
): Promise<{ api: APIRequestContext; credentials: Credentials }> => {
  const root = await apiAs(playwright, baseURL)
  const credentials = await createStaff(root, 'admin')
  await root.dispose()
  return { api: await apiAs(playwright, baseURL, credentials), credentials }
}

/** Signs the page's browser in (Payload's cookie), as the login form would. */
export const signIn = async (page: Page, who: Credentials = E2E_ADMIN) => {
  const res = await page.request.post('/api/users/login', { data: who })
  expect(res.status()).toBe(200)
}
