import { readFile } from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { frontToast } from './helpers/admin-toasts'
import { mailsTo } from './helpers/mail-sink'
import { blockPrefetches } from './helpers/no-prefetch'
import { apiAs, signIn, staffAccount, type Credentials } from './helpers/staff'
import { register, whileRegistrationIsOpen } from './helpers/workshop'

// A registration's payments as an admin keeps them in the dashboard: the form starts empty,
// an overpayment is confirmed, a refund beyond what was paid is refused by the amount, a void
// takes a reason and cancels its receipt, the documents and the invoice are a click away,
// and a payer's slip shows as "Slip to check" until a payment is recorded or the slips are
// marked checked. Serial: it opens the seeded edition for the moment it registers.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1280, height: 900 } })

const tag = `DPY${Date.now().toString(36).toUpperCase()}`
const organization = `${tag} Jabatan Akaun`
const payerEmail = `${tag.toLowerCase()}@example.my`
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date())
// The smallest PNG: a payer's photo of the transfer, as far as the upload can tell.
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
])

let admin: APIRequestContext
let adminLogin: Credentials
let registration: { id: number; reference: string }
let paymentLink: { expires: string; signature: string }

/** The payer's upload through their personal link, as their payment page sends it. */
const uploadSlip = async () => {
  const link = new URLSearchParams({ registration: String(registration.id), ...paymentLink })
  const res = await admin.post(`/api/payment-slips/upload?${link}`, {
    multipart: { file: { name: 'transfer.png', mimeType: 'image/png', buffer: PNG } },
  })
  expect(res.status(), await res.text()).toBe(201)
}

const registrationsPanel = async (page: Page) => {
  await signIn(page, adminLogin)
  await page.goto('/admin')
  const panel = page.getByRole('region', { name: 'Program Registrations' })
  await panel.getByLabel('Edition', { exact: true }).selectOption('all')
  await panel.getByRole('searchbox').fill(registration.reference)
  const row = panel
    .getByRole('table', { name: 'Program registrations' })
    .locator('tbody tr')
    .filter({ hasText: registration.reference })
  await expect(row).toHaveCount(1)
  return { panel, row }
}

const openPayments = async (page: Page) => {
  const { row } = await registrationsPanel(page)
  await row.getByRole('button', { name: 'View details' }).click()
  const dialog = page.getByRole('dialog', { name: `Registration ${registration.reference}` })
  await expect(dialog.getByRole('table', { name: 'Payments' })).toBeVisible()
  return dialog
}

const recordForm = (dialog: Locator) => dialog.getByRole('form', { name: 'Record a payment' })

const fillPayment = async (
  form: Locator,
  { kind = 'Payment', amount, reference }: { kind?: string; amount: string; reference?: string },
) => {
  await form.getByLabel('Kind').selectOption({ label: kind })
  await form.getByLabel('Amount (RM)').fill(amount)
  await form.getByLabel('Bank date').fill(today)
  if (reference) await form.getByLabel('Bank reference (optional)').fill(reference)
}

const paymentRow = (dialog: Locator, text: string) =>
  dialog.getByRole('table', { name: 'Payments' }).locator('tbody tr').filter({ hasText: text })

/**
 * axe on the open dialog alone: the page behind it is dimmed by the overlay, which lowers
 * the contrast of whatever shows through.
 */
