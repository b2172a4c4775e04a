import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { expectNoSeriousViolations } from './helpers/accessibility'
import { frontToast } from './helpers/admin-toasts'
import { bankSlipPdf } from './helpers/bank-slip'
import { seededEdition, settingsOf, updateEdition, type Edition } from './helpers/editions'
import { mailsTo } from './helpers/mail-sink'
import { blockPrefetches } from './helpers/no-prefetch'
import { expectHeaderLive } from './helpers/page-live'
import { exportRegistrations } from './helpers/registrations-export'
import { apiAs, signIn, staffAccount, type Credentials } from './helpers/staff'

// A registration paid by bank transfer, as a payer and the academy's admin go through it:
// the visitor registers and uploads the bank slip on their payment page; the admin maps the
// bank's statement format once, imports the statement, accepts the line the reference
// matched; the registration is paid (and confirmed) in the dashboard, the payer gets the
// official receipt as a PDF, and the export shows the amount paid. Serial: it opens the
// seeded edition for registration and puts it back afterwards.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1280, height: 900 } })

const nextYear = new Date().getUTCFullYear() + 1
const tag = `PAY${Date.now().toString(36).toUpperCase()}`
const organization = `${tag} Jabatan Bayaran`
const payerEmail = `${tag.toLowerCase()}@example.my`

let admin: APIRequestContext
let adminLogin: Credentials
let seeded: Edition
let reference = ''
let registrationId = 0

// The bank's day of the transfer: today in Malaysia (a payment is never dated later).
const postedOn = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kuala_Lumpur' }).format(
  new Date(),
)

const statementCsv = () =>
  [
    'Account Statement,Malaysia Leadership Academy,5123 4567 8901',
    'Posting Date,Transaction Description,Recipient Reference,Debit,Credit,Sender Name',
    `${postedOn},RENTAL,,1200.00,,`,
    `${postedOn},IBG CREDIT,${reference.toLowerCase().replace(/-/g, ' ')},,"3,750.00",${organization.toUpperCase()}`,
  ].join('\n')

const dashboard = async (page: Page) => {
  await signIn(page, adminLogin)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
}

test.beforeAll(async ({ playwright, baseURL }) => {
  adminLogin = staffAccount('paymentsAdmin')
  admin = await apiAs(playwright, baseURL!, adminLogin)
  seeded = await seededEdition(admin, {})
  await updateEdition(admin, {}, seeded.id, {
    status: 'published',
    startsAt: `${nextYear}-03-10T08:30:00+08:00`,
    endsAt: `${nextYear}-03-11T17:00:00+08:00`,
    registrationOpen: true,
    capacity: 30,
    earlyBird: { enabled: true, discountPercent: 10, deadline: '2025-10-15T00:00:00+08:00' },
  })
})

test.afterAll(async () => {
  if (registrationId) {
    await admin.patch(`/api/registrations/${registrationId}`, { data: { status: 'cancelled' } })
  }
  await updateEdition(admin, {}, seeded.id, settingsOf(seeded))
  await admin.dispose()
})

test.beforeEach(({ page }) => blockPrefetches(page))

