import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'
import { provideTestDatabase, type TestDatabase } from '../../scripts/lib/test-database'
import { startS3Store, type S3Store } from '../int-s3/s3-store'
import { MAX_STALE_SECONDS } from '../../src/server/content/revalidate-period'
import { startAppInstance, type AppInstance } from './helpers/app-instance'
import { fakeMp4 } from './helpers/video-files'
import { startInOneRateWindow } from '../shared/rate-window'

// Two app instances, as behind a load balancer: two `next start` processes of the same build
// on their own PostgreSQL database and one S3 store, started at the same moment (so they
// also race to migrate and seed it). What one instance does, the other must see.

test.describe.configure({ mode: 'serial' })

const E2E_PORT = Number(process.env.E2E_PORT || 3100)
const FORM_LIMIT = 3
const FORM_WINDOW_SECONDS = 3600

let store: S3Store
let database: TestDatabase
let first: AppInstance
let second: AppInstance
const contexts: APIRequestContext[] = []

const client = async (instance: AppInstance) => {
  const context = await apiRequest.newContext({ baseURL: instance.url })
  contexts.push(context)
  return context
}

const signIn = async (api: APIRequestContext): Promise<Record<string, string>> => {
  const login = await api.post('/api/users/login', { data: E2E_ADMIN })
  expect(login.status()).toBe(200)
  return { authorization: `JWT ${(await login.json()).token}` }
}

test.beforeAll(async () => {
  test.setTimeout(420_000)
  store = await startS3Store('academy-scale-out')
  // A database of its own on the end-to-end run's PostgreSQL server.
  process.env.DATABASE_URL ||= process.env.E2E_DATABASE_URL
  database = await provideTestDatabase('scale_out')
  const env = {
    ...store.env,
    DATABASE_URL: database.url,
    // One secret for both: a session signed by one instance is checked by the other.
    PAYLOAD_SECRET: 'scale-out-test-secret-not-for-production',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SERVER_URL: `http://127.0.0.1:${E2E_PORT + 1}`,
    // The test runner is the load balancer in front: it connects from loopback and appends
    // the client's address to X-Forwarded-For.
    TRUSTED_PROXIES: '127.0.0.1',
    RATE_LIMIT_FORMS: String(FORM_LIMIT),
    RATE_LIMIT_WINDOW_SECONDS: String(FORM_WINDOW_SECONDS),
    UPLOADS_DIR: '',
  }
  ;[first, second] = await Promise.all([
    startAppInstance(E2E_PORT + 1, env),
    startAppInstance(E2E_PORT + 2, env),
  ])
})

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.dispose()))
  await Promise.all([first?.stop(), second?.stop()])
  await database?.cleanup().catch(() => undefined)
  await store?.close()
})

test('a session started on one instance works on the other, and its logout ends it on both', async () => {
  const a = await client(first)
  const b = await client(second)
  const auth = await signIn(a)
  const me = async (api: APIRequestContext) =>
    (await (await api.get('/api/users/me', { headers: auth })).json()).user
  expect((await me(b))?.email).toBe(E2E_ADMIN.email)
  expect((await b.get('/api/registrations?limit=1', { headers: auth })).status()).toBe(200)

  expect((await b.post('/api/users/logout', { headers: auth })).status()).toBe(200)
  expect(await me(a)).toBeNull()
  expect((await a.get('/api/registrations?limit=1', { headers: auth })).status()).toBe(403)
})

