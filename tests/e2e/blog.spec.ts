import { expect, test, type Page } from '@playwright/test'

import { expectNoSeriousViolations } from './helpers/accessibility'
import { readBlogTexts, readPosts, type BlogLang } from './helpers/blog'
import { expectCacheHit } from './helpers/cache'
import { screenshotPage } from './helpers/screenshots'

// The bilingual blog as a visitor reads it. Read-only: publishing, the renderer on a new post,
// Coming Soon and pagination are in blog-content.serial.spec.ts.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const main = (page: Page) => page.getByRole('main')
const toggle = (page: Page, label: string) => main(page).getByRole('navigation', { name: label })
const minutes = (text: string) =>
  Math.max(1, Math.ceil(text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length / 200))

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]))

test('the list speaks the chosen language everywhere, and Read More keeps it', async ({ page }) => {
  for (const lang of ['en', 'ms'] as BlogLang[]) {
    const [texts, posts] = await Promise.all([
      readBlogTexts(page.request, lang),
      readPosts(page.request, lang),
    ])
    await page.goto(lang === 'en' ? '/blog' : '/blog?lang=ms')
    await expect(h1(page)).toHaveText(texts.heroHeading)
    await expect(main(page).getByText(texts.heroIntro)).toBeVisible()
    await expect(main(page).getByText(texts.heroEyebrow, { exact: true })).toBeVisible()
    await expect(
      toggle(page, texts.languageLabel).getByRole('link', {
        name: lang === 'en' ? 'English' : 'Bahasa Malaysia',
      }),
    ).toHaveAttribute('aria-current', 'true')

    const cards = main(page).getByRole('article')
    await expect(cards).toHaveCount(posts.length)
    for (const [i, post] of posts.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(post.title)
      await expect(card.getByText(post.excerpt)).toBeVisible()
      await expect(
        card.getByRole('list', { name: texts.tagsLabel }).getByRole('listitem'),
      ).toHaveText(post.tags)
      await expect(card).toContainText(fill(texts.readingTime, { minutes: minutes(post.content) }))
      await expect(card.getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
        'href',
        `/blog/${post.slug}?lang=${lang}`,
      )
      const readMore = card.getByRole('link', { name: `${texts.readMore}: ${post.title}` })
      await expect(readMore).toHaveAttribute('href', `/blog/${post.slug}?lang=${lang}`)
      await expect(card.locator('img')).toHaveCount(1)
    }
  }

  // The toggle switches the list; Read More opens the post in that language.
  const ms = await readBlogTexts(page.request, 'ms')
  const msPosts = await readPosts(page.request, 'ms')
  await page.goto('/blog')
  await toggle(page, 'Language').getByRole('link', { name: 'Bahasa Malaysia' }).click()
  await expect(page).toHaveURL(/\/blog\?lang=ms$/)
  await expect(h1(page)).toHaveText(ms.heroHeading)
  await main(page)
    .getByRole('link', { name: `${ms.readMore}: ${msPosts[0].title}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/blog/${msPosts[0].slug}\\?lang=ms$`))
  await expect(h1(page)).toHaveText(msPosts[0].title)
})

