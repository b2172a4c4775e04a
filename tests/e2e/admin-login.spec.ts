import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'

test('/admin requires a login, and the bootstrapped admin can sign in', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByLabel(/email/i)).toBeVisible()

  await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
  await page.getByLabel(/password/i).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('link', { name: /users/i }).first()).toBeVisible()
})

test('a wrong password is refused', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
  await page.getByLabel(/password/i).fill('not-the-right-password')
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('anonymous API calls for staff accounts are refused', async ({ request }) => {
  const response = await request.get('/api/users')
  expect(response.status()).toBe(403)
})
