import { expect, test } from '@playwright/test'

import { expectHeaderLive } from './helpers/page-live'
import { recordScripts } from './helpers/page-scripts'

// What search engines and shared links read.

test('each page has its own title, description, canonical URL, Open Graph and Twitter card', async ({
  page,
}) => {
  const titles = new Set<string>()
  for (const path of [
    '/',
    '/about',
    '/programs',
    '/products',
    '/certifications',
    '/clients',
    '/contact',
    '/registration',
  ]) {
    await page.goto(path)
    const title = await page.title()
    expect(title).toContain('Malaysia Leadership Academy')
    titles.add(title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname).toBe(path)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!)
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute('content')
    // A versioned URL (cached a year by whoever fetches it; see versionedFileUrl).
    expect(ogImage).toMatch(/^https?:\/\/.+\/api\/media\/file\/.+\.webp\?v=[0-9a-z]+\.[\w-]{12}$/)
    // The shared picture really exists.
    expect((await page.request.get(new URL(ogImage!).pathname)).status()).toBe(200)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    )
  }
  expect(titles.size).toBe(8)
})

const jsonLd = async (page: import('@playwright/test').Page) =>
  Promise.all(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    ),
  )

test('the home page describes the academy, and an Event for each upcoming edition only', async ({
  page,
}) => {
  await page.goto('/')
  const blocks = await jsonLd(page)
  const organization = blocks.find((block) => block['@type'] === 'EducationalOrganization')
  expect(organization).toMatchObject({
    name: 'Malaysia Leadership Academy',
    email: 'support@leadershipacademy.my',
  })
  // The seeded edition (Oct 2025) is past: no Event invites anyone to it.
  const events = blocks.filter((block) => block['@type'] === 'Event')
  for (const event of events) {
    expect(new Date(String(event.startDate)).getTime()).toBeGreaterThan(Date.now())
  }
})

test('an edition’s own page describes it as an Event with its offers and seats left', async ({
  page,
}) => {
  await page.goto('/registration/asl-2025-10-28')
  const event = (await jsonLd(page)).find((block) => block['@type'] === 'Event') as Record<
    string,
    unknown
  >
  expect(event).toMatchObject({
    name: 'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP',
    startDate: expect.stringMatching(/^2025-10-2/),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    maximumAttendeeCapacity: 30,
    url: expect.stringMatching(/\/registration\/asl-2025-10-28$/),
  })
  expect(typeof event.remainingAttendeeCapacity).toBe('number')
  const offers = event.offers as Array<{ price: number; priceCurrency: string }>
  expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
    [3750, 'MYR'],
    [2625, 'MYR'],
    [1875, 'MYR'],
  ])
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/registration\/asl-2025-10-28$/,
  )
  // Its calendar file is linked from the page and downloads as one event.
  const calendar = page.getByRole('link', { name: 'Add to calendar (.ics)' })
  await expect(calendar).toHaveAttribute('href', '/calendar/asl-2025-10-28.ics')
  const ics = await page.request.get('/calendar/asl-2025-10-28.ics')
  expect(ics.status()).toBe(200)
  expect(ics.headers()['content-type']).toContain('text/calendar')
  const text = await ics.text()
  expect(text).toContain('BEGIN:VEVENT\r\n')
  expect(text).toContain('DTSTART:20251028T003000Z\r\n')
  expect((await page.request.get('/calendar/no-such-edition.ics')).status()).toBe(404)
})

test('robots.txt keeps crawlers out of the CMS and the API and names the sitemap', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Disallow: \/admin/)
  expect(robots).toMatch(/Disallow: \/api\//)
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/)
})

test('sitemap.xml lists every public page once', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  // Blog addresses differ by their query (`/blog?lang=ms`), so the query counts.
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replace(/&amp;/g, '&'))
    return url.pathname + url.search
  })
  for (const path of [
    '/',
    '/about',
    '/programs',
    '/products',
    '/certifications',
    '/clients',
    '/contact',
    '/registration',
  ]) {
    expect(paths).toContain(path)
  }
  expect(new Set(paths).size).toBe(paths.length)
  expect(paths).not.toContain('/asl-registration')
})

test('an unknown path is not a page of the catch-all route', async ({ request }) => {
  const response = await request.get('/programs/unknown')
  expect(response.status()).toBe(404)
})

test('a page comes compressed with an ETag, and a browser that has it gets 304', async ({
  request,
}) => {
  const first = await request.get('/programs', { headers: { 'accept-encoding': 'br, gzip' } })
  expect(first.status()).toBe(200)
  expect(first.headers()['content-encoding']).toBe('br')
  expect(await first.text()).toContain('</html>')
  const etag = first.headers()['etag']
  expect(etag).toMatch(/^(W\/)?"[\w-]+"$/)

  const again = await request.get('/programs', {
    headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag },
  })
  expect(again.status()).toBe(304)
  expect(again.headers()['content-security-policy']).toBeUndefined()
  // Another page is another ETag: the validator is the page's own.
  const other = await request.get('/clients', { headers: { 'if-none-match': etag } })
  expect(other.status()).toBe(200)
})

