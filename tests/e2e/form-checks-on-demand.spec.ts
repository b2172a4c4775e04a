import { expect, test } from '@playwright/test'

import { expectHeaderLive } from './helpers/page-live'
import { watchValidationScripts } from './helpers/validation-scripts'

// A public form's checks (the validation library and the form's schema) are fetched once the
// visitor starts on the form, not with the page; without them the server checks the form.
// The registration form's own case is in registration.serial.spec.ts (it needs the workshop open).

const FORMS = [
  { path: '/contact', form: 'Contact form' },
  { path: '/certifications', form: 'Certification inquiry' },
]

for (const { path, form } of FORMS) {
  test(`${path}: the form’s checks arrive when the visitor starts on the form, not with the page`, async ({
    page,
  }) => {
    const validationScripts = await watchValidationScripts(page)
    await page.goto(path)
    // Hydrated: every script the page needed has been through the route above.
    await expectHeaderLive(page)
    expect(validationScripts()).toBe(0)

    await page.getByRole('form', { name: form }).getByRole('textbox').first().focus()
    await expect.poll(validationScripts).toBe(1)
  })
}

test('when the checks cannot be fetched, the server checks the form and its messages show under the fields', async ({
  page,
}) => {
  const validationScripts = await watchValidationScripts(page, { refuse: true })
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
  expect(validationScripts()).toBeGreaterThan(0)
})
