import { expect, test, type Page } from '@playwright/test'

import { TESTIMONIALS } from '../../src/server/bootstrap/seed/content'

// The testimonials carousel: 5 s per slide, wrapping round, dots, arrows and keys, and it
// holds still while a visitor reads (hover, focus, pause button, reduced motion).

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

test.beforeEach(async ({ page }) => {
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

  // Timed between two moves: the first comes 5 seconds after the page's code ran, which may
  // be well before the page's load event (a picture made on first request delays that).
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true', { timeout: 9000 })
  await expect(visibleSlide(page)).toContainText(TESTIMONIALS[1].name)
  const started = Date.now()
  await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true', { timeout: 9000 })
  const elapsed = Date.now() - started
  expect(elapsed).toBeGreaterThan(3500)
  expect(elapsed).toBeLessThan(8000)
  await expect(visibleSlide(page)).toContainText(TESTIMONIALS[2].name)
})

test('wraps from the last slide to the first', async ({ page }) => {
  await dot(page, 5).click()
  await page.mouse.move(0, 0)
  await page.locator('body').click({ position: { x: 1, y: 1 } })
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true', { timeout: 9000 })
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
  await page.waitForTimeout(7000)
  expect(await currentSlide(page)).toBe(1)
  await page.mouse.move(0, 0)
  await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true', { timeout: 9000 })
})

test('holds still while anything in it has keyboard focus', async ({ page }) => {
  await page.getByRole('button', { name: 'Next testimonial' }).focus()
  await page.waitForTimeout(7000)
  expect(await currentSlide(page)).toBe(1)
})

test('the pause button stops the rotation', async ({ page }) => {
  const pause = page.getByRole('button', { name: 'Pause rotation' })
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await page.locator('h1').focus()
  await page.mouse.move(0, 0)
  await page.waitForTimeout(7000)
  expect(await currentSlide(page)).toBe(1)
})

test.describe('for a visitor who asks for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('does not rotate on its own, but the dots still work', async ({ page }) => {
    await page.waitForTimeout(7000)
    expect(await currentSlide(page)).toBe(1)
    await dot(page, 3).click()
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true')
  })
})