test('a post speaks the chosen language everywhere; the toggle and back link keep it', async ({
  page,
}) => {
  const [post] = await readPosts(page.request, 'en')
  for (const lang of ['en', 'ms'] as BlogLang[]) {
    const texts = await readBlogTexts(page.request, lang)
    const translated = (await readPosts(page.request, lang)).find((p) => p.slug === post.slug)!
    await page.goto(`/blog/${post.slug}?lang=${lang}`)
    await expect(h1(page)).toHaveText(translated.title)
    await expect(main(page).getByText(translated.excerpt)).toBeVisible()
    const firstHeading = translated.content.split('\n').find((line) => line.startsWith('## '))!
    await expect(
      main(page).getByRole('heading', { level: 2, name: firstHeading.slice(3) }),
    ).toBeVisible()
    await expect(
      main(page).getByRole('list', { name: texts.tagsLabel }).getByRole('listitem'),
    ).toHaveText(translated.tags)
    await expect(main(page)).toContainText(
      fill(texts.readingTime, { minutes: minutes(translated.content) }),
    )
    await expect(main(page).getByRole('button', { name: texts.share })).toBeVisible()
    await expect(main(page).getByRole('link', { name: texts.backToBlog })).toHaveAttribute(
      'href',
      `/blog?lang=${lang}`,
    )
    await expect(main(page).getByRole('heading', { name: texts.callToActionHeading })).toBeVisible()
    await expect(main(page).getByRole('link', { name: texts.programsButton })).toHaveAttribute(
      'href',
      '/programs',
    )
    await expect(main(page).getByRole('link', { name: texts.contactButton })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(main(page).locator('article')).toHaveAttribute('lang', lang)
  }

  await toggle(page, 'Bahasa').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}\\?lang=en$`))
  await expect(h1(page)).toHaveText(post.title)
  await main(page).getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL(/\/blog\?lang=en$/)
})

test('the relative date reads the same on server and browser: no hydration error', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const [post] = await readPosts(page.request, 'ms')
  for (const path of ['/blog?lang=ms', `/blog/${post.slug}?lang=ms`, '/blog']) {
    await page.goto(path)
    const date = main(page).locator('time').first()
    // The browser's wording: '3 days ago', 'yesterday', '3 hari lalu', 'semalam', …
    await expect(date).toHaveText(/lalu|ago|yesterday|semalam|last|lepas|now|sekarang/)
    await expect(date).toHaveAttribute('title', /\d{4}$/)
  }
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([])
})

test('Share copies the address and says so where the browser has no share sheet', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.addInitScript(() => {
    // As in desktop browsers without the Web Share API.
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
  })
  const [post] = await readPosts(page.request, 'ms')
  await page.goto(`/blog/${post.slug}?lang=ms`)
  expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined')
  await expect(main(page).getByRole('button', { name: 'Kongsi' })).toBeEnabled()
  await main(page).getByRole('button', { name: 'Kongsi' }).click()
  const toastRegion = page.getByRole('region', { name: /Notification/ })
  await expect(toastRegion.getByText('Pautan disalin')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
})

test('Share uses the share sheet where the browser has one', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        ;(window as unknown as { shared: ShareData }).shared = data
        return Promise.resolve()
      },
    })
  })
  const [post] = await readPosts(page.request, 'en')
  await page.goto(`/blog/${post.slug}?lang=en`)
  await expect(main(page).getByRole('button', { name: 'Share' })).toBeEnabled()
  await main(page).getByRole('button', { name: 'Share' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
    .toEqual({ title: post.title, text: post.excerpt, url: page.url() })
})

test('an unknown post says Post Not Found, answers 404 and leads back to the blog', async ({
  page,
}) => {
  for (const [lang, heading, back] of [
    ['en', 'Post Not Found', 'Back to Blog'],
    ['ms', 'Artikel Tidak Dijumpai', 'Kembali ke Blog'],
  ]) {
    const response = await page.goto(`/blog/no-such-post-here?lang=${lang}`)
    expect(response?.status()).toBe(404)
    await expect(h1(page)).toContainText(heading)
    // The tab says so too, in the post's language, in the server's page and once it is live.
    const served = await page.request.get(`/blog/no-such-post-here?lang=${lang}`)
    expect(await served.text()).toMatch(new RegExp(`<title>${heading} \\| [^<]+</title>`))
    await expect(page).toHaveTitle(new RegExp(`^${heading}`))
    await expect(main(page)).toHaveAttribute('lang', lang)
    await expect(main(page).getByRole('link', { name: back })).toHaveAttribute(
      'href',
      `/blog?lang=${lang}`,
    )
    await page.screenshot({ path: `test-results/screenshots/post-not-found-${lang}-1280.png` })
  }
  // The site's header and footer are still there.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached()
  await page.getByRole('main').getByRole('link', { name: 'Kembali ke Blog' }).click()
  await expect(h1(page)).toHaveText('Blog Kami')
  expect((await page.request.get('/blog/2')).status()).toBe(404)
})

test('blog pages declare their language on the main region, Malay ones too', async ({
  page,
  request,
}) => {
  const [post] = await readPosts(request, 'ms')
  for (const path of ['/blog?lang=ms', `/blog/${post.slug}?lang=ms`]) {
    await page.goto(path)
    await expect(main(page), path).toHaveAttribute('lang', 'ms')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  }
  for (const path of ['/blog', `/blog/${post.slug}`]) {
    await page.goto(path)
    await expect(main(page), path).toHaveAttribute('lang', 'en')
  }
})

test('blog pages and the gallery come from the full-route cache in every language and filter', async ({
  request,
}) => {
  const [post] = await readPosts(request, 'en')
  for (const path of [
    '/blog',
    '/blog?lang=en',
    '/blog?lang=ms',
    `/blog/${post.slug}`,
    `/blog/${post.slug}?lang=ms`,
    '/gallery',
    '/gallery?category=Training',
  ]) {
    await expectCacheHit(request, path)
  }
  // The server's HTML is already in the asked language (search engines read it).
  const html = await (await request.get(`/blog/${post.slug}?lang=ms`)).text()
  const ms = (await readPosts(request, 'ms')).find((p) => p.slug === post.slug)!
  expect(html).toContain(ms.title)
  expect(html).not.toContain(`>${post.title}<`)
})

test('a post tells search engines its languages, canonical address and BlogPosting', async ({
  page,
}) => {
  const [post] = await readPosts(page.request, 'en')
  const ms = (await readPosts(page.request, 'ms')).find((p) => p.slug === post.slug)!
  await page.goto(`/blog/${post.slug}?lang=ms`)
  const href = (selector: string) => page.locator(selector).getAttribute('href')
  const path = (url: string | null) => {
    const parsed = new URL(url!)
    return parsed.pathname + parsed.search
  }
  expect(path(await href('link[rel="canonical"]'))).toBe(`/blog/${post.slug}?lang=ms`)
  expect(path(await href('link[rel="alternate"][hreflang="en"]'))).toBe(`/blog/${post.slug}`)
  expect(path(await href('link[rel="alternate"][hreflang="ms"]'))).toBe(
    `/blog/${post.slug}?lang=ms`,
  )
  expect(path(await href('link[rel="alternate"][hreflang="x-default"]'))).toBe(`/blog/${post.slug}`)
  await expect(page).toHaveTitle(
    new RegExp(`^${ms.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
  )
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', ms.excerpt)
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ms_MY')
  const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute('content')
  expect((await page.request.get(new URL(ogImage!).pathname)).status()).toBe(200)

  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text),
  )
  expect(blocks.find((block) => block['@type'] === 'BlogPosting')).toMatchObject({
    headline: ms.title,
    inLanguage: 'ms',
    datePublished: post.publishedAt,
  })
})

