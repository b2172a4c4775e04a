import { expect, test, type Page } from '@playwright/test'

import { createPost, deletePost, readBlogTexts, readPosts, setPostStatus } from './helpers/blog'
import { blockPrefetches } from './helpers/no-prefetch'
import { adminAuth, updateGlobal } from './helpers/staff-api'

// Runs alone, after the parallel tests (see playwright.config.ts): these tests publish,
// unpublish and re-categorise what every visitor sees, and put everything back.

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const main = (page: Page) => page.getByRole('main')

let auth: Record<string, string>
// Saves here are read back at once (see the helper).
test.beforeEach(({ page }) => blockPrefetches(page))
test.beforeAll(async ({ request }) => {
  auth = await adminAuth(request)
})

test('the line renderer: each rule, and markup shown as text, never run', async ({
  page,
  request,
}) => {
  const content = [
    'First paragraph of the post.',
    '',
    '## A second-level heading',
    '### A third-level heading',
    '- first point',
    '- second point',
    '',
    '- third point after a blank line',
    '<script>window.pwned = true</script>',
    '<b>not bold</b> & friends',
    '',
    '',
    'Last paragraph.',
  ].join('\n')
  const id = await createPost(request, auth, {
    slug: 'renderer-rules-e2e',
    status: 'published',
    tags: ['Testing'],
    en: { title: 'Renderer rules', excerpt: 'Every rule of the line renderer.', content },
  })
  try {
    await page.goto('/blog/renderer-rules-e2e?lang=en')
    const body = main(page).locator('article > div').last()
    await expect(body.getByRole('heading', { level: 2 })).toHaveText(['A second-level heading'])
    await expect(body.getByRole('heading', { level: 3 })).toHaveText(['A third-level heading'])
    // Bullets in a row, across a blank line, make one list.
    await expect(body.getByRole('list')).toHaveCount(1)
    await expect(body.getByRole('listitem')).toHaveText([
      'first point',
      'second point',
      'third point after a blank line',
    ])
    await expect(body.locator('p')).toHaveText([
      'First paragraph of the post.',
      '<script>window.pwned = true</script>',
      '<b>not bold</b> & friends',
      'Last paragraph.',
    ])
    await expect(body.locator('script, b')).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBe(
      undefined,
    )
    // Untranslated: the Malay page shows the English text rather than nothing.
    await page.goto('/blog/renderer-rules-e2e?lang=ms')
    await expect(h1(page)).toHaveText('Renderer rules')
  } finally {
    await deletePost(request, auth, id)
  }
})

test('a draft stays invisible; publishing shows it on its page and the list at once', async ({
  page,
  request,
}) => {
  const slug = 'published-without-rebuild-e2e'
  const onList = async (lang: 'en' | 'ms', title: string) => {
    await page.goto(`/blog?lang=${lang}`)
    return main(page).getByRole('heading', { level: 2, name: title }).count()
  }
  // Both pages are in the cache before the post exists (its page as a 404).
  expect((await page.goto(`/blog/${slug}?lang=ms`))?.status()).toBe(404)
  await onList('ms', 'Diterbitkan tanpa bina semula')

  const id = await createPost(request, auth, {
    slug,
    status: 'draft',
    en: { title: 'Published without a rebuild', content: 'Hello.' },
    ms: { title: 'Diterbitkan tanpa bina semula', content: 'Helo.' },
  })
  try {
    expect((await page.goto(`/blog/${slug}?lang=ms`))?.status()).toBe(404)
    expect(await onList('ms', 'Diterbitkan tanpa bina semula')).toBe(0)
    expect((await request.get(`/api/blog/${slug}?lang=ms`)).status()).toBe(404)
    const anonymousList = await readPosts(request, 'ms')
    expect(anonymousList.map((post) => post.slug)).not.toContain(slug)
    // Staff preview it through the API.
    const preview = await request.get(`/api/blog/${slug}?lang=ms`, { headers: auth })
    expect(preview.status()).toBe(200)

    await setPostStatus(request, auth, id, 'published')
    expect((await page.goto(`/blog/${slug}?lang=ms`))?.status()).toBe(200)
    await expect(h1(page)).toHaveText('Diterbitkan tanpa bina semula')
    expect(await onList('ms', 'Diterbitkan tanpa bina semula')).toBe(1)
    expect(await onList('en', 'Published without a rebuild')).toBe(1)
  } finally {
    await deletePost(request, auth, id)
  }
  expect((await page.goto(`/blog/${slug}?lang=en`))?.status()).toBe(404)
  expect(await onList('en', 'Published without a rebuild')).toBe(0)
})

