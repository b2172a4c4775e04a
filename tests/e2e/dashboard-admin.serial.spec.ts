import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'

import { formatTableDate } from '../../src/lib/export-headers'
import { formatInMalaysia } from '../../src/lib/malaysia-time'
import { apiAs, signIn, staffAccount, type Credentials } from './helpers/staff'
import { expectAdminToast, frontToast } from './helpers/admin-toasts'
import { seededEdition } from './helpers/editions'
import { register, whileRegistrationIsOpen } from './helpers/workshop'
import { screenshotSheet } from './helpers/sheet-screenshot'
import { openWithScriptsHeld } from './helpers/held-scripts'

// An admin works through registrations and inquiries on /admin; after each action the
// stored record is read back through the API, outside the page. The browser runs in
// Honolulu (UTC-10) so that dates shown on the Malaysian clock (UTC+8) can be told apart.
// Serial (`.serial.spec.ts`): it opens the workshop for a moment and its registrations take
// seats, which every visitor sees.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'Pacific/Honolulu' })

const tag = `E2E${Date.now().toString(36).toUpperCase()}`
const XSS_MESSAGE = '<img src=x onerror="window.__xss = true">Please <b>call</b> me.\nSecond line.'

type Registration = Awaited<ReturnType<typeof register>>
let admin: APIRequestContext
let adminLogin: Credentials
let alpha: Registration
let beta: Registration
const inquiries: Record<string, number> = {}

const stored = async (collection: 'registrations' | 'contact', id: number) => {
  const res = await admin.get(`/api/${collection}/${id}`)
  return { status: res.status(), doc: res.status() === 200 ? await res.json() : null }
}

const createInquiry = async (key: string, data: Record<string, unknown>) => {
  const res = await admin.post('/api/contact', { data })
  expect(res.status()).toBe(201)
  inquiries[key] = (await res.json()).doc.id
}

test.beforeAll(async ({ playwright, baseURL }) => {
  // Read here, not at load: the account is made by global setup, after the files are listed.
  adminLogin = staffAccount('registrationsAdmin')
  admin = await apiAs(playwright, baseURL!, adminLogin)
  ;[alpha, beta] = await whileRegistrationIsOpen(admin, async () => [
    await register(admin, `${tag} Alpha Sdn Bhd`, ['Ali Hassan', 'Siti Aminah']),
    await register(admin, `${tag} Beta Berhad`, ['Chong Wei'], {
      contactName: 'Lim Mei Ling',
      contactEmail: `beta-${tag.toLowerCase()}@example.my`,
    }),
  ])
  await createInquiry('farid', {
    name: `${tag} Farid`,
    email: `farid-${tag.toLowerCase()}@example.my`,
    message: XSS_MESSAGE,
  })
  // Eleven more, so the inquiries list has a second page.
  for (let i = 1; i <= 11; i++) {
    await createInquiry(`person${i}`, {
      name: `${tag} Person ${String(i).padStart(2, '0')}`,
      email: `person${i}-${tag.toLowerCase()}@example.my`,
      phone: '0123456789',
      message: `Question number ${i} about the programs.`,
    })
  }
})

test.afterAll(async () => {
  await admin.dispose()
})

const panel = (page: Page, name: string) => page.getByRole('region', { name })
/** The data rows of a panel's list (the table that loads, not the panel's seats summary). */
const rowsOf = (region: Locator) =>
  region.locator('table[aria-busy] tbody tr:not(.dash-table__state-row)')

/** Types a search and waits for the server's answer to it (a count on screen may be the same without it). */
const searchFor = async (page: Page, region: Locator, text: string) => {
  const answered = page.waitForResponse(
    (response) => response.url().includes(encodeURIComponent(text)) && response.ok(),
  )
  await region.getByRole('searchbox').fill(text)
  await answered
}

const openDashboard = async (page: Page) => {
  await signIn(page, adminLogin)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
}

const searchRegistrations = async (page: Page, text: string, rows?: number) => {
  const registrations = panel(page, 'Program Registrations')
  await registrations.getByRole('searchbox').fill(text)
  if (rows !== undefined) {
    await expect(rowsOf(registrations)).toHaveCount(rows)
    await expect(rowsOf(registrations).first()).toContainText(text)
  }
  return registrations
}

