import { expect, test, type APIRequestContext } from '@playwright/test'

import { staffAccount } from './staff'

let cached: Promise<Record<string, string>> | undefined

// Each worker has an account of its own, so no other login can drop this one's session
// (Payload 3.90 rewrites a user's session list whole on each login).
const signIn = async (request: APIRequestContext): Promise<Record<string, string>> => {
  const account = staffAccount(`siteAdmin-${test.info().parallelIndex}`)
  const login = await request.post('/api/users/login', { data: account })
  expect(login.status()).toBe(200)
  return { authorization: `JWT ${(await login.json()).token}` }
}

/**
 * The Authorization header of an admin for the public-site specs' API calls: an account per
 * worker (made by tests/e2e/global-setup.ts), signed in once by that worker.
 */
export const adminAuth = (request: APIRequestContext): Promise<Record<string, string>> =>
  (cached ??= signIn(request))

/** Reads a global as the API returns it (ids for uploads, no depth). */
export const readGlobal = async (request: APIRequestContext, slug: string) => {
  const response = await request.get(`/api/globals/${slug}?depth=0`)
  expect(response.status()).toBe(200)
  return response.json()
}

/** Saves a global as staff do in the CMS; fails the test if the CMS refuses it. */
export const updateGlobal = async (
  request: APIRequestContext,
  headers: Record<string, string>,
  slug: string,
  data: Record<string, unknown>,
) => {
  const response = await request.post(`/api/globals/${slug}`, { headers, data })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()).result
}