test('the form limit counts a client across both instances, by the address the proxy saw', async () => {
  await startInOneRateWindow(FORM_WINDOW_SECONDS)
  const a = await client(first)
  const b = await client(second)
  const inquiry = (n: number) => ({
    name: 'Scale Out',
    email: `scale-out-${n}@example.my`,
    phone: '',
    message: 'Checking that limits hold across instances.',
  })
  // The client writes any X-Forwarded-For it likes; the trusted proxy appends what it saw.
  const from = (client: string, forged: string) => ({ 'x-forwarded-for': `${forged}, ${client}` })
  const statuses: number[] = []
  for (let n = 0; n < FORM_LIMIT + 1; n++) {
    const instance = n % 2 === 0 ? a : b
    const res = await instance.post('/api/contact', {
      data: inquiry(n),
      headers: from('198.51.100.7', `203.0.113.${n + 1}`),
    })
    statuses.push(res.status())
    if (res.status() === 429) {
      expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0)
      expect((await res.json()).errors?.[0]?.message).toBeTruthy()
    }
  }
  expect(statuses).toEqual([...Array(FORM_LIMIT).fill(201), 429])

  // Another client behind the same proxy is not affected, on either instance.
  const other = await a.post('/api/contact', {
    data: inquiry(99),
    headers: from('198.51.100.8', ''),
  })
  expect(other.status()).toBe(201)
})

test('an upload issued by one instance is finished by the other and served by both', async () => {
  const a = await client(first)
  const b = await client(second)
  const authA = await signIn(a)
  const authB = await signIn(b)

  const issued = await a.post('/api/objects/upload', { headers: authA })
  expect(issued.status()).toBe(200)
  const { uploadURL } = await issued.json()
  // Straight to the S3 store, as the browser would.
  expect(new URL(uploadURL).origin).toBe(store.env.S3_ENDPOINT)
  const bytes = fakeMp4(256 * 1024)
  const put = await a.put(uploadURL, { headers: { 'content-type': 'video/mp4' }, data: bytes })
  expect(put.status()).toBe(200)

  const normalized = await b.post('/api/objects/normalize-path', {
    headers: authB,
    data: { rawPath: uploadURL },
  })
  expect(normalized.status(), await normalized.text()).toBe(200)
  const { normalizedPath } = await normalized.json()
  const video = await b.post('/api/videos', {
    headers: authB,
    data: {
      title: 'Uploaded across instances',
      fileName: 'across.mp4',
      filePath: normalizedPath,
      isActive: true,
    },
  })
  expect(video.status(), await video.text()).toBe(201)

  for (const api of [a, b]) {
    const served = await api.get(normalizedPath)
    expect(served.status()).toBe(200)
    expect(Buffer.compare(await served.body(), bytes)).toBe(0)
  }
  const listed = await (await a.get('/api/videos?limit=100')).json()
  expect(listed.docs.map((doc: { title: string }) => doc.title)).toContain(
    'Uploaded across instances',
  )
})

test(`a post published on one instance shows on the other within ${MAX_STALE_SECONDS} s`, async () => {
  test.setTimeout((MAX_STALE_SECONDS + 60) * 1000)
  const a = await client(first)
  const b = await client(second)
  const auth = await signIn(a)
  const title = `Across instances ${Date.now()}`
  const listShows = async (api: APIRequestContext) =>
    (await (await api.get('/blog?lang=en')).text()).includes(title)

  // The other instance has the list cached before the post exists.
  expect(await listShows(b)).toBe(false)
  expect(await listShows(b)).toBe(false)

  const created = await a.post('/api/blog?locale=en', {
    headers: auth,
    data: {
      slug: `across-instances-${Date.now()}`,
      title,
      content: 'Hello.',
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const published = Date.now()
  // The instance that saved it shows it within moments (Next expires the tags as the saving
  // request ends, a moment after its answer has been sent; the first visit after that may
  // still get the old copy while the page renders again, which took over 5 s once on a
  // loaded 2-core machine).
  await expect.poll(() => listShows(a), { timeout: 15_000, intervals: [250] }).toBe(true)

  // Visitors keep coming to the other instance; within the bound one of them sees it.
  await expect
    .poll(() => listShows(b), { timeout: MAX_STALE_SECONDS * 1000, intervals: [1_000] })
    .toBe(true)
  console.log(`scale-out: visible on the other instance after ${Date.now() - published} ms`)
})
