import { expect, test } from '@playwright/test'

import { expectHeaderLive } from './helpers/page-live'
import { watchLibraryScripts } from './helpers/library-scripts'
import { expectTestimonialsStacked } from './helpers/testimonials'

// Libraries a page does not need to come alive are fetched after it has: a public form's
// checks (the validation library and the form's schema) once the visitor starts on the form,
// without which the server checks the form; the testimonials carousel once the page is live.
// The registration form's own case is in registration.serial.spec.ts (it needs the workshop open).

// A script still on its way when a test ends would reach a route whose page has closed.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

const FORMS = [
  { path: '/contact', form: 'Contact form' },
  { path: '/certifications', form: 'Certification inquiry' },
]

for (const { path, form } of FORMS) {
  test(`${path}: the form’s checks arrive when the visitor starts on the form, not with the page`, async ({
    page,
  }) => {
    const validation = await watchLibraryScripts(page, 'validation')
    await page.goto(path)
    // Hydrated: every script the page needed has been through the route above.
    await expectHeaderLive(page)
    expect(validation.fetched()).toBe(0)

    await page.getByRole('form', { name: form }).getByRole('textbox').first().focus()
    await expect.poll(validation.fetched).toBe(1)
  })
}

test('when the checks cannot be fetched, the server checks the form and its messages show under the fields', async ({
  page,
}) => {
  const validation = await watchLibraryScripts(page, 'validation', 'refuse')
  await page.goto('/contact')
  await expectHeaderLive(page)
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Name').fill('Nurul Izzah')
  await form.getByLabel('Email').fill('nope@')
  await form.getByLabel('Message').fill('Checked by the server alone.')
  await form.getByRole('button', { name: 'Send Message' }).click()

  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  )
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Message')).toHaveValue('Checked by the server alone.')
  expect(validation.fetched()).toBeGreaterThan(0)
})

test('the home page comes alive without the carousel’s code, fetched as the carousel nears the screen', async ({
  page,
}) => {
  const carousel = await watchLibraryScripts(page, 'carousel', 'hold')
  await page.goto('/')
  await expectHeaderLive(page)
  expect(carousel.fetched()).toBe(0)

  // Fetched as it nears the screen, and working once it has come.
  await page.getByRole('region', { name: 'Testimonials' }).scrollIntoViewIfNeeded()
  await expect.poll(carousel.fetched).toBe(1)
  const firstDot = page.getByRole('button', { name: 'Show testimonial 1 of 5' })
  await expect(firstDot).toBeHidden()

  carousel.release()
  await expect(firstDot).toBeVisible()
  await page.getByRole('button', { name: 'Show testimonial 3 of 5' }).click()
  await expect(page.getByRole('button', { name: 'Show testimonial 3 of 5' })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('when the carousel’s code cannot be fetched, every testimonial shows one under the other, as without scripts', async ({
  page,
}) => {
  const code = await watchLibraryScripts(page, 'carousel', 'refuse')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expectHeaderLive(page)
  const carousel = page.getByRole('region', { name: 'Testimonials' })
  await carousel.scrollIntoViewIfNeeded()
  await expect.poll(code.fetched).toBeGreaterThan(0)
  // The chunk loader tries again before it gives up, so the carousel learns of the failure
  // later than the first refusal: the slides are read once it has stacked them.
  await expect(carousel.locator('xpath=ancestor-or-self::*[@data-stacked]')).toBeAttached()
  await expectTestimonialsStacked(carousel)
  await carousel.scrollIntoViewIfNeeded()
  await carousel.screenshot({
    path: 'test-results/screenshots/testimonials-without-carousel-390.png',
  })
})
