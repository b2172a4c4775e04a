import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { editionLabel } from '../../src/lib/dashboard/edition-figures'
import { expectNoSeriousViolations } from './helpers/accessibility'
import { malaysianToday } from './helpers/bank-day'
import { importCreditLines } from './helpers/bank-statement'
import { seededEdition, settingsOf, updateEdition, type Edition } from './helpers/editions'
import { exportRegistrations } from './helpers/registrations-export'
import { screenshotSheet } from './helpers/sheet-screenshot'
import { apiAs, signIn, staffAccount, type Credentials } from './helpers/staff'
import { register, whileRegistrationIsOpen } from './helpers/workshop'

// The dashboard as an admin works through it on a phone (390 px) and a laptop (1280 px): its
// contents bar and sections by address, the registrations table within the panel, labels
// that say what they count, the dialogs, one toast at a time, the locale label's contrast,
// the images still to replace above the Media list, and the export's columns. Pictures of
// each go to test-results/polish/. Serial: it opens the seeded edition to register, and
// dates it in another year than its address names (as a re-dated edition is) until the end.
test.describe.configure({ mode: 'serial' })

const tag = `POL${Date.now().toString(36).toUpperCase()}`
const WIDTHS = [390, 1280] as const
const DIR = process.env.POLISH_DIR ?? 'test-results/polish'
const REDATED = { startsAt: '2027-10-28T00:30:00.000Z', endsAt: '2027-10-29T09:00:00.000Z' }

let admin: APIRequestContext
let adminLogin: Credentials
let edition: Edition
/** The registration paid in full: its receipt and paid date are in the export. */
let paid: Awaited<ReturnType<typeof register>>
/** The one whose status the toasts' test changes. */
let changed: Awaited<ReturnType<typeof register>>

test.beforeAll(async ({ playwright, baseURL }) => {
  adminLogin = staffAccount('polishAdmin')
  admin = await apiAs(playwright, baseURL!, adminLogin)
  const registered = await whileRegistrationIsOpen(admin, async () => {
    const made = []
    for (let i = 1; i <= 3; i++) {
      made.push(
        await register(admin, `${tag} Jabatan Kepimpinan Negeri ${i}`, ['Ali', 'Siti'], {
          contactEmail: `pol${i}-${tag.toLowerCase()}@contoh-kerajaan-negeri.gov.my`,
        }),
      )
    }
    return made
  })
  changed = registered[0]
  paid = registered[2]
  const payment = await admin.post(`/api/dashboard/registrations/${paid.id}/payments`, {
    data: { kind: 'payment', amount: paid.totalAmount, paidOn: malaysianToday() },
  })
  expect(payment.status(), await payment.text()).toBe(201)
  // A contact message: no organization, program or subject.
  const contact = await admin.post('/api/contact', {
    data: { name: `${tag} Nur`, email: 'nur@example.my', message: 'Boleh hubungi saya?' },
  })
  expect(contact.status()).toBe(201)
  await importCreditLines(admin, tag, [{ description: `IBG ${tag} UNKNOWN`, amount: '123.00' }])
  edition = await seededEdition(admin, {})
  await updateEdition(admin, {}, edition.id, REDATED)
})

test.afterAll(async () => {
  const { startsAt, endsAt } = settingsOf(edition)
  await updateEdition(admin, {}, edition.id, { startsAt, endsAt })
  await admin.dispose()
})

const openDashboard = async (page: Page, width: number, hash = '') => {
  await page.setViewportSize({ width, height: 900 })
  await signIn(page, adminLogin)
  await page.goto(`/admin${hash}`)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
}

const panel = (page: Page, name: string) => page.getByRole('region', { name })
const contents = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' })

const searchRegistrations = async (page: Page, text: string, count: number) => {
  const registrations = panel(page, 'Program Registrations')
  await registrations.getByRole('searchbox').fill(text)
  const rows = registrations
    .getByRole('table', { name: 'Program registrations' })
    .locator('tbody tr:not(.dash-table__state-row)')
  await expect(rows).toHaveCount(count)
  await expect(rows.first()).toContainText(tag)
  return { registrations, rows }
}

