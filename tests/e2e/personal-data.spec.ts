import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from '@playwright/test'

import { frontToast } from './helpers/admin-toasts'
import { apiAs, signIn, staffAccount, type Credentials } from './helpers/staff'

// An admin answers a PDPA request in the dashboard: finds one person's inquiry by e-mail,
// erases it after confirming, and the stored record and the audit log show it.

test.use({ viewport: { width: 1280, height: 900 } })

const PANEL = 'section[aria-labelledby="personal-data-heading"]'
let admin: APIRequestContext
let login: Credentials

test.beforeAll(async ({ playwright, baseURL }) => {
  // This worker's own admin: repeated runs of this spec sign in on two workers at once.
  login = staffAccount(`privacyAdmin-${test.info().parallelIndex}`)
  admin = await apiAs(playwright, baseURL!, login)
})

test.afterAll(async () => {
  await admin.dispose()
})

test('an admin finds a person’s data and erases it', async ({ page }) => {
  const startedAt = new Date().toISOString()
  const email = `pdpa-${Date.now().toString(36)}-${test.info().repeatEachIndex}@example.my`
  const res = await admin.post('/api/contact', {
    data: { name: 'Nur Privasi', email, message: 'Please remove my details afterwards.' },
  })
  expect(res.status()).toBe(201)
  const inquiryId = (await res.json()).doc.id

  await signIn(page, login)
  await page.goto('/admin')
  const panel = page.locator(PANEL)
  await expect(
    page.getByRole('heading', { name: 'Personal data requests', level: 2 }),
  ).toBeVisible()

  await panel.getByLabel('E-mail').fill(email.toUpperCase())
  await panel.getByRole('button', { name: 'Find' }).click()
  const found = panel.getByRole('table', { name: 'Personal data found' })
  await expect(found).toContainText('Inquiry')
  await expect(found).toContainText(`Nur Privasi · ${email}`)
  // The panel itself (Payload's own header has findings of its own, outside our code).
  const axe = await new AxeBuilder({ page }).include(PANEL).analyze()
  const serious = axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])

  await panel.getByRole('button', { name: 'Erase this person’s data' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Erase this person’s data?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Erase' }).click()
  await expect(frontToast(page)).toContainText('Anonymised 1 inquiry')
  await expect(panel).toContainText('Nothing is held about this person.')

  const stored = await (await admin.get(`/api/contact/${inquiryId}`)).json()
  expect(stored).toMatchObject({ name: '[anonymised]', email: 'anonymised@anonymised.invalid' })
  expect(stored.anonymisedAt).toBeTruthy()

  // Entries changed since the start: the dashboard's reads may add to a summary of this
  // admin's reads begun before it (an earlier run of this spec on the same worker).
  const audit = await admin.get(
    `/api/audit-log?where[userEmail][equals]=${encodeURIComponent(login.email)}` +
      `&where[updatedAt][greater_than_equal]=${encodeURIComponent(startedAt)}&sort=createdAt` +
      '&limit=100',
  )
  const actions = (await audit.json()).docs.map((entry: { action: string }) => entry.action)
  // The dashboard's own reads of registrations and inquiries are recorded too.
  expect(actions).toContain('personal-data-read')
  expect(actions.filter((action: string) => action !== 'personal-data-read')).toEqual([
    'personal-data-lookup',
    'personal-data-erasure',
    'personal-data-lookup',
  ])
  await page.screenshot({ path: 'test-results/screenshots/dashboard-personal-data.png' })
})