test('an empty blog says Coming Soon in the chosen language', async ({ page, request }) => {
  const published = await readPosts(request, 'en')
  expect(published.length).toBeGreaterThan(0)
  try {
    for (const post of published) await setPostStatus(request, auth, post.id, 'draft')
    for (const lang of ['en', 'ms'] as const) {
      const texts = await readBlogTexts(request, lang)
      await page.goto(`/blog?lang=${lang}`)
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(
        texts.comingSoonHeading,
      )
      await expect(main(page).getByText(texts.comingSoonText)).toBeVisible()
      await expect(main(page).getByRole('article')).toHaveCount(0)
    }
  } finally {
    for (const post of published) await setPostStatus(request, auth, post.id, 'published')
  }
  await page.goto('/blog?lang=ms')
  await expect(main(page).getByRole('article')).toHaveCount(published.length)
  // Translations survived the round trip.
  const ms = await readPosts(request, 'ms')
  const en = await readPosts(request, 'en')
  expect(ms.map((post) => post.title)).not.toEqual(en.map((post) => post.title))
})

test('more posts than fit on a page are split into pages, in either language', async ({
  page,
  request,
}) => {
  const posts = await readPosts(request, 'ms')
  const perPage = 2
  const pages = Math.ceil(posts.length / perPage)
  try {
    await updateGlobal(request, auth, 'blog-page', { postsPerPage: perPage })
    await page.goto('/blog?lang=ms')
    const nav = main(page).getByRole('navigation', { name: 'Blog Kami' })
    await expect(nav).toContainText(`Halaman 1 daripada ${pages}`)
    await expect(main(page).getByRole('article')).toHaveCount(perPage)
    await nav.getByRole('link', { name: 'Seterusnya' }).click()
    await expect(page).toHaveURL(/\/blog\?lang=ms&page=2$/)
    await expect(nav).toContainText(`Halaman 2 daripada ${pages}`)
    await expect(main(page).getByRole('article').first()).toContainText(posts[perPage].title)
    // The language toggle keeps the page.
    await main(page).getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/blog\?lang=en&page=2$/)
    await expect(main(page).getByRole('navigation', { name: 'Our Blog' })).toContainText(
      `Page 2 of ${pages}`,
    )
    expect((await page.goto(`/blog?lang=ms&page=${pages + 1}`))?.status()).toBe(404)
  } finally {
    await updateGlobal(request, auth, 'blog-page', { postsPerPage: 9 })
  }
})

test('re-categorising a photo in the CMS updates the chips and the filtered grid', async ({
  page,
  request,
}) => {
  const photos = (await (await request.get('/api/gallery?limit=100&depth=0')).json())
    .docs as Array<{
    id: number
    title: string
    category: string
  }>
  const seminar = photos.find((photo) => photo.category === 'Seminar')!
  const training = photos.filter((photo) => photo.category === 'Training').length
  const chip = () =>
    page.getByRole('navigation', { name: 'Filter photos by category' }).getByRole('link', {
      name: /^Training \d+$/,
    })
  await page.goto('/gallery?category=Training')
  await expect(chip()).toHaveText(`Training ${training}`)
  const move = (category: string) =>
    request.patch(`/api/gallery/${seminar.id}`, { headers: auth, data: { category } })
  try {
    expect((await move('Training')).status()).toBe(200)
    await page.goto('/gallery?category=Training')
    await expect(chip()).toHaveText(`Training ${training + 1}`)
    await expect(main(page).getByRole('link', { name: new RegExp(seminar.title) })).toBeVisible()
  } finally {
    expect((await move('Seminar')).status()).toBe(200)
  }
  await page.goto('/gallery?category=Training')
  await expect(chip()).toHaveText(`Training ${training}`)
})

test('a photo an editor adds shows in the grid with its category, and goes when removed', async ({
  page,
  request,
}) => {
  const photos = (await (await request.get('/api/gallery?limit=100&depth=0')).json())
    .docs as Array<{
    image: number
    category: string
  }>
  const workshop = () =>
    page.getByRole('navigation', { name: 'Filter photos by category' }).getByRole('link', {
      name: /^Workshop \d+$/,
    })
  const before = photos.filter((photo) => photo.category === 'Workshop').length
  const title = `Closing circle ${Date.now()}`
  const added = await request.post('/api/gallery', {
    headers: auth,
    data: { title, category: 'Workshop', image: photos[0].image, description: 'Day two.' },
  })
  expect(added.status(), await added.text()).toBe(201)
  const { id } = (await added.json()).doc
  try {
    await page.goto('/gallery?category=Workshop')
    await expect(workshop()).toHaveText(`Workshop ${before + 1}`)
    await expect(main(page).getByRole('link', { name: new RegExp(title) })).toBeVisible()
  } finally {
    expect((await request.delete(`/api/gallery/${id}`, { headers: auth })).status()).toBe(200)
  }
  await page.goto('/gallery?category=Workshop')
  await expect(workshop()).toHaveText(`Workshop ${before}`)
  await expect(main(page).getByRole('link', { name: new RegExp(title) })).toHaveCount(0)
})