/** Whether an element's content is wider than the element (it scrolls sideways). */
const overflowsSideways = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1)

/** The element lies within the window's width, nothing of it cut off at either side. */
const expectWithinWidth = async (page: Page, locator: Locator) => {
  const box = (await locator.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
}

/** axe on one part of the page (an open dialog: what shows through its overlay is dimmed). */
const expectNoSeriousViolationsIn = async (page: Page, selector: string) => {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  const serious = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

for (const width of WIDTHS) {
  test(`${width} px: the registrations table fits the panel, every row's buttons on screen`, async ({
    page,
  }) => {
    await openDashboard(page, width)
    const { registrations, rows } = await searchRegistrations(page, tag, 3)
    const table = registrations.locator('.dash-table').last()
    expect(await overflowsSideways(table)).toBe(false)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    )
    for (const row of await rows.all()) {
      for (const name of ['View details', 'Confirm', 'Pending']) {
        await expectWithinWidth(page, row.getByRole('button', { name }))
      }
    }
    await registrations.screenshot({ path: `${DIR}/registrations-${width}.png` })
    await page.screenshot({ path: `${DIR}/dashboard-${width}.png`, fullPage: true })
  })

  test(`${width} px: the contents bar stays in view and leads to each section by keyboard`, async ({
    page,
  }) => {
    await openDashboard(page, width)
    const bar = contents(page)
    await page.screenshot({ path: `${DIR}/dashboard-top-${width}.png` })
    const link = bar.getByRole('link', { name: 'Inquiries' })
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin#inquiries$/)
    const heading = page.getByRole('heading', { name: 'Contact Inquiries', level: 2 })
    await expect(heading).toBeInViewport()
    await expect(link).toHaveAttribute('aria-current', 'location')
    // The bar is still at the top of the window, and the heading is below it, not under it.
    const barBox = (await bar.boundingBox())!
    expect(barBox.y).toBeLessThanOrEqual(1)
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(barBox.y + barBox.height)
    // The next Tab goes on inside the section followed.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('section')?.id)).toBe(
      'inquiries',
    )
    await page.screenshot({ path: `${DIR}/dashboard-inquiries-${width}.png` })
  })

  test(`${width} px: a section's address opens the dashboard at that section`, async ({ page }) => {
    await openDashboard(page, width, '#audit-log')
    // The panels above have loaded their rows (and grown) since the page was scrolled there.
    await expect(
      panel(page, 'Program Registrations').locator('tbody tr:not(.dash-table__state-row)').first(),
    ).toBeAttached()
    await expect(
      panel(page, 'Contact Inquiries').locator('table[aria-busy="false"]'),
    ).toBeAttached()
    await expect(page.getByRole('heading', { name: 'Audit log', level: 2 })).toBeInViewport()
    await expect(contents(page).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'location',
    )
  })

  test(`${width} px: seats and editions are labelled by what they are`, async ({ page }) => {
    await openDashboard(page, width)
    const registrations = panel(page, 'Program Registrations')
    const summary = page.getByTestId('seats-summary')
    await expect(summary).toContainText(/\d+ seats? pending · \d+ seats? confirmed/)
    await expect(summary).toContainText(/\d+ seats? left · from \d+ registrations?/)
    const select = registrations.getByLabel('Edition', { exact: true })
    const shown = await select.evaluate(
      (element: HTMLSelectElement) => element.selectedOptions[0].text,
    )
    expect(shown).toBe(editionLabel({ ...edition, ...REDATED, status: 'published' }))
    expect(shown).toMatch(/^28–29 Oct 2027 · /)
    expect(shown).not.toContain(edition.slug)
    await expectWithinWidth(page, select)
    await registrations.getByText('Seats by edition').click()
    const seats = registrations.getByRole('table', { name: 'Seats by edition' })
    await expect(seats.getByRole('columnheader')).toContainText([
      'Edition',
      'Registrations',
      'Seats taken',
      'Seats pending',
    ])
    expect(await overflowsSideways(registrations.locator('.dash-editions .dash-table'))).toBe(false)
    await registrations.screenshot({ path: `${DIR}/seats-summary-${width}.png` })
  })

  test(`${width} px: the inquiry and bank line dialogs`, async ({ page }) => {
    await openDashboard(page, width)
    const inquiries = panel(page, 'Contact Inquiries')
    await inquiries.getByRole('searchbox').fill(`${tag} Nur`)
    const inquiry = inquiries.locator('tbody tr:not(.dash-table__state-row)')
    await expect(inquiry).toHaveCount(1)
    await expect(inquiry).toContainText(tag)
    await inquiry.getByRole('button', { name: 'View inquiry' }).click()
    const dialog = page.getByRole('dialog', { name: `Inquiry from ${tag} Nur` })
    await expect(dialog).toContainText('Boleh hubungi saya?')
    // A contact message has none of these: no empty rows for them.
    const labels = dialog.locator('dt')
    await expect(labels).toHaveText(['Status', 'Received', 'Name', 'E-mail', 'Phone'])
    await page.screenshot({ path: `${DIR}/inquiry-dialog-${width}.png` })
    await page.keyboard.press('Escape')

    const statements = panel(page, 'Bank Statements')
    const line = statements.locator('tbody tr').filter({ hasText: `${tag} UNKNOWN` })
    await line.getByRole('button', { name: 'Assign…' }).click()
    const assign = page.getByRole('dialog', { name: 'Assign bank line' })
    const search = assign.getByRole('searchbox')
    await search.fill(tag)
    await expect(assign.getByRole('list', { name: 'Registrations found' })).toBeVisible()
    // The search icon sits inside its field.
    const icon = (await assign.locator('.dash-search__icon').boundingBox())!
    const field = (await search.boundingBox())!
    expect(icon.y).toBeGreaterThanOrEqual(field.y)
    expect(icon.y + icon.height).toBeLessThanOrEqual(field.y + field.height)
    await page.screenshot({ path: `${DIR}/assign-dialog-${width}.png` })
    await expectNoSeriousViolationsIn(page, '[role="dialog"]')
    await page.keyboard.press('Escape')
  })

  test(`${width} px: one toast at a time, the newest`, async ({ page }) => {
    await openDashboard(page, width)
    const { registrations, rows } = await searchRegistrations(page, changed.reference, 1)
    const toasts = page.locator('[data-sonner-toast]')
    for (const name of ['Confirm', 'Pending']) {
      await rows.first().getByRole('button', { name }).click()
      await expect(rows.first().getByRole('button', { name })).toBeDisabled()
    }
    const downloading = page.waitForEvent('download')
    await registrations.getByRole('button', { name: 'Export to Excel' }).click()
    await downloading
    await expect(toasts).toHaveCount(1)
    await expect(toasts).toContainText('Excel file downloaded successfully')
    await page.screenshot({ path: `${DIR}/toasts-${width}.png` })
    // Nothing was waiting behind it: closed, no older toast takes its place.
    await toasts.getByRole('button', { name: /close/i }).click()
    await expect(toasts).toHaveCount(0)
  })

  test(`${width} px: the locale label reads at WCAG AA contrast`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signIn(page, adminLogin)
    const posts = await (await admin.get('/api/blog?limit=1&depth=0')).json()
    await page.goto(`/admin/collections/blog/${posts.docs[0].id}`)
    // Payload hides the label itself on a phone; the button's own text is checked there.
    await expect(page.locator('.app-header__localizer .localizer-button')).toBeVisible()
    const results = await new AxeBuilder({ page })
      .include('.app-header__localizer')
      .withRules(['color-contrast'])
      .analyze()
    expect(results.violations.map((v) => v.nodes.map((n) => n.failureSummary))).toEqual([])
    expect(results.passes.length).toBeGreaterThan(0)
    await page.screenshot({ path: `${DIR}/locale-label-${width}.png` })
  })

  test(`${width} px: the images still to replace are listed above the Media list`, async ({
    page,
  }) => {
    await openDashboard(page, width)
    await expect(page.getByRole('region', { name: 'Images still to replace' })).toHaveCount(0)
    const content = panel(page, 'Content')
    const pointer = content.getByTestId('images-to-replace')
    await expect(pointer).toContainText(/\d+ images are still the site’s own stand-ins/)
    const contentLink = contents(page).getByRole('link', { name: 'Content' })
    await contentLink.click()
    await expect(pointer).toBeInViewport()
    await expect(contentLink).toHaveAttribute('aria-current', 'location')
    // On a phone the bar has scrolled sideways to show the current link.
    await expectWithinWidth(page, contentLink)
    await page.screenshot({ path: `${DIR}/content-${width}.png` })
    const seeWhich = pointer.getByRole('link', { name: 'see which, above the Media list' })
    await expect(seeWhich).toHaveAttribute('href', /\/admin\/collections\/media#images-to-replace$/)
    await seeWhich.click()
    // Once its scripts run, Payload's list writes its query into the address and drops the
    // fragment: the fold the fragment named is still open after that.
    await expect(page).toHaveURL(/\/admin\/collections\/media\?[^#]*$/)
    const list = page.locator('details.dash-images-to-replace')
    await expect(list).toHaveAttribute('open', '')
    const images = list.getByRole('table', { name: 'Images still to replace' })
    await expect(images.locator('tbody tr').first()).toBeVisible()
    expect(await overflowsSideways(list.locator('.dash-table'))).toBe(false)
    await page.screenshot({ path: `${DIR}/media-images-to-replace-${width}.png`, fullPage: true })
    // Folded when the list is opened without asking for it, so the media stay at the top.
    await page.goto('/admin/collections/media')
    await expect(list).not.toHaveAttribute('open', '')
    await expect(list.locator('summary')).toContainText(/Images still to replace: \d+/)
    await page.screenshot({ path: `${DIR}/media-list-${width}.png` })
  })

  test(`${width} px: axe finds no serious violations on the dashboard`, async ({ page }) => {
    await openDashboard(page, width)
    await searchRegistrations(page, tag, 3)
    await expectNoSeriousViolations(page)
  })
}

test('a section opened from the contents stays in view while the panels above it load', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 })
  await signIn(page, adminLogin)
  // The panels' rows are held back until after the tap, as on a slow connection.
  const held: Array<() => Promise<void>> = []
  await page.route('**/api/**', (route) => {
    if (new URL(route.request().url()).pathname.startsWith('/api/users')) return route.continue()
    held.push(() => route.continue())
  })
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  const pointer = panel(page, 'Content').getByTestId('images-to-replace')
  await contents(page).getByRole('link', { name: 'Content' }).click()
  await expect(pointer).toBeInViewport()
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(held.length).toBeGreaterThan(0)
  await Promise.all(held.map((release) => release()))
  await page.unroute('**/api/**')
  const rows = panel(page, 'Program Registrations').locator('tbody tr:not(.dash-table__state-row)')
  await expect(rows.first()).toBeAttached()
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight))
    .toBeGreaterThan(height)
  await expect(pointer).toBeInViewport()
})

