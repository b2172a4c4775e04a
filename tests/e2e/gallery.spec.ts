import { expect, test, type Locator, type Page } from '@playwright/test'

import { GALLERY_FILTER_CATEGORIES } from '../../src/lib/gallery/gallery-filter'
import { expectNoSeriousViolations } from './helpers/accessibility'
import { screenshotPage } from './helpers/screenshots'

// The gallery as a visitor uses it: filter chips with counts, the category in the address,
// the lightbox with arrows, keys, Escape and focus. Read-only: adding, removing and
// re-categorising photos is in blog-content.serial.spec.ts.

type Photo = { title: string; category: string }

const readPhotos = async (page: Page): Promise<Photo[]> => {
  const response = await page.request.get('/api/gallery?limit=100&depth=0&sort=sortOrder')
  expect(response.status()).toBe(200)
  return (await response.json()).docs
}

const chips = (page: Page) => page.getByRole('navigation', { name: 'Filter photos by category' })
const chip = (page: Page, name: string) =>
  chips(page).getByRole('link', { name: new RegExp(`^${name} \\d+$`) })
const grid = (page: Page) => page.getByRole('main').getByRole('list').last()
const photoButtons = (page: Page) => grid(page).getByRole('link')
/** A photo opens the viewer once the page's scripts run (before, it opens the picture). */
const expectViewerReady = (photo: Locator) =>
  expect(photo).toHaveAttribute('aria-haspopup', 'dialog')
const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Photo viewer' })
const currentCaption = (page: Page) =>
  lightbox(page).locator('.yarl__slide_current .yarl__slide_title')

test('each chip shows how many photos it holds, as the CMS has them', async ({ page }) => {
  const photos = await readPhotos(page)
  expect(photos).toHaveLength(25)
  await page.goto('/gallery')
  await expect(chip(page, 'All')).toContainText(String(photos.length))
  for (const category of GALLERY_FILTER_CATEGORIES) {
    const count = photos.filter((photo) => photo.category === category).length
    await expect(chip(page, category)).toHaveText(`${category} ${count}`)
  }
  await expect(photoButtons(page)).toHaveCount(photos.length)
  await expect(page.getByRole('link', { name: 'Explore Our Programs' })).toHaveAttribute(
    'href',
    '/programs',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  )
})

test('a chip filters the grid, the address follows, and a reload keeps the filter', async ({
  page,
}) => {
  const photos = await readPhotos(page)
  const training = photos.filter((photo) => photo.category === 'Training')
  await page.goto('/gallery')
  await chip(page, 'Training').click()
  await expect(page).toHaveURL(/\/gallery\?category=Training$/)
  await expect(chip(page, 'Training')).toHaveAttribute('aria-current', 'true')
  await expect(photoButtons(page)).toHaveCount(training.length)
  for (const photo of training) {
    await expect(grid(page).getByText(photo.title, { exact: true })).toBeVisible()
  }

  // A shared or reloaded address shows the same view, straight from the server.
  const html = await (await page.request.get('/gallery?category=Training')).text()
  for (const photo of photos) {
    expect(html.includes(`>${photo.title}<`), photo.title).toBe(photo.category === 'Training')
  }
  await page.reload()
  await expect(chip(page, 'Training')).toHaveAttribute('aria-current', 'true')
  await expect(photoButtons(page)).toHaveCount(training.length)

  await chip(page, 'All').click()
  await expect(page).toHaveURL(/\/gallery$/)
  await expect(photoButtons(page)).toHaveCount(photos.length)
})

test('the lightbox moves with its arrows and the arrow keys, closes on Escape and hands focus back', async ({
  page,
}) => {
  const photos = (await readPhotos(page)).filter((photo) => photo.category === 'Workshop')
  await page.goto('/gallery?category=Workshop')
  await expectViewerReady(photoButtons(page).first())
  await photoButtons(page).first().click()
  await expect(lightbox(page)).toBeVisible()
  await expect(currentCaption(page)).toHaveText(photos[0].title)

  await lightbox(page).getByRole('button', { name: 'Next photo' }).click()
  await expect(currentCaption(page)).toHaveText(photos[1].title)
  await lightbox(page).getByRole('button', { name: 'Previous photo' }).click()
  await expect(currentCaption(page)).toHaveText(photos[0].title)
  await page.keyboard.press('ArrowRight')
  await expect(currentCaption(page)).toHaveText(photos[1].title)
  await page.keyboard.press('ArrowRight')
  await expect(currentCaption(page)).toHaveText(photos[2].title)
  await page.keyboard.press('ArrowLeft')
  await expect(currentCaption(page)).toHaveText(photos[1].title)

  // Focus stays inside while it is open: the page behind is inert and Tab goes round the
  // viewer's own controls, both ways.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await lightbox(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
      true,
    )
  }
  // The keys still work with focus on one of its buttons.
  await page.keyboard.press('ArrowLeft')
  await expect(currentCaption(page)).toHaveText(photos[0].title)
  await page.keyboard.press('ArrowRight')
  await expect(currentCaption(page)).toHaveText(photos[1].title)

  await page.keyboard.press('Escape')
  await expect(lightbox(page)).toHaveCount(0)
  // Back on the photo the lightbox showed last.
  await expect(photoButtons(page).nth(1)).toBeFocused()

  await photoButtons(page).nth(2).click()
  await lightbox(page).getByRole('button', { name: 'Close' }).click()
  await expect(lightbox(page)).toHaveCount(0)
  await expect(photoButtons(page).nth(2)).toBeFocused()
})

test('the lightbox loads a picture sized for the screen, not the original file', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/gallery')
  await expectViewerReady(photoButtons(page).first())
  await photoButtons(page).first().click()
  const image = lightbox(page).locator('.yarl__slide_current img')
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/w=/)
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc)
  // At 390 px (device scale 1) a variant well under the 1600 px original.
  expect(Number(new URL(src).searchParams.get('w'))).toBeLessThanOrEqual(828)
})

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the gallery and its open lightbox have no serious axe violations', async ({ page }) => {
      await page.goto('/gallery')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery')
      await expectNoSeriousViolations(page)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await screenshotPage(page, 'gallery')

      await expectViewerReady(photoButtons(page).nth(1))
      await photoButtons(page).nth(1).click()
      await expect(lightbox(page)).toBeVisible()
      await expect(lightbox(page).locator('.yarl__slide_current img')).toBeVisible()
      await expectNoSeriousViolations(page)
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLImageElement>('.yarl__slide_current img')).every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      )
      // The captions' bars are beside the photo, not over it.
      const current = lightbox(page).locator('.yarl__slide_current')
      const photo = (await current.locator('img').boundingBox())!
      for (const bar of await current.locator('.yarl__slide_captions_container').all()) {
        const box = (await bar.boundingBox())!
        const overlap = box.y < photo.y + photo.height - 1 && photo.y < box.y + box.height - 1
        expect(overlap, 'a caption over the photo').toBe(false)
      }
      await page.screenshot({ path: `test-results/screenshots/gallery-lightbox-${width}.png` })
    })
  })
}
