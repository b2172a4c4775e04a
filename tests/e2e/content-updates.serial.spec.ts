import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { registrationBody } from '../../scripts/lib/submission-bodies'

import { expectCacheHit } from './helpers/cache'
import { openWithScriptsHeld } from './helpers/held-scripts'
import { blockPrefetches } from './helpers/no-prefetch'
import { seededEdition, settingsOf, updateEdition, type Edition } from './helpers/editions'
import { adminAuth, readGlobal, updateGlobal } from './helpers/staff-api'
import { staffAccount } from './helpers/staff'
import { uploadVideoFile } from './helpers/video-files'

// Runs alone, after the parallel tests (see playwright.config.ts): these tests change what
// every visitor sees, and check that the cached pages follow without a rebuild.

const PUBLIC_PATHS = [
  '/',
  '/about',
  '/programs',
  '/products',
  '/certifications',
  '/clients',
  '/contact',
  '/registration',
]

let auth: Record<string, string>
let editorAuth: Record<string, string>
// Saves here are read back at once (see the helper).
test.beforeEach(({ page }) => blockPrefetches(page))
test.beforeAll(async ({ request }) => {
  auth = await adminAuth(request)
  const login = await request.post('/api/users/login', { data: staffAccount('contentEditor') })
  expect(login.status()).toBe(200)
  editorAuth = { authorization: `JWT ${(await login.json()).token}` }
})

test('pages come from the full-route cache: the second request is a hit', async ({ request }) => {
  for (const path of PUBLIC_PATHS) await expectCacheHit(request, path)
})

test('an editor’s change to a testimonial, a statistic and a button shows on the live pages at once', async ({
  page,
  request,
}) => {
  const testimonials = await readGlobal(request, 'testimonials')
  const site = await readGlobal(request, 'site')
  const home = await readGlobal(request, 'home')
  const button = `Lihat Program Kami ${Date.now()}`
  const quote = `Kursus terbaik tahun ini ${Date.now()}`
  const changedItems = testimonials.items.map((item: Record<string, unknown>, i: number) =>
    i === 0 ? { ...item, quoteMalay: quote } : item,
  )
  const changedStatistics = site.statistics.map((stat: { key: string }) =>
    stat.key === 'clients' ? { ...stat, value: '150+' } : stat,
  )

  // Both pages are in the cache before the change.
  await expectCacheHit(request, '/')
  try {
    await updateGlobal(request, editorAuth, 'testimonials', { items: changedItems })
    await updateGlobal(request, editorAuth, 'site', { statistics: changedStatistics })
    await updateGlobal(request, editorAuth, 'home', {
      labels: { ...home.labels, exploreProgramsButton: button },
    })

    await page.goto('/')
    await expect(page.getByText(quote)).toBeAttached()
    await expect(page.getByRole('link', { name: button })).toHaveAttribute('href', '/programs')
    const about = page.getByRole('region', { name: 'About Us' })
    await expect(about.getByRole('definition').filter({ hasText: '150+' })).toBeVisible()
    await page.goto('/clients')
    await expect(page.getByRole('definition').filter({ hasText: '150+' }).first()).toBeVisible()
  } finally {
    await updateGlobal(request, auth, 'testimonials', { items: testimonials.items })
    await updateGlobal(request, auth, 'site', { statistics: site.statistics })
    await updateGlobal(request, auth, 'home', { labels: home.labels })
  }
  await page.goto('/')
  await expect(page.getByText(quote)).not.toBeAttached()
})

test('a compressed copy of a page follows an editor’s change as the plain page does', async ({
  request,
}) => {
  const home = await readGlobal(request, 'home')
  const before = home.labels.exploreProgramsButton as string
  const button = `Terokai Program ${Date.now()}`
  const copy = async (acceptEncoding: string) => {
    const response = await request.get('/', { headers: { 'accept-encoding': acceptEncoding } })
    const encoding = response.headers()['content-encoding'] ?? 'identity'
    return { encoding, etag: response.headers().etag, text: await response.text() }
  }
  // Every copy has been asked for (and so compressed and kept) before the change.
  await expectCacheHit(request, '/')
  for (const acceptEncoding of ['br', 'gzip', 'identity']) {
    expect((await copy(acceptEncoding)).text).toContain(before)
  }
  try {
    await updateGlobal(request, editorAuth, 'home', {
      labels: { ...home.labels, exploreProgramsButton: button },
    })
    // Each compressed copy is the plain page of the same version (a copy re-rendered between
    // two requests is a new version, so the comparison is made again).
    await expect
      .poll(async () => {
        const plain = await copy('identity')
        const compressed = [await copy('br'), await copy('gzip')]
        return compressed.map(({ encoding, etag, text }) =>
          etag === plain.etag && text === plain.text && text.includes(button)
            ? `${encoding}: the changed page`
            : `${encoding}: another copy`,
        )
      })
      .toEqual(['br: the changed page', 'gzip: the changed page'])
  } finally {
    await updateGlobal(request, auth, 'home', { labels: home.labels })
  }
})