test('the export writes dates as dates, statuses as labels, payments and receipts', async ({
  page,
}) => {
  await openDashboard(page, 1280)
  const { registrations } = await searchRegistrations(page, tag, 3)
  const { workbook, sheet, header, cell } = await exportRegistrations(
    page,
    registrations,
    `test-results/exports/polish-${tag}.xlsx`,
  )
  expect(header).toEqual(
    expect.arrayContaining(['Amount Paid (RM)', 'Payment State', 'Paid At', 'Receipt Numbers']),
  )
  const rowOf = (reference: string) =>
    Array.from({ length: sheet.rowCount - 1 }, (_, i) => i + 2).find(
      (row) => cell('Reference', row) === reference,
    )!
  const row = rowOf(paid.reference)
  expect(cell('Created At', row)).toBeInstanceOf(Date)
  expect(cell('Status', row)).toMatch(/^(Pending|Confirmed)$/)
  expect(cell('Amount Paid (RM)', row)).toBe(paid.totalAmount)
  expect(cell('Payment State', row)).toBe('Paid')
  expect(cell('Paid At', row)).toBeInstanceOf(Date)
  expect(cell('Receipt Numbers', row)).toMatch(/^OR-\d{6}$/)
  for (const exported of workbook.worksheets) {
    await screenshotSheet(page.context(), exported, `polish-${exported.name.toLowerCase()}`)
  }
})
