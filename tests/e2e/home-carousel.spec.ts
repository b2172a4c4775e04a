import { expect, test, type Page } from '@playwright/test'

import { TESTIMONIAL_ROTATION_MS } from '../../src/components/home/testimonial-rotation'
import { TESTIMONIALS } from '../../src/server/bootstrap/seed/content'

// The testimonials carousel: 5 s per slide, wrapping round, dots, arrows and keys, and it
// holds still while a visitor reads (hover, focus, pause button, reduced motion). The page's
// clock is the test's: a test moves it on by the seconds it needs, so none waits out the
// rotation.

const carousel = (page: Page) =>
  page.getByRole('region', { name: 'What Our Clients Say' }).getByRole('region')
const dot = (page: Page, n: number) =>
  page.getByRole('button', { name: `Show testimonial ${n} of ${TESTIMONIALS.length}` })
const currentSlide = async (page: Page) => {
  for (let n = 1; n <= TESTIMONIALS.length; n++) {
    if ((await dot(page, n).getAttribute('aria-current')) === 'true') return n
  }
  return 0
}
const visibleSlide = (page: Page) =>
  carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')

/** Moves the page's clock on, and lets its timers and frames run, as that much time would. */
const wait = (page: Page, ms: number) => page.clock.runFor(ms)

test.beforeEach(async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  // Its code comes as it nears the screen (use-lazy-embla.ts).
  await carousel(page).scrollIntoViewIfNeeded()
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true')
  // The arrows and dots show once the page's scripts make them work.
  await expect(dot(page, 1)).toBeVisible()
  // Keep the pointer away from the carousel unless a test puts it there.
  await page.mouse.move(0, 0)
})

test('shows five bilingual testimonials and moves on after about 5 seconds', async ({ page }) => {
  await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(5)
  await expect(visibleSlide(page)).toContainText(TESTIMONIALS[0].quoteMalay)
  await expect(visibleSlide(page)).toContainText(TESTIMONIALS[0].quoteEnglish)
  await expect(visibleSlide(page)).toContainText(TESTIMONIALS[0].name)

  // Moves on once its time is up, and not before: the time between two moves on the page's
  // stopped clock, read in steps of a quarter second. The clock stops a little ahead of now
  // (time passes while the call travels), which may bring the first move early, so the time
  // is read between the second and the third.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000)
  const untilShown = async (n: number) => {
    for (let waited = 0; waited <= TESTIMONIAL_ROTATION_MS + 1000; waited += 250) {
      if ((await dot(page, n).getAttribute('aria-current')) === 'true') return waited
      await wait(page, 250)
    }
    throw new Error(`slide ${n} never showed`)
  }
  await untilShown(2)
  await expect(visibleSlide(page)).toContainText(TESTIMONIALS[1].name)
  await untilShown(3)
  await expect(visibleSlide(page)).toContainText(TESTIMONIALS[2].name)
  const between = await untilShown(4)
  expect(between).toBeGreaterThanOrEqual(TESTIMONIAL_ROTATION_MS - 500)
  expect(between).toBeLessThanOrEqual(TESTIMONIAL_ROTATION_MS + 500)
})

test('wraps from the last slide to the first', async ({ page }) => {
  await dot(page, 5).click()
  await page.mouse.move(0, 0)
  await page.locator('body').click({ position: { x: 1, y: 1 } })
  await wait(page, TESTIMONIAL_ROTATION_MS + 1000)
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true')
})

test('dots jump to a slide, arrows and arrow keys step, and nothing shifts the page', async ({
  page,
}) => {
  const section = page.getByRole('region', { name: 'What Our Clients Say' })
  const before = await section.boundingBox()
  await dot(page, 4).click()
  await expect(dot(page, 4)).toHaveAttribute('aria-current', 'true')
  await expect(visibleSlide(page)).toContainText(TESTIMONIALS[3].name)

  await page.getByRole('button', { name: 'Next testimonial' }).click()
  await expect(dot(page, 5)).toHaveAttribute('aria-current', 'true')
  await page.getByRole('button', { name: 'Previous testimonial' }).click()
  await expect(dot(page, 4)).toHaveAttribute('aria-current', 'true')

  // Keys move from the current slide, wherever focus is inside the carousel.
  await dot(page, 2).click()
  await page.keyboard.press('ArrowRight')
  await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true')
  await page.keyboard.press('ArrowLeft')
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true')

  const after = await section.boundingBox()
  expect(after?.height).toBe(before?.height)
})

test('holds still while hovered, and moves on once the pointer leaves', async ({ page }) => {
  await carousel(page).hover()
  await wait(page, TESTIMONIAL_ROTATION_MS + 2000)
  expect(await currentSlide(page)).toBe(1)
  await page.mouse.move(0, 0)
  await wait(page, TESTIMONIAL_ROTATION_MS + 1000)
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true')
})

test('holds still while anything in it has keyboard focus', async ({ page }) => {
  await page.getByRole('button', { name: 'Next testimonial' }).focus()
  await wait(page, TESTIMONIAL_ROTATION_MS + 2000)
  expect(await currentSlide(page)).toBe(1)
})

test('the pause button stops the rotation', async ({ page }) => {
  const pause = page.getByRole('button', { name: 'Pause rotation' })
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await page.locator('h1').focus()
  await page.mouse.move(0, 0)
  await wait(page, TESTIMONIAL_ROTATION_MS + 2000)
  expect(await currentSlide(page)).toBe(1)
})

test.describe('for a visitor who asks for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('does not rotate on its own, but the dots still work', async ({ page }) => {
    await wait(page, TESTIMONIAL_ROTATION_MS + 2000)
    expect(await currentSlide(page)).toBe(1)
    await dot(page, 3).click()
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true')
  })
})
