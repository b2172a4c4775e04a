/**
 * The sign-in cookie counts only on requests the site's own pages started: same-origin by the
 * browser's word (Sec-Fetch-Site), or naming the site's exact origin (Origin). A page of a
 * sibling subdomain is "same-site", and a request that says nothing proves nothing (a Referer
 * alone included): all are answered as anonymous, whatever the method.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { trustedOrigins } from '@/lib/security/site-origin'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { submitRegistration } from './helpers/submissions'
import { resetWorkshop } from './helpers/workshop'

let payload: Payload
let admin: Awaited<ReturnType<typeof createStaff>>
let cookie: string
// The site's origin in this run (SERVER_URL, or the loopback addresses of PORT).
const SITE = trustedOrigins(process.env.SERVER_URL, process.env.PORT)[0]
const SIBLING = SITE.replace('//', '//shop.')

beforeAll(async () => {
  payload = await testPayload()
  await resetWorkshop(payload, { capacity: 1000 })
  await submitRegistration(['Cookie Person'], { organization: 'Cookie Org' })
  admin = await createStaff(payload, 'admin')
  cookie = `theme=dark; payload-token=${admin.token}`
})

const me = async (headers: Record<string, string>) =>
  (await api('GET', '/users/me', { headers: { cookie, ...headers } })).body.user?.email ?? null

describe('the sign-in cookie from elsewhere', () => {
  it('does not sign in a request from a sibling subdomain, another site or a typed address', async () => {
    expect(await me({ 'sec-fetch-site': 'same-site' })).toBeNull()
    expect(await me({ 'sec-fetch-site': 'same-site', referer: `${SIBLING}/page` })).toBeNull()
    expect(await me({ 'sec-fetch-site': 'cross-site' })).toBeNull()
    expect(await me({ 'sec-fetch-site': 'none' })).toBeNull()
    expect(await me({})).toBeNull()
    expect(await me({ origin: SIBLING })).toBeNull()
    expect(await me({ referer: `${SIBLING}/page` })).toBeNull()
    expect(await me({ referer: `${SITE}/admin` })).toBeNull()
  })

  it('reads and exports nothing, and writes nothing, for a sibling subdomain', async () => {
    const sameSite = { cookie, 'sec-fetch-site': 'same-site' }
    const list = await api('GET', '/registrations', { headers: sameSite })
    expect([401, 403]).toContain(list.status)
    expect(JSON.stringify(list.body)).not.toContain('Cookie Org')
    const file = await api('GET', '/dashboard/export/registrations', { headers: sameSite })
    expect(file.status).toBe(401)
    const write = await api('POST', '/videos', {
      headers: sameSite,
      body: { title: 'Forged', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' },
    })
    expect([401, 403]).toContain(write.status)
    expect(
      (await payload.count({ collection: 'videos', where: { title: { equals: 'Forged' } } }))
        .totalDocs,
    ).toBe(0)
  })
})

describe('the sign-in cookie from the site’s own pages', () => {
  it('signs in a same-origin request, or one naming the site’s exact origin', async () => {
    expect(await me({ 'sec-fetch-site': 'same-origin' })).toBe(admin.email)
    expect(await me({ origin: SITE })).toBe(admin.email)
  })

  it('reads and exports for the site’s own dashboard', async () => {
    const own = { cookie, 'sec-fetch-site': 'same-origin' }
    const list = await api('GET', '/registrations', { headers: own })
    expect(list.status).toBe(200)
    expect(JSON.stringify(list.body)).toContain('Cookie Org')
    const file = await api('GET', '/dashboard/export/registrations', { headers: own })
    expect(file.status).toBe(200)
  })

  it('keeps a token sent in the Authorization header working from anywhere', async () => {
    const res = await api('GET', '/users/me', {
      token: admin.token,
      headers: { 'sec-fetch-site': 'same-site' },
    })
    expect(res.body.user?.email).toBe(admin.email)
  })
})
