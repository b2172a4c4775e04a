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

let editors = 0

/** A new editor account, created by the admin. */
export const createEditor = async (admin: APIRequestContext): Promise<Credentials> => {
  const credentials = {
    email: `editor-${Date.now()}-${editors++}@academy.test`,
    password: 'e2e-editor-password-123',
  }
  const res = await admin.post('/api/users', { data: { ...credentials, role: 'editor' } })
  expect(res.status()).toBe(201)
  return credentials
}

/** Signs the page's browser in (Payload's cookie), as the login form would. */
export const signIn = async (page: Page, who: Credentials = E2E_ADMIN) => {
  const res = await page.request.post('/api/users/login', { data: who })
  expect(res.status()).toBe(200)
}