/** Searches the inquiries and waits until the server's answer is on screen. */
const searchInquiries = async (page: Page, text: string, rows: number) => {
  const inquiriesPanel = panel(page, 'Contact Inquiries')
  await inquiriesPanel.getByRole('searchbox').fill(text)
  await expect(rowsOf(inquiriesPanel)).toHaveCount(rows)
  await expect(rowsOf(inquiriesPanel).first()).toContainText(text)
  return inquiriesPanel
}

test('an admin sees all three panels, seats, and registrations with Malaysian dates and RM', async ({
  page,
}) => {
  await openDashboard(page)
  for (const name of ['Program Registrations', 'Contact Inquiries', 'Video Management']) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
  }
  // The panel opens on the edition at hand (the seeded one, the only one here) with its seats.
  const overview = await (await admin.get('/api/dashboard/editions')).json()
  const seats = overview.editions.find(
    (edition: { id: number }) => edition.id === overview.defaultEdition,
  )
  await expect(page.getByTestId('seats-summary')).toContainText(
    `Seats taken: ${seats.taken} / ${seats.capacity}`,
  )
  // Seats, one per participant, named as seats; the registrations holding them counted apart.
  const seatCount = (count: number) => (count === 1 ? '1 seat' : `${count} seats`)
  await expect(page.getByTestId('seats-summary')).toContainText(
    `${seatCount(seats.pending)} pending · ${seatCount(seats.confirmed)} confirmed · ` +
      `${seatCount(seats.remaining)} left · from ${seats.registrations} registration`,
  )
  await expect(
    panel(page, 'Program Registrations').getByLabel('Edition', { exact: true }),
  ).toHaveValue(String(overview.defaultEdition))

  const registrations = await searchRegistrations(page, tag, 2)
  const row = rowsOf(registrations).filter({ hasText: `${tag} Alpha` })
  await expect(row).toContainText(formatTableDate(alpha.createdAt))
  await expect(row).toContainText(alpha.reference)
  await expect(row).toContainText('Aminah Yusof')
  await expect(row).toContainText('aminah@contoh.gov.my')
  await expect(row).toContainText('012-345 6789')
  await expect(row.locator('td').nth(2)).toHaveText('2')
  await expect(row).toContainText('RM 7,500')
  await expect(row).toContainText('RM 3,750 per person')
  await expect(row).toContainText('Pending')
  await expect(row.getByRole('button', { name: 'Pending' })).toBeDisabled()
  await expect(row.getByRole('button', { name: 'Confirm' })).toBeEnabled()

  await page.screenshot({ path: 'test-results/screenshots/dashboard-admin.png', fullPage: true })
  const axe = await new AxeBuilder({ page }).include('.dash').analyze()
  const serious = axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
})