test('pictures come as sized variants from the server, without next/image code in the browser', async ({
  page,
}) => {
  const scripts = recordScripts(page)
  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto('/programs', { waitUntil: 'networkidle' })

  // The first program's picture (a phone's largest paint) is preloaded, at high priority.
  const first = page.locator('main article img').first()
  await expect(first).toHaveAttribute('srcset', /\/_next\/image\?url=.+ 384w, .+ 640w/)
  await expect(first).toHaveAttribute('fetchpriority', 'high')
  const firstSrcset = await first.getAttribute('srcset')
  const preloaded = await page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset')))
  // Once: React puts it in the head; a second copy in the body was only more bytes.
  expect(preloaded.filter((srcset) => srcset === firstSrcset)).toHaveLength(1)
  // None of the page's other pictures is.
  const others = await page
    .locator('main article img')
    .evaluateAll((images) => images.slice(1).map((image) => image.getAttribute('srcset')))
  expect(others.length).toBeGreaterThan(0)
  for (const srcset of others) expect(preloaded).not.toContain(srcset)
  // The others wait until they are near the screen.
  await expect(page.locator('main article img').nth(1)).toHaveAttribute('loading', 'lazy')
  await first.scrollIntoViewIfNeeded()
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  // A phone gets a phone-sized variant, not the upload itself.
  const chosen = await first.evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(new URL(chosen).searchParams.get('w')).toMatch(/^(384|640|750|828)$/)

  // next/image's client component (it marks loaded pictures with data-loaded-src) is not
  // among the page's scripts: rendering the <img> on the server saves every page ~6 KiB.
  expect(scripts.length).toBeGreaterThan(3)
  expect(scripts.some((code) => code.includes('data-loaded-src'))).toBe(false)
})

test('icons are drawn in the server’s HTML, without lucide-react’s client code', async ({
  page,
  request,
}) => {
  // The contact page has both: the server's contact details and the form's button (client).
  const html = await (await request.get('/contact')).text()
  // Each one a symbol of the site's icon sprite, which the browser fetches once.
  const icons =
    html.match(/<svg aria-hidden="true" class="icon[^"]*"><use href="[^"#]+\.svg#[\w-]+"/g) ?? []
  expect(icons.length).toBeGreaterThan(4)
  const sprite = await request.get(/href="([^"#]+\.svg)#/.exec(icons[0]!)![1]!)
  expect(sprite.status()).toBe(200)
  expect(sprite.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  expect(await sprite.text()).toContain('<symbol id="send" viewBox="0 0 24 24">')

  const scripts = recordScripts(page)
  await page.goto('/contact', { waitUntil: 'networkidle' })
  await expect(page.getByRole('button', { name: 'Send Message' }).locator('svg')).toBeVisible()
  expect(scripts.length).toBeGreaterThan(3)
  // lucide-react's icons are client components (its Icon reads absoluteStrokeWidth from a
  // context); with them every page downloaded that code and hydrated each icon.
  expect(scripts.some((code) => code.includes('absoluteStrokeWidth'))).toBe(false)
})

test('avatars list the two sizes a screen can use, not every width next/image knows', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' })
  const avatars = page.locator('figure .avatar img')
  // The founder's photo in the hero and one per testimonial.
  expect(await avatars.count()).toBeGreaterThan(2)
  // Two variants, the 1x and the 2x one (next/image's nearest widths): next/image's own `1x, 2x` (src one of
  // them) where the picture is preloaded, since React's preload lists the srcset alone, and
  // elsewhere src as the 1x variant with the 2x one alone in srcset.
  for (const { src, srcset } of await avatars.evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute('src')!,
      srcset: image.getAttribute('srcset')!,
    })),
  )) {
    expect(srcset).toMatch(/^(\S+&w=\d+&q=\d+ 1x, )?\S+&w=\d+&q=\d+ 2x$/)
    const sources = new Set([src, ...srcset.split(', ').map((entry) => entry.split(' ')[0])])
    const widths = [...sources].map((url) => Number(/&w=(\d+)/.exec(url)![1])).sort((a, b) => a - b)
    expect(widths).toHaveLength(2)
    expect(widths[1]).toBeGreaterThanOrEqual(widths[0] * 2)
  }
  // The hero's avatar (80 px) is preloaded in the same two sizes, and a small one is fetched.
  const founder = avatars.first()
  await expect(founder).toHaveAttribute('fetchpriority', 'high')
  const preloaded = await page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('imagesrcset')))
  expect(preloaded).toContain(await founder.getAttribute('srcset'))
  const chosen = await founder.evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(Number(new URL(chosen).searchParams.get('w'))).toBeLessThanOrEqual(256)
  // It still covers its round frame.
  const box = await founder.boundingBox()
  expect(box?.width).toBe(80)
  expect(box?.height).toBe(80)
})

test('pages load their scripts as Next.js writes them, and become interactive', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/contact')).text()
  expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""><\/script>/)
  expect(html).not.toContain('(function(scripts,preloads)')

  await page.setViewportSize({ width: 390, height: 900 })
  await page.goto('/contact')
  await expectHeaderLive(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
})