test('sitemap.xml lists every published post in both languages with its last change', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1])
  const locOf = (entry: string) => {
    const url = new URL(entry.match(/<loc>([^<]+)<\/loc>/)![1].replace(/&amp;/g, '&'))
    return url.pathname + url.search
  }
  const locs = entries.map(locOf)
  expect(locs).toContain('/gallery')
  expect(locs).toContain('/blog')
  expect(locs).toContain('/blog?lang=ms')
  for (const post of await readPosts(request, 'en')) {
    for (const loc of [`/blog/${post.slug}`, `/blog/${post.slug}?lang=ms`]) {
      const entry = entries[locs.indexOf(loc)]
      expect(entry, loc).toBeTruthy()
      expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/)
      expect(entry).toContain('hreflang="ms"')
    }
  }
})

test('each language has its RSS feed with absolute links, and unknown languages are refused', async ({
  request,
}) => {
  for (const lang of ['en', 'ms'] as BlogLang[]) {
    const response = await request.get(`/blog/rss.xml?lang=${lang}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const xml = await response.text()
    const posts = await readPosts(request, lang)
    const titles = [...xml.matchAll(/<item><title>([^<]*)<\/title>/g)].map((m) => m[1])
    expect(titles).toEqual(posts.map((post) => post.title.replace(/&/g, '&amp;')))
    expect(xml).toContain(`<language>${lang}-MY</language>`)
    expect(xml).toMatch(/<link>https?:\/\/[^<]+\/blog\/[a-z0-9-]+(\?lang=ms)?<\/link>/)
  }
  expect((await request.get('/blog/rss.xml?lang=xx')).status()).toBe(400)
})

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the list in both languages and a post have no serious axe violations', async ({
      page,
    }) => {
      // Four pages, each checked by axe and scrolled through for its screenshot.
      test.slow()
      const [post] = await readPosts(page.request, 'en')
      for (const [path, name] of [
        ['/blog?lang=en', 'blog-en'],
        ['/blog?lang=ms', 'blog-ms'],
        [`/blog/${post.slug}?lang=en`, 'blog-post-en'],
        [`/blog/${post.slug}?lang=ms`, 'blog-post-ms'],
      ]) {
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(h1(page)).toHaveCount(1)
        await expectNoSeriousViolations(page)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow, path).toBeLessThanOrEqual(0)
        await screenshotPage(page, name)
      }
    })
  })
}