const expectAccessibleDialog = async (page: Page) => {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  const serious = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`),
  ).toEqual([])
}

/** The whole dialog in one picture: the window is made as tall as the dialog's content. */
const screenshotDialog = async (page: Page, dialog: Locator, name: string) => {
  const { width } = page.viewportSize()!
  const height = await dialog.evaluate((element) => element.scrollHeight)
  await page.setViewportSize({ width, height: height + 80 })
  await dialog.screenshot({ path: `test-results/screenshots/${name}-${width}.png` })
  await page.setViewportSize({ width, height: 900 })
}

test.beforeAll(async ({ playwright, baseURL }) => {
  adminLogin = staffAccount('dashboardPaymentsAdmin')
  admin = await apiAs(playwright, baseURL!, adminLogin)
  registration = await whileRegistrationIsOpen(admin, () =>
    register(admin, organization, ['Peserta Akaun'], { contactEmail: payerEmail }),
  )
  // The payer's personal link, from the acknowledgement e-mail.
  const [acknowledgement] = await mailsTo(payerEmail)
  const link = acknowledgement.text.match(/\/payment\/\d+\?expires=(\d+)&signature=([\w-]+)/)
  expect(link, 'the payment link in the acknowledgement').toBeTruthy()
  paymentLink = { expires: link![1], signature: link![2] }
  await uploadSlip()
})

test.afterAll(async () => {
  await admin.dispose()
})

test.beforeEach(({ page }) => blockPrefetches(page))

test('a waiting slip is marked in the list and found with its filter', async ({ page }) => {
  const { panel, row } = await registrationsPanel(page)
  await expect(row).toContainText('Slip to check')
  await panel.getByLabel('Bank slips', { exact: true }).selectOption('waiting')
  await expect(row).toHaveCount(1)
  await panel.screenshot({ path: 'test-results/screenshots/dashboard-slip-to-check-1280.png' })
})

test('the form starts empty, and an overpayment is recorded only once confirmed', async ({
  page,
}) => {
  const dialog = await openPayments(page)
  await expect(dialog.getByTestId('slip-to-check')).toBeVisible()
  const form = recordForm(dialog)
  await expect(form.getByLabel('Amount (RM)')).toHaveValue('')
  await expect(form.getByLabel('Bank date')).toHaveValue('')
  await expect(form.getByLabel('Method')).toHaveValue('bank-transfer')
  await expect(form.getByLabel('Amount (RM)')).toHaveAccessibleDescription('Outstanding: RM 3,750')

  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(form.getByLabel('Amount (RM)')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Bank date')).toHaveAttribute('aria-invalid', 'true')

  await fillPayment(form, { amount: '1000', reference: 'IBG 20270303 8812 7733 MAYBANK2U' })
  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(frontToast(page)).toContainText(/Payment recorded, official receipt OR-\d{6}/)
  await expect(paymentRow(dialog, 'RM 1,000')).toContainText('Bank transfer')
  // A payment recorded is what a waiting slip was for.
  await expect(dialog.getByTestId('slip-to-check')).toHaveCount(0)
  await expect(form.getByLabel('Amount (RM)')).toHaveValue('')
  await expect(form.getByLabel('Amount (RM)')).toHaveAccessibleDescription('Outstanding: RM 2,750')

  await fillPayment(form, { amount: '3000' })
  await form.getByLabel('Method').selectOption({ label: 'Cheque' })
  await form.getByRole('button', { name: 'Record payment' }).click()
  const question = page.getByRole('alertdialog', { name: 'Record an overpayment?' })
  await expect(question).toContainText('would overpay it by RM 250')
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(question).toBeHidden()
  await expect(paymentRow(dialog, 'RM 3,000')).toHaveCount(0)

  await form.getByRole('button', { name: 'Record payment' }).click()
  await question.getByRole('button', { name: 'Record anyway' }).click()
  await expect(question).toBeHidden()
  await expect(paymentRow(dialog, 'RM 3,000')).toContainText('Cheque')
  await expect(dialog.getByRole('region', { name: 'Payment', exact: true })).toContainText(
    'Overpaid',
  )
})

test('a refund beyond what was paid is refused by the amount; one within it is recorded', async ({
  page,
}) => {
  const dialog = await openPayments(page)
  const form = recordForm(dialog)
  await fillPayment(form, { kind: 'Refund', amount: '9000' })
  await expect(form.getByLabel('Amount (RM)')).toHaveAccessibleDescription('Paid so far: RM 4,000')
  await form.getByRole('button', { name: 'Record refund' }).click()
  await expect(form.getByLabel('Amount (RM)')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('alert')).toContainText('A refund cannot be more than what was paid')

  await form.getByLabel('Amount (RM)').fill('250')
  await form.getByRole('button', { name: 'Record refund' }).click()
  await expect(frontToast(page)).toContainText(/Refund recorded, refund note RN-\d{6}/)
  await expect(paymentRow(dialog, 'Refund')).toContainText('RM 250')
})

test('a void takes a reason, and its receipt stays listed as cancelled', async ({ page }) => {
  const dialog = await openPayments(page)
  const overpaid = paymentRow(dialog, 'RM 3,000')
  await overpaid.getByRole('button', { name: 'Void payment' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Void this payment?' })
  const reason = confirm.getByLabel('Reason for voiding')
  await expect(reason).toBeFocused()
  await confirm.getByRole('button', { name: 'Void payment' }).click()
  await expect(reason).toHaveAttribute('aria-invalid', 'true')
  await expect(confirm).toContainText('at least 5 characters')
  await reason.fill('Cheque bounced')
  await confirm.getByRole('button', { name: 'Void payment' }).click()
  await expect(confirm).toBeHidden()
  await expect(frontToast(page)).toContainText('Payment voided')
  await expect(overpaid).toContainText('Voided')
  await expect(overpaid).toContainText('Cheque bounced')
  await expect(overpaid).toContainText('Cancelled: Payment voided: Cheque bounced')
  await expect(overpaid.getByRole('button', { name: 'Void payment' })).toHaveCount(0)

  const documents = dialog.getByRole('table', { name: 'Documents' })
  await expect(documents.locator('tbody tr')).toHaveCount(3)
  await expect(documents.locator('tbody tr').filter({ hasText: 'Cancelled on' })).toContainText(
    'Payment voided: Cheque bounced',
  )
  await expectAccessibleDialog(page)
})

test('the documents open as PDFs, and the invoice is issued on request', async ({ page }) => {
  const dialog = await openPayments(page)
  const documents = dialog.getByRole('table', { name: 'Documents' })
  const receipt = documents.getByRole('link', { name: /^OR-\d{6}/ }).first()
  let downloading = page.waitForEvent('download')
  await receipt.click()
  expect((await downloading).suggestedFilename()).toMatch(/^official-receipt-OR-\d{6}\.pdf$/)

  downloading = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Invoice (PDF)' }).click()
  const invoice = await downloading
  expect(invoice.suggestedFilename()).toMatch(/^invoice-INV-\d{6}\.pdf$/)
  const saved = `test-results/exports/invoice-${tag}.pdf`
  await invoice.saveAs(saved)
  expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-')
  await expect(documents).toContainText(/INV-\d{6}/)

  await screenshotDialog(page, dialog, 'dashboard-payments-dialog')
  await page.setViewportSize({ width: 390, height: 844 })
  // Narrow, the tables scroll on their own: the dialog never does sideways.
  const sideways = await page
    .locator('.dash-dialog')
    .evaluate((element) => element.scrollWidth - element.clientWidth)
  expect(sideways).toBe(0)
  await screenshotDialog(page, dialog, 'dashboard-payments-dialog')
})

test('slips looked at with nothing to record are marked checked', async ({ page }) => {
  await uploadSlip()
  const dialog = await openPayments(page)
  const notice = dialog.getByTestId('slip-to-check')
  await notice.getByRole('button', { name: 'Mark slips checked' }).click()
  await expect(frontToast(page)).toContainText('Slips marked as checked')
  await expect(notice).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Close' }).click()
  const panel = page.getByRole('region', { name: 'Program Registrations' })
  await panel.getByLabel('Bank slips', { exact: true }).selectOption('waiting')
  await expect(
    panel.getByRole('table', { name: 'Program registrations' }).locator('tbody tr'),
  ).toContainText('No registrations found.')
})

test('a payment on a cancelled registration takes a reason', async ({ page }) => {
  const cancelled = await admin.patch(`/api/registrations/${registration.id}`, {
    data: { status: 'cancelled' },
  })
  expect(cancelled.status()).toBe(200)
  const dialog = await openPayments(page)
  const form = recordForm(dialog)
  await fillPayment(form, { amount: '100' })
  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(form.getByTestId('cancelled-registration')).toContainText('cancelled')
  const reason = form.getByLabel('Reason for taking this payment')
  await expect(reason).toBeFocused()
  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(reason).toHaveAttribute('aria-invalid', 'true')
  await reason.fill('Paid before the cancellation; refund to follow')
  await form.getByRole('button', { name: 'Record payment' }).click()
  await expect(frontToast(page)).toContainText(/Payment recorded, official receipt OR-\d{6}/)
  await expect(paymentRow(dialog, 'RM 100')).toHaveCount(1)
  await expect(form.getByTestId('cancelled-registration')).toHaveCount(0)
})
