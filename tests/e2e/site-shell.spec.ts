import { expect, test } from '@playwright/test'

import { expectNoSeriousViolations } from './helpers/accessibility'
import { expectHeaderLive } from './helpers/page-live'

const mainNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main', exact: true })
const mobileNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main (mobile)' })

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('shows the nav bar with Home active only on exactly /', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    const nav = mainNav(page)
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'About',
      'Programs',
      'Digital Products',
      'Certifications',
      'Clients',
      'Gallery',
      'Blog',
      'Contact',
    ])
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)

    await page.goto('/blog/some-post')
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
  })

  test('logo leads home and the footer carries slogan, e-mail and WhatsApp', async ({ page }) => {
    await page.goto('/about')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText('Now Everyone Can Lead')
    await expect(footer).toContainText(/© \d{4} .+\. All rights reserved\./)
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
    await expect(footer.locator('a[href^="https://wa.me/"]')).toHaveCount(1)
    await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('home page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/')
    await expectNoSeriousViolations(page)
  })
})

test.describe('mobile (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu toggles, and a click on a link closes it', async ({ page }) => {
    await page.goto('/')
    await expect(mainNav(page)).toBeHidden()
    await expect(mobileNav(page)).toBeHidden()

    // The menu opens without the page's scripts; its button's state needs them.
    await expectHeaderLive(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(mobileNav(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )

    await mobileNav(page).getByRole('link', { name: 'Programs' }).click()
    await expect(page).toHaveURL(/\/programs$/)
    await expect(mobileNav(page)).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(mobileNav(page).getByRole('link', { name: 'Programs' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(mobileNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('Escape and the close button close the menu', async ({ page }) => {
    await page.goto('/')
    await expectHeaderLive(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(mobileNav(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(mobileNav(page)).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(mobileNav(page)).toBeHidden()
  })
})