test.describe('the workshop banner follows registration’s state', () => {
  let seeded: Edition
  const banner = (page: Page) =>
    page.getByRole('region', { name: 'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP' })
  const registerNow = (page: Page) => banner(page).getByRole('link', { name: 'REGISTER NOW' })

  test.beforeAll(async ({ request }) => {
    seeded = await seededEdition(request, auth)
  })
  test.afterAll(async ({ request }) => {
    await updateEdition(request, await adminAuth(request), seeded.id, settingsOf(seeded))
  })

  const nextYear = new Date().getUTCFullYear() + 1
  const openWorkshop = (request: APIRequestContext, extra: Record<string, unknown> = {}) =>
    updateEdition(request, auth, seeded.id, {
      startsAt: `${nextYear}-03-10T08:30:00+08:00`,
      endsAt: `${nextYear}-03-11T17:00:00+08:00`,
      registrationOpen: true,
      earlyBird: {
        enabled: true,
        discountPercent: 10,
        deadline: `${nextYear}-02-20T00:00:00+08:00`,
      },
      ...extra,
    })

  test('the seeded edition has started: it says so and never invites a registration', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(banner(page)).toContainText(
      'This workshop has already started; registration is closed.',
    )
    await expect(registerNow(page)).toHaveCount(0)
    await expect(banner(page).getByText('Limited Seats Available')).toHaveCount(0)
    await expect(
      banner(page).getByRole('link', { name: 'Ask About the Next Intake' }),
    ).toHaveAttribute('href', '/contact')
    await expect(banner(page).getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      /^tel:\+60/,
    )
    await page.goto('/registration')
    await expect(page.getByRole('main')).toContainText('This workshop has already started')
    // The certifications page shows the same banner.
    await page.goto('/certifications')
    await expect(banner(page)).toContainText(
      'This workshop has already started; registration is closed.',
    )
  })

  test('a scheduled edition invites registration with its dates, prices and early bird', async ({
    page,
    request,
  }) => {
    await openWorkshop(request)
    await page.goto('/')
    await expect(registerNow(page)).toHaveAttribute('href', '/registration')
    await expect(banner(page).getByText('Limited Seats Available')).toBeVisible()
    await expect(banner(page)).toContainText(`10–11 Mar ${nextYear}`)
    await expect(banner(page)).toContainText('Starts 8:30am')
    await expect(banner(page)).toContainText('Limited to 30 participants')
    await expect(banner(page)).toContainText('Bilingual (EN/BM)')
    await expect(banner(page)).toContainText(`save 10% when you register before 20 Feb ${nextYear}`)
    await expect(banner(page).getByRole('table', { name: 'Fee per participant' })).toContainText(
      'RM 3,750',
    )
  })

  test('few seats left are announced; a full workshop says so instead of inviting', async ({
    page,
    request,
  }) => {
    await openWorkshop(request)
    const register = async (count: number, tag: string) => {
      const response = await request.post('/api/registrations', {
        headers: auth,
        data: registrationBody(
          Array.from({ length: count }, (_, i) => `Peserta ${tag} ${i + 1}`),
          { edition: seeded.id, organization: `Seat test ${tag}` },
        ),
      })
      expect(response.status(), await response.text()).toBe(201)
      return (await response.json()).doc.id as number
    }
    const seatsTaken = (
      await (await request.get(`/api/workshop/seats?edition=${seeded.slug}`)).json()
    ).taken as number
    const ids: number[] = []
    try {
      let remaining = 30 - seatsTaken
      let n = 0
      while (remaining > 5) {
        const count = Math.min(10, remaining - 5)
        ids.push(await register(count, String(n++)))
        remaining -= count
      }
      await page.goto('/')
      await expect(banner(page)).toContainText('Only 5 seats left')
      await expect(registerNow(page)).toBeVisible()

      ids.push(await register(5, 'last'))
      await page.goto('/')
      await expect(banner(page)).toContainText('This workshop is fully booked.')
      await expect(registerNow(page)).toHaveCount(0)
    } finally {
      for (const id of ids) {
        const cancel = await request.patch(`/api/registrations/${id}`, {
          headers: auth,
          data: { status: 'cancelled' },
        })
        expect(cancel.status()).toBe(200)
      }
    }
    await page.goto('/')
    await expect(registerNow(page)).toBeVisible()
  })

  test('staff closing registration closes the banner at once', async ({ page, request }) => {
    await openWorkshop(request, { registrationOpen: false })
    await page.goto('/')
    await expect(banner(page)).toContainText('Registration for this workshop is closed.')
    await expect(registerNow(page)).toHaveCount(0)
  })
})

