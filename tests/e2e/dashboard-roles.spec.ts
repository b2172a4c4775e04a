import { expect, test } from '@playwright/test'

import { signIn, staffAccount } from './helpers/staff'

// Who sees what on /admin: anonymous visitors are sent to the login; an editor gets Video
// Management and the content links, never registrations or inquiries, and the API refuses
// them those calls even when made from the editor's own signed-in browser.

const ADMIN_ONLY_CALLS: Array<[method: 'get' | 'post' | 'patch' | 'delete', path: string]> = [
  ['get', '/api/registrations'],
  ['patch', '/api/registrations/1'],
  ['get', '/api/contact'],
  ['patch', '/api/contact/1'],
  ['delete', '/api/contact/1'],
  ['get', '/api/dashboard/export/registrations'],
  ['get', '/api/dashboard/export/inquiries'],
  ['get', '/api/personal-data?email=someone%40example.my'],
  ['post', '/api/personal-data/erase'],
  ['get', '/api/audit-log'],
  ['get', '/api/globals/privacy-settings'],
]

test('anonymous visitors are sent to the login, and the exports answer 401', async ({
  page,
  request,
}) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('heading', { name: 'Program Registrations' })).toHaveCount(0)
  for (const path of ['/api/dashboard/export/registrations', '/api/dashboard/export/inquiries']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(401)
  }
})

test.describe('an editor', () => {
  // One after the other: both sign in as the same account.
  test.describe.configure({ mode: 'serial' })
  // Made by global setup, which runs after the test files are listed: read it when testing.
  const editor = () => staffAccount('rolesEditor')

  test('sees Video Management and the content links, never registrations or inquiries', async ({
    page,
  }) => {
    const calls: string[] = []
    page.on('request', (req) => calls.push(new URL(req.url()).pathname))
    await signIn(page, editor())
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Video Management', level: 2 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Content', level: 2 })).toBeVisible()
    await expect(page.locator('#card-blog')).toBeVisible()
    await expect(page.getByRole('table', { name: 'Videos' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Program Registrations' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Contact Inquiries' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Personal data requests' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Audit log', level: 2 })).toHaveCount(0)
    await expect(page.locator('#card-registrations, #card-contact')).toHaveCount(0)
    // Its contents name the editor's two sections only.
    await expect(
      page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link'),
    ).toHaveText(['Videos', 'Content'])
    await expect(page.getByRole('button', { name: 'Export to Excel' })).toHaveCount(0)
    expect(calls.filter((path) => /\/api\/(registrations|contact)\b/.test(path))).toEqual([])
    await page.screenshot({ path: 'test-results/screenshots/dashboard-editor.png', fullPage: true })
  })

  test('is refused the admin-only calls from their own browser', async ({ page, baseURL }) => {
    await signIn(page, editor())
    for (const [method, path] of ADMIN_ONLY_CALLS) {
      // Sent as the browser's own page would (same origin), so the sign-in cookie counts and
      // the editor is refused as an editor, not as an anonymous caller.
      const res = await page.request[method](path, {
        headers: { origin: baseURL! },
        ...(method === 'patch' || method === 'post' ? { data: {} } : {}),
      })
      expect(res.status(), `${method.toUpperCase()} ${path}`).toBe(403)
      expect(await res.text()).not.toContain('@')
    }
  })
})
