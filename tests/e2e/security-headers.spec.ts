import { expect, test, type Page } from '@playwright/test'

import { signIn, staffAccount } from './helpers/staff'

// What every response tells the browser: no sniffing, no framing, a tight referrer and
// permissions policy, and a Content-Security-Policy that lets a page run only its own scripts.

const PAGES = ['/', '/contact', '/registration', '/blog', '/gallery', '/privacy']

test('pages and API answers carry the security headers, and no X-Powered-By', async ({
  request,
}) => {
  for (const path of [...PAGES, '/api/globals/site', '/api/videos', '/robots.txt']) {
    const response = await request.get(path)
    const headers = response.headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], path).toContain('camera=()')
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(headers['x-powered-by'], path).toBeUndefined()
    // Served over plain HTTP here: no HSTS (it is sent when SERVER_URL is https).
    expect(headers['strict-transport-security'], path).toBeUndefined()
  }
})

test('the browser reads the permissions policy without a complaint', async ({ page }) => {
  const complaints: string[] = []
  page.on('console', (message) => {
    if (/permissions-policy/i.test(message.text())) complaints.push(message.text())
  })
  // The browser reads the header as the page commits, so its warning arrives before `load`.
  await page.goto('/')
  expect(complaints).toEqual([])
})

test('a page’s policy allows its own inline scripts by hash, and no inline code otherwise', async ({
  request,
}) => {
  const response = await request.get('/')
  const policy = response.headers()['content-security-policy']
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/)
  expect(policy).not.toContain("'unsafe-inline' ")
  expect(policy.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe')
  // API answers run nothing at all.
  const api = await request.get('/api/globals/site')
  expect(api.headers()['content-security-policy']).toMatch(/^default-src 'none'.*sandbox/)
})

const collectViolations = async (page: Page) => {
  await page.addInitScript(() => {
    const found: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = found
    document.addEventListener('securitypolicyviolation', (event) =>
      found.push(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    )
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

test('the site works under its policy: no violations on pages, forms or the dashboard', async ({
  page,
}) => {
  // Six pages, two interactions and the dashboard in one walk.
  test.slow()
  const violations = await collectViolations(page)
  for (const path of PAGES) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await violations(), path).toEqual([])
  }
  // Interactive code ran: the carousel answers its dots.
  await page.goto('/')
  await page.getByRole('region', { name: 'Testimonials' }).scrollIntoViewIfNeeded()
  await page.getByRole('button', { name: 'Show testimonial 3 of 5' }).click()
  await expect(page.getByRole('button', { name: 'Show testimonial 3 of 5' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  // The contact form validates (its schema runs without eval).
  await page.goto('/contact')
  await page
    .getByRole('form', { name: 'Contact form' })
    .getByRole('button', { name: 'Send Message' })
    .click()
  await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel('Name')).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  expect(await violations()).toEqual([])

  await signIn(page, staffAccount('securityAdmin'))
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await violations(), '/admin').toEqual([])
})

test('a script injected into a page is refused by the policy', async ({ page }) => {
  const violations = await collectViolations(page)
  await page.goto('/')
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injectedScriptRan = true'
    document.body.append(script)
    return Boolean((window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan)
  })
  expect(ran).toBe(false)
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src/))
})