test.describe('Free Videos', () => {
  const section = (page: Page) => page.getByRole('list', { name: 'Free Videos' })

  const deactivateAll = async (request: APIRequestContext) => {
    const all = await (await request.get('/api/admin/videos?limit=100', { headers: auth })).json()
    for (const video of all.docs.filter((v: { isActive: boolean }) => v.isActive)) {
      const response = await request.put(`/api/admin/videos/${video.id}`, {
        headers: auth,
        data: { isActive: false },
      })
      expect(response.status()).toBe(200)
    }
  }

  test('with no active video, the three built-in samples show', async ({ page, request }) => {
    await deactivateAll(request)
    const samples = (await readGlobal(request, 'free-videos')).items as Array<{ title: string }>
    // The page's scripts start after the first paint; hold them to see the page before.
    const scripts = await openWithScriptsHeld(page, '/')
    await expect(section(page).getByRole('heading')).toHaveText(
      samples.slice(0, 3).map((s) => s.title),
    )
    // Each reads "Click to watch" (spec); a sample without a link says so when clicked,
    // and logs, instead of opening nothing. Until the scripts have run, a click could do
    // neither, so the button waits disabled.
    const first = section(page).getByRole('listitem').first()
    await expect(first).toContainText('Click to watch')
    await expect(first.getByRole('button')).toBeDisabled()
    scripts.release()
    await expect(first.getByRole('button')).toBeEnabled()
    const logged = page.waitForEvent('console', (m) => m.text().includes('has no video path'))
    await first.getByRole('button').click()
    await logged
    await expect(first.getByRole('status')).toHaveText(
      'This video is not online yet. Ask us about it on our contact page.',
    )
  })

  test('active videos replace them: a YouTube link wins over a file, and opens in a new tab', async ({
    page,
    request,
  }) => {
    await deactivateAll(request)
    const created: number[] = []
    try {
      const youtube = await request.post('/api/videos', {
        headers: auth,
        data: { title: 'Team performance in practice', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' },
      })
      expect(youtube.status(), await youtube.text()).toBe(201)
      created.push((await youtube.json()).doc.id)

      await page.goto('/')
      const card = section(page).getByRole('link', { name: /Team performance in practice/ })
      await expect(card).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')
      await expect(card).toHaveAttribute('target', '_blank')
      await expect(card).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(card).toContainText('Click to watch')
      await expect(card).toContainText('Watch this video to learn more')
      await expect(section(page).getByRole('listitem')).toHaveCount(1)

      // A video with both: the YouTube link is what visitors open.
      const { filePath } = await uploadVideoFile(request, auth)
      const both = await request.post('/api/videos', {
        headers: auth,
        data: {
          title: 'Strategic planning basics',
          description: 'Plan the year in one afternoon.',
          fileName: 'planning.mp4',
          filePath,
          youtubeUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        },
      })
      expect(both.status(), await both.text()).toBe(201)
      created.push((await both.json()).doc.id)
      const fileOnly = await request.post('/api/videos', {
        headers: auth,
        data: {
          title: 'Leadership in one minute',
          fileName: 'minute.mp4',
          filePath: (await uploadVideoFile(request, auth)).filePath,
        },
      })
      expect(fileOnly.status(), await fileOnly.text()).toBe(201)
      created.push((await fileOnly.json()).doc.id)

      await page.goto('/')
      // Newest first.
      await expect(section(page).getByRole('heading')).toHaveText([
        'Leadership in one minute',
        'Strategic planning basics',
        'Team performance in practice',
      ])
      await expect(
        section(page).getByRole('link', { name: /Strategic planning basics/ }),
      ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ')
      await expect(
        section(page).getByRole('link', { name: /Leadership in one minute/ }),
      ).toHaveAttribute('href', /^\/objects\/videos\/[0-9a-f-]{36}\.mp4$/)
      await expect(
        section(page).getByRole('link', { name: /Strategic planning basics/ }),
      ).toContainText('Plan the year in one afternoon.')
    } finally {
      for (const id of created) await request.delete(`/api/admin/videos/${id}`, { headers: auth })
    }
  })
})
