import { expect, test } from '@playwright/test'

import { apiAs, signIn, staffAccount } from './helpers/staff'

// An admin's dashboard shows the latest audit log entries (here, the admin's own read of the
// inquiries through the API) and links to the whole log. Editors never see it
// (dashboard-roles.spec.ts).

test('an admin reads the latest audit log entries on the dashboard and opens the log', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = staffAccount('auditAdmin')
  const api = await apiAs(playwright, baseURL!, admin)
  const read = await api.get('/api/contact?limit=1')
  expect(read.status()).toBe(200)
  await api.dispose()

  await signIn(page, admin)
  await page.goto('/admin')
  const panel = page.getByRole('region', { name: 'Audit log' })
  await expect(panel.getByRole('heading', { name: 'Audit log', level: 2 })).toBeVisible()
  const latest = panel.getByRole('table', { name: 'Latest audit log entries' })
  await expect(
    latest
      .getByRole('row')
      .filter({ hasText: admin.email })
      .filter({ hasText: 'Read registrations, inquiries or e-mails' })
      .first(),
  ).toBeVisible()

  await panel.getByRole('link', { name: 'Open the audit log' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/audit-log/)
  await expect(page.getByText(admin.email).first()).toBeVisible()
})
