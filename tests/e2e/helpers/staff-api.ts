import { expect, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from '../../../playwright.config'

/** The Authorization header of the e2e admin, signed in through the REST API. */
export const adminAuth = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  return { authorization: `JWT ${(await login.json()).token}` }
}

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