test('a visitor registers and uploads the bank slip on their payment page', async ({ page }) => {
  await page.goto('/registration')
  await expectHeaderLive(page)
  const form = page.getByRole('form', { name: 'Registration form' })
  await form.getByLabel(/^Organization/).fill(organization)
  await form.getByLabel(/^Contact name/).fill('Encik Bayar')
  await form.getByLabel(/^Phone/).fill('03-8000 9999')
  await form.getByLabel(/^Email/).fill(payerEmail)
  await form.getByLabel('Participant 1 name').fill('Peserta Bayaran')
  await form.getByRole('button', { name: 'Submit' }).click()
  const answer = form.getByRole('status')
  await expect(answer).toContainText('Transfer exactly RM 3,750')
  reference = (await answer.textContent())!.match(/ASL-\d{4}-\d{4,}/)![0]
  const stored = await admin.get(`/api/registrations?where[reference][equals]=${reference}`)
  registrationId = (await stored.json()).docs[0].id

  await answer.getByRole('link', { name: /Upload the bank slip/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay for your registration')
  const main = page.getByRole('main')
  await expect(main).toContainText('Amount to transfer')
  await expect(main).toContainText('RM 3,750')
  await expect(main).toContainText(reference)
  await expect(main).toContainText(seeded.bank.accountNumber)
  await expectNoSeriousViolations(page)
  const upload = page.getByRole('form', { name: 'Upload the bank slip' })
  await upload.getByLabel(/^Bank slip/).setInputFiles({
    name: 'transfer.pdf',
    mimeType: 'application/pdf',
    buffer: await bankSlipPdf(`IBG transfer RM 3,750.00 ${reference}`),
  })
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(upload.getByRole('status')).toContainText('we have received your bank slip')
  await page.screenshot({ path: 'test-results/screenshots/payment-page-1280.png', fullPage: true })
  // Staff hear of it, with a link to the slip in the CMS.
  const site = await (await admin.get('/api/globals/site?depth=0')).json()
  const staffAddress = site.notificationEmail || site.supportEmail
  await expect
    .poll(
      async () =>
        (await mailsTo(staffAddress)).find((mail) =>
          mail.subject.startsWith(`Bank slip uploaded for ${reference}`),
        )?.text,
    )
    .toContain('/admin/collections/payment-slips/')
})

test('the admin maps the bank’s format, imports the statement and accepts the matched line', async ({
  page,
}) => {
  await dashboard(page)
  const statements = page.getByRole('region', { name: 'Bank Statements' })
  await statements.getByLabel('Statement file (CSV or Excel)').setInputFiles({
    name: `statement-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(statementCsv()),
  })
  await statements.getByLabel('Bank format', { exact: true }).selectOption({ label: 'New format…' })
  const format = statements.getByRole('form', { name: 'New bank format' })
  await format.getByLabel('Format name').fill(`${tag} Maybank current account`)
  await format.getByLabel('Bank account').fill(`${tag} Maybank 5123 4567 8901`)
  await expect(format.getByLabel('Rows above the header')).toHaveValue('1')
  await format.getByLabel('Date column').selectOption('Posting Date')
  await format.getByLabel('Date format').selectOption('dd/MM/yyyy')
  await format.getByLabel('Transaction Description').check()
  await format.getByLabel('Recipient Reference').check()
  await format.getByLabel('Credit column').selectOption('Credit')
  await format.getByLabel('Payer column (optional)').selectOption('Sender Name')
  await expect(format.getByTestId('format-problems')).toHaveCount(0)
  await format.getByRole('button', { name: 'Save format' }).click()
  await expect(frontToast(page)).toContainText('Bank format saved')

  await statements.getByRole('button', { name: 'Import statement' }).click()
  await expect(statements.getByTestId('import-summary')).toContainText(
    '1 credit line, 1 new, 0 already imported',
  )
  const lines = statements.getByRole('table', { name: 'Bank lines to decide' })
  const line = lines.locator('tbody tr').filter({ hasText: reference })
  await expect(line).toContainText('Matched')
  await expect(line).toContainText('pays in full')
  await statements.screenshot({ path: 'test-results/screenshots/dashboard-statements-1280.png' })
  await line.getByRole('button', { name: 'Accept' }).click()
  await expect(frontToast(page)).toContainText('Bank line recorded as payment')
  await expect(line).toHaveCount(0)

  // The same statement again brings nothing new.
  await statements.getByLabel('Statement file (CSV or Excel)').setInputFiles({
    name: `statement-${tag}-again.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(statementCsv()),
  })
  await statements
    .getByLabel('Bank format', { exact: true })
    .selectOption({ label: `${tag} Maybank current account (${tag} Maybank 5123 4567 8901)` })
  await statements.getByRole('button', { name: 'Import statement' }).click()
  await expect(statements.getByTestId('import-summary')).toContainText(
    '1 credit line, 0 new, 1 already imported',
  )
})

test('the registration shows as paid and confirmed, with its slip, payment and receipt', async ({
  page,
}) => {
  await dashboard(page)
  const registrations = page.getByRole('region', { name: 'Program Registrations' })
  await registrations.getByLabel('Edition', { exact: true }).selectOption('all')
  await registrations.getByRole('searchbox').fill(reference)
  const row = registrations
    .getByRole('table', { name: 'Program registrations' })
    .locator('tbody tr')
    .filter({ hasText: reference })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('RM 3,750')
  await expect(row).toContainText('Paid')
  await expect(row).toContainText('Confirmed')
  await registrations.getByLabel('Payment', { exact: true }).selectOption('paid')
  await expect(row).toHaveCount(1)

  await row.getByRole('button', { name: 'View details' }).click()
  const dialog = page.getByRole('dialog')
  const documents = dialog.getByRole('table', { name: 'Documents' })
  await expect(documents).toContainText(/OR-\d{6}/)
  await expect(dialog.getByRole('table', { name: 'Payments' })).toContainText('Bank statement')
  await expect(
    dialog.getByRole('table', { name: 'Bank slips' }).getByRole('link', { name: 'View slip' }),
  ).toHaveCount(1)
  await dialog.screenshot({
    path: 'test-results/screenshots/dashboard-registration-payment-1280.png',
  })
  // Downloaded as a browser does (the sign-in cookie counts for the site's own pages only).
  const downloading = page.waitForEvent('download')
  await documents.getByRole('link', { name: /^OR-\d{6}/ }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^official-receipt-OR-\d{6}\.pdf$/)
  const saved = `test-results/exports/receipt-${tag}.pdf`
  await download.saveAs(saved)
  expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-')
})

test('the payer has the official receipt as a PDF, and the export shows the amount paid', async ({
  page,
}) => {
  const mails = await mailsTo(payerEmail, 2)
  const receipt = mails.find((mail) => mail.subject.startsWith('Official receipt'))
  expect(receipt?.subject).toMatch(new RegExp(`Official receipt OR-\\d{6} for ${reference}`))
  expect(receipt?.attachments).toEqual([
    expect.objectContaining({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^official-receipt-OR-\d{6}\.pdf$/),
    }),
  ])

  await dashboard(page)
  const registrations = page.getByRole('region', { name: 'Program Registrations' })
  await registrations.getByLabel('Edition', { exact: true }).selectOption('all')
  await registrations.getByRole('searchbox').fill(reference)
  // The search has been answered: the list holds this registration only.
  const rows = registrations
    .getByRole('table', { name: 'Program registrations' })
    .locator('tbody tr:not(.dash-table__state-row)')
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText(reference)
  const { sheet, cell } = await exportRegistrations(
    page,
    registrations,
    `test-results/exports/paid-${tag}.xlsx`,
  )
  expect(sheet.rowCount).toBe(2)
  expect(cell('Reference')).toBe(reference)
  expect(cell('Amount Paid (RM)')).toBe(3750)
  expect(cell('Payment State')).toBe('Paid')
  expect(cell('Paid At')).toBeInstanceOf(Date)
  expect(cell('Receipt Numbers')).toMatch(/^OR-\d{6}$/)
  expect(cell('Status')).toBe('Confirmed')
})