test('Confirm and Pending change the status, toast, and are stored', async ({ page }) => {
  await openDashboard(page)
  const registrations = await searchRegistrations(page, `${tag} Alpha`, 1)
  const row = rowsOf(registrations).filter({ hasText: `${tag} Alpha` })

  await row.getByRole('button', { name: 'Confirm' }).click()
  await expectAdminToast(page, 'Success', 'Registration updated successfully')
  await expect(row).toContainText('Confirmed')
  await expect(row.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  await expect(row.getByRole('button', { name: 'Pending' })).toBeEnabled()
  expect((await stored('registrations', alpha.id)).doc.status).toBe('confirmed')

  await row.getByRole('button', { name: 'Pending' }).click()
  await expectAdminToast(page, 'Success', 'Registration updated successfully')
  await expect(row.getByRole('button', { name: 'Pending' })).toBeDisabled()
  expect((await stored('registrations', alpha.id)).doc.status).toBe('pending')
})

test('the details dialog lists the participants', async ({ page }) => {
  await openDashboard(page)
  const registrations = await searchRegistrations(page, `${tag} Alpha`, 1)
  await rowsOf(registrations).first().getByRole('button', { name: 'View details' }).click()
  const dialog = page.getByRole('dialog', { name: `Registration ${alpha.reference}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('list', { name: 'Participants' }).getByRole('listitem')).toHaveText(
    ['Ali Hassan', 'Siti Aminah'],
  )
  await expect(dialog).toContainText('RM 7,500')
  await expect(dialog).toContainText('Jalan Contoh 1, Putrajaya')
  await dialog.screenshot({ path: 'test-results/screenshots/dialog-registration.png' })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('icon buttons have tooltips that wait 700 ms and close on Escape', async ({ page }) => {
  await openDashboard(page)
  const registrations = await searchRegistrations(page, tag, 2)
  const [first, second] = [0, 1].map((i) =>
    rowsOf(registrations).nth(i).getByRole('button', { name: 'View details' }),
  )
  await expect(second).toBeVisible()
  await first.hover()
  const tooltip = page.getByRole('tooltip', { name: 'View details' })
  await page.waitForTimeout(400)
  await expect(tooltip).toBeHidden()
  await expect(tooltip).toBeVisible({ timeout: 3_000 })
  // Moving straight to the next one skips the delay.
  await second.hover()
  await expect(tooltip).toBeVisible({ timeout: 600 })
  await page.keyboard.press('Escape')
  await expect(tooltip).toBeHidden()
})

test('the status filter is applied by the server and the export honours it', async ({ page }) => {
  await openDashboard(page)
  const registrations = await searchRegistrations(page, tag, 2)
  await rowsOf(registrations)
    .filter({ hasText: `${tag} Beta` })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expectAdminToast(page, 'Success', 'Registration updated successfully')
  expect((await stored('registrations', beta.id)).doc.status).toBe('confirmed')

  const filtered = page.waitForResponse(
    (res) => res.url().includes('/api/registrations?') && res.url().includes('confirmed'),
  )
  await registrations.getByLabel('Status').selectOption('confirmed')
  expect((await filtered).status()).toBe(200)
  await expect(rowsOf(registrations)).toHaveCount(1)
  await expect(rowsOf(registrations)).toContainText(`${tag} Beta`)

  const downloading = page.waitForEvent('download')
  await registrations.getByRole('button', { name: 'Export to Excel' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('program-registrations.xlsx')
  await expectAdminToast(page, 'Success', 'Excel file downloaded successfully')
  const file = 'test-results/exports/program-registrations.xlsx'
  await download.saveAs(file)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Registrations', 'Participants'])
  const sheet = workbook.getWorksheet('Registrations')!
  expect(sheet.rowCount).toBe(2)
  expect(sheet.getRow(2).getCell(2).value).toBe(beta.reference)
  // A real date, showing the Malaysian clock's day and time wherever the file is opened.
  expect(sheet.getRow(2).getCell(1).value).toEqual(
    new Date(`${formatInMalaysia(beta.createdAt, "yyyy-MM-dd'T'HH:mm:ss.SSS")}Z`),
  )
  expect(sheet.getRow(2).getCell(3).value).toBe('Confirmed')
  // Participants: reference, edition, organization, number, name.
  expect(workbook.getWorksheet('Participants')!.getRow(2).getCell(5).value).toBe('Chong Wei')
  for (const exported of workbook.worksheets) {
    await screenshotSheet(page.context(), exported, 'program-registrations')
  }

  await registrations.getByRole('searchbox').fill('nobody-registered-like-this')
  await expect(registrations.getByText('No registrations found.')).toBeVisible()
  await registrations.getByRole('button', { name: 'Export to Excel' }).click()
  await expectAdminToast(page, 'No Data', 'No data to export')
})

test('inquiries page on the server and show N/A for a missing phone', async ({ page }) => {
  await openDashboard(page)
  const inquiriesPanel = panel(page, 'Contact Inquiries')
  await searchFor(page, inquiriesPanel, tag)
  await expect(inquiriesPanel.getByText('Showing 1–10 of 12 inquiries')).toBeVisible()
  await expect(rowsOf(inquiriesPanel)).toHaveCount(10)
  await expect(inquiriesPanel.getByText('Page 1 of 2')).toBeVisible()
  await inquiriesPanel.getByRole('button', { name: 'Next page' }).click()
  await expect(inquiriesPanel.getByText('Showing 11–12 of 12 inquiries')).toBeVisible()
  await expect(rowsOf(inquiriesPanel)).toHaveCount(2)

  await inquiriesPanel.getByRole('searchbox').fill(`${tag} Farid`)
  const row = rowsOf(inquiriesPanel)
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(`${tag} Farid`)
  await expect(row.locator('td').nth(3)).toHaveText('N/A')
  await expect(row).toContainText('Pending')
})

test('an inquiry’s message is shown as text, and Mark as Replied stores the notes', async ({
  page,
}) => {
  await openDashboard(page)
  const inquiriesPanel = await searchInquiries(page, `${tag} Farid`, 1)
  await rowsOf(inquiriesPanel).getByRole('button', { name: 'View inquiry' }).click()
  const dialog = page.getByRole('dialog', { name: `Inquiry from ${tag} Farid` })
  await expect(dialog.getByTestId('inquiry-message')).toHaveText(XSS_MESSAGE)
  await expect(dialog.locator('img')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined()

  await dialog.getByLabel('Reply notes (optional)').fill('Called back on Tuesday.')
  await dialog.screenshot({ path: 'test-results/screenshots/dialog-inquiry.png' })
  await dialog.getByRole('button', { name: 'Mark as Replied' }).click()
  await expectAdminToast(page, 'Success', 'Contact inquiry updated successfully')
  await expect(dialog.getByRole('button', { name: 'Mark as Replied' })).toBeHidden()
  await expect(dialog).toContainText('Replied')
  const { doc } = await stored('contact', inquiries.farid)
  expect(doc).toMatchObject({ isReplied: true, replyNotes: 'Called back on Tuesday.' })
})

test('Mark as Replied without notes sends none', async ({ page }) => {
  await openDashboard(page)
  const inquiriesPanel = await searchInquiries(page, `${tag} Person 02`, 1)
  await rowsOf(inquiriesPanel).getByRole('button', { name: 'View inquiry' }).click()
  const dialog = page.getByRole('dialog')
  const patch = page.waitForRequest((req) => req.method() === 'PATCH')
  await dialog.getByRole('button', { name: 'Mark as Replied' }).click()
  expect((await patch).postDataJSON()).toEqual({ isReplied: true })
  await expectAdminToast(page, 'Success', 'Contact inquiry updated successfully')
  const { doc } = await stored('contact', inquiries.person2)
  expect(doc.isReplied).toBe(true)
  expect(doc.replyNotes ?? null).toBeNull()
})

test('Delete Inquiry asks first, then deletes', async ({ page }) => {
  await openDashboard(page)
  const inquiriesPanel = await searchInquiries(page, `${tag} Person 01`, 1)
  await rowsOf(inquiriesPanel).getByRole('button', { name: 'View inquiry' }).click()
  const dialog = page.getByRole('dialog', { name: `Inquiry from ${tag} Person 01` })
  await dialog.getByRole('button', { name: 'Delete Inquiry' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete this inquiry?' })
  await expect(confirm).toBeVisible()
  await confirm.screenshot({ path: 'test-results/screenshots/dialog-confirm-delete.png' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  expect((await stored('contact', inquiries.person1)).status).toBe(200)

  await dialog.getByRole('button', { name: 'Delete Inquiry' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expectAdminToast(page, 'Success', 'Contact inquiry deleted successfully')
  await expect(dialog).toBeHidden()
  await expect(inquiriesPanel.getByText('No inquiries found.')).toBeVisible()
  expect((await stored('contact', inquiries.person1)).status).toBe(404)
})

test('a refused change toasts the server’s message', async ({ page }) => {
  await openDashboard(page)
  const inquiriesPanel = await searchInquiries(page, `${tag} Person 03`, 1)
  await rowsOf(inquiriesPanel).getByRole('button', { name: 'View inquiry' }).click()
  // Someone else deletes it meanwhile.
  expect((await admin.delete(`/api/contact/${inquiries.person3}`)).status()).toBe(200)
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as Replied' }).click()
  const toast = frontToast(page)
  await expect(toast).toContainText('Error')
  await expect(toast).not.toContainText('Failed to update inquiry')
  await expect(toast).toContainText(/not found/i)
})

test('the replied filter narrows the list and the inquiries export', async ({ page }) => {
  await openDashboard(page)
  const inquiriesPanel = panel(page, 'Contact Inquiries')
  await inquiriesPanel.getByRole('searchbox').fill(tag)
  await inquiriesPanel.getByLabel('Replied').selectOption('replied')
  await expect(rowsOf(inquiriesPanel)).toHaveCount(2)

  const downloading = page.waitForEvent('download')
  await inquiriesPanel.getByRole('button', { name: 'Export to Excel' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('contact-inquiries.xlsx')
  await expectAdminToast(page, 'Success', 'Excel file downloaded successfully')
  const file = 'test-results/exports/contact-inquiries.xlsx'
  await download.saveAs(file)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  const sheet = workbook.getWorksheet('Contact Inquiries')!
  const names = [2, 3].map((row) => sheet.getRow(row).getCell(2).value)
  expect(names.sort()).toEqual([`${tag} Farid`, `${tag} Person 02`])
  expect(sheet.rowCount).toBe(3)
})

test('a search and a filter set before the dashboard’s scripts have run still apply', async ({
  page,
}) => {
  await signIn(page, adminLogin)
  // On a slow link the admin's scripts arrive late; hold them until the admin has typed.
  const scripts = await openWithScriptsHeld(page, '/admin')
  const inquiriesPanel = panel(page, 'Contact Inquiries')
  const search = inquiriesPanel.getByRole('searchbox')
  await search.fill(`${tag} Person`)
  await inquiriesPanel.getByLabel('Replied').selectOption('replied')

  scripts.release()
  await expect(search).toHaveValue(`${tag} Person`)
  await expect(inquiriesPanel.getByLabel('Replied')).toHaveValue('replied')
  // Of the eleven people, only Person 02 was marked as replied (Person 01 is deleted).
  await expect(rowsOf(inquiriesPanel)).toHaveCount(1)
  await expect(rowsOf(inquiriesPanel)).toContainText(`${tag} Person 02`)
})

test('the generated screens show Malaysian times, RM amounts and the built-in avatar', async ({
  page,
}) => {
  const outside: string[] = []
  page.on('request', (req) => {
    if (!req.url().startsWith('http://127.0.0.1') && !req.url().startsWith('data:')) {
      outside.push(req.url())
    }
  })
  await signIn(page, adminLogin)
  await page.goto(`/admin/collections/registrations?search=${encodeURIComponent(alpha.reference)}`)
  const row = page.locator('tbody tr').filter({ hasText: `${tag} Alpha` })
  await expect(row).toContainText(formatInMalaysia(alpha.createdAt, 'MMM dd, yyyy h:mm a')!)
  await expect(row).toContainText('RM 7,500')
  await page.screenshot({ path: 'test-results/screenshots/registrations-list.png' })

  await page.goto(`/admin/collections/registrations/${alpha.id}`)
  await expect(page.locator('#field-totalAmount')).toHaveValue('RM 7,500')
  await expect(page.locator('#field-ratePerPerson')).toHaveValue('RM 3,750')

  // An edition's start is picked and shown on the Malaysian clock.
  const edition = await seededEdition(admin, {})
  await page.goto(`/admin/collections/workshop-editions/${edition.id}`)
  await expect(page.locator('#field-startsAt input').first()).toHaveValue(
    new RegExp(formatInMalaysia(edition.startsAt, 'h:mm a')!),
  )
  await expect(page.locator('.gravatar-account, img[src*="gravatar"]')).toHaveCount(0)
  expect(outside).toEqual([])
})

test('the dashboard follows the admin’s dark theme', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'payload-theme', value: 'dark', url: baseURL! }])
  await openDashboard(page)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const section = page.getByRole('region', { name: 'Program Registrations' })
  const background = await section.evaluate((el) => getComputedStyle(el).backgroundColor)
  // Dark: every channel of the panel's background is low.
  const channels = background.match(/\d+/g)!.slice(0, 3).map(Number)
  expect(Math.max(...channels)).toBeLessThan(80)
  await page.screenshot({ path: 'test-results/screenshots/dashboard-dark.png', fullPage: true })
})
