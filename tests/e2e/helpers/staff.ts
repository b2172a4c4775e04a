import {
  expect,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'

export type Credentials = { email: string; password: string }

const LOGIN_ATTEMPTS = 5

/**
 * Logs in until the session sticks. Payload 3.90 stores a user's sessions as one list that
 * each login reads, extends and writes back whole, so two logins of the same user at the
 * same moment (parallel test workers) can drop one session, and its token is then refused.
 */
const loginThatSticks = async (client: APIRequestContext, who: Credentials): Promise<string> => {
  for (let attempt = 1; ; attempt++) {
    const login = await client.post('/api/users/login', { data: who })
    expect(login.status(), `login of ${who.email}`).toBe(200)
    const { token } = await login.json()
    const me = await client.get('/api/users/me', { headers: { authorization: `JWT ${token}` } })
    if ((await me.json()).user?.email === who.email) return token
    if (attempt === LOGIN_ATTEMPTS) throw new Error(`the session of ${who.email} never stuck`)
  }
}

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
  const token = await loginThatSticks(anonymous, who)
  await anonymous.dispose()
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `JWT ${token}` },
  })
}

let accounts = 0

/**
 * A new staff account, created by the admin. Each spec then signs in as its own account, so
 * its many logins never race another spec's (see loginThatSticks).
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

/** Signs the page's browser in (Payload's cookie, set by the login call), as the form would. */
export const signIn = async (page: Page, who: Credentials = E2E_ADMIN) => {
  await loginThatSticks(page.request, who)
}
