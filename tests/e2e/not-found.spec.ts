import { expect, test } from '@playwright/test'

test('an unknown path answers 404 with the site’s not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('404 Page Not Found')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/404\s*Page Not Found/)
  // Still inside the site shell, with a way back.
  await expect(page.getByRole('banner')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})
