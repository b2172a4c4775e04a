import { expect, test } from '@playwright/test'

test('an unknown path answers 404 with the site’s not-found page', async ({ page }) => {
  // The HTML's not-found text gives way to the not-found file's once scripts run: no script error.
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const response = await page.goto('/no-such-page/at-all')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('404 Page Not Found')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/404\s*Page Not Found/)
  // Still inside the site shell, with a way back.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('main')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  expect(errors).toEqual([])
  await page.screenshot({ path: 'test-results/screenshots/not-found-1280.png' })
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a page’s own 404s (an unknown edition, gallery filter or blog page) are written in the HTML', async ({
  request,
}) => {
  for (const [path, title, heading] of [
    ['/registration/no-such-edition', '404 Page Not Found', 'Page Not Found'],
    ['/gallery/no-such-filter', '404 Page Not Found', 'Page Not Found'],
    ['/blog?page=999', 'Post Not Found', 'Post Not Found'],
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    expect(html, path).toMatch(/^<!DOCTYPE html><html lang="en"/)
    expect(html, path).toContain(`<title>${title}`)
    expect(html, path).toMatch(/<header[\s>]/)
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>[\\s\\S]*?${heading}[\\s\\S]*?</h1>`))
  }
})
