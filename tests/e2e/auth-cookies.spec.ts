import { expect, test } from '@playwright/test'

import { staffAccount } from './helpers/staff'

// The sign-in cookie's flags, and the site's origin (SERVER_URL) as the only one trusted:
// a cookie-carrying call from another origin, a sibling subdomain or a typed address is
// treated as anonymous (CSRF), and CORS answers name the site's origin only.

const FOREIGN_ORIGIN = 'https://evil.example'

test('the sign-in cookie is HttpOnly and SameSite=Strict, and only the site’s origin may use it', async ({
  playwright,
  baseURL,
}) => {
  const browserLike = await playwright.request.newContext({ baseURL })
  const login = await browserLike.post('/api/users/login', {
    data: staffAccount('cookieAdmin'),
    headers: { origin: baseURL! },
  })
  expect(login.status()).toBe(200)
  const cookie = login
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value)
    .find((value) => value.startsWith('payload-token='))
  expect(cookie).toBeDefined()
  expect(cookie).toMatch(/;\s*HttpOnly/i)
  expect(cookie).toMatch(/;\s*SameSite=Strict/i)
  // Plain HTTP here; over HTTPS (SERVER_URL https://…) the cookie is Secure too (unit-tested).
  expect(cookie).not.toMatch(/;\s*Secure/i)

  const me = (headers: Record<string, string>) =>
    browserLike.get('/api/users/me', { headers }).then((response) => response.json())

  expect((await me({ origin: baseURL! })).user?.email).toBe(staffAccount('cookieAdmin').email)
  expect((await me({ 'sec-fetch-site': 'same-origin' })).user?.email).toBe(
    staffAccount('cookieAdmin').email,
  )
  // The same cookie, sent by a page of another site or by a browser navigation from it.
  expect((await me({ origin: FOREIGN_ORIGIN })).user).toBeNull()
  expect((await me({ 'sec-fetch-site': 'cross-site' })).user).toBeNull()
  // A page of a sibling subdomain is same-site, not same-origin; a typed address says none.
  expect((await me({ 'sec-fetch-site': 'same-site' })).user).toBeNull()
  expect((await me({ 'sec-fetch-site': 'none' })).user).toBeNull()

  // A cross-site write with the cookie is refused as anonymous.
  const write = await browserLike.post('/api/videos', {
    headers: { origin: FOREIGN_ORIGIN },
    data: { title: 'Forged', youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  })
  expect(write.status()).toBe(403)
  await browserLike.dispose()
})

test('CORS answers name the site’s own origin and no other', async ({ request, baseURL }) => {
  const own = await request.get('/api/globals/site', { headers: { origin: baseURL! } })
  expect(own.headers()['access-control-allow-origin']).toBe(baseURL)

  const foreign = await request.get('/api/globals/site', { headers: { origin: FOREIGN_ORIGIN } })
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined()
  const preflight = await request.fetch('/api/contact', {
    method: 'OPTIONS',
    headers: { origin: FOREIGN_ORIGIN, 'access-control-request-method': 'POST' },
  })
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined()
})
