import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { frontToast } from './helpers/admin-toasts'
import { bankToday } from './helpers/bank-day'
import { seededEdition, settingsOf, updateEdition, type Edition } from './helpers/editions'
import { blockPrefetches } from './helpers/no-prefetch'
import { apiAs, signIn, staffAccount, type Credentials } from './helpers/staff'
import { register } from './helpers/workshop'

// A bank the academy has not mapped yet, as its admin meets it: the statement file has a
// preamble above its table and writes amounts with a trailing sign. The admin maps the bank
// from the file itself (every choice proposed, checked against the preview), saves it; next
// month's file, whose preamble is a line longer, is imported with the saved format; the line
// naming a registration is accepted, then its payment voided, and the line is open again.
// Serial: it opens the seeded edition for registration and puts it back afterwards.
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1280, height: 900 } })

const tag = `MAP${Date.now().toString(36).toUpperCase()}`
const organization = `${tag} Jabatan Penyata`
const formatName = `${tag} RHB Reflex`
const account = `${tag} RHB 2123 4500 9876`
const nextYear = new Date().getUTCFullYear() + 1

let admin: APIRequestContext
let adminLogin: Credentials
let seeded: Edition
let registration: { id: number; reference: string; totalAmount: number }

const trailingSign = (ringgit: number, sign: '+' | '-') =>
  `"${ringgit.toLocaleString('en-US', { minimumFractionDigits: 2 })}${sign}"`

/** A statement as this bank writes it: `preamble` lines, then the table. */
const statementCsv = (preamble: string[], description: string) =>
  [
    ...preamble,
    'Entry Date,Transaction Description,Reference,Transaction Amount,Sender',
    `${bankToday()},IBG CREDIT,${description},${trailingSign(registration.totalAmount, '+')},${organization.toUpperCase()}`,
    `${bankToday()},SERVICE CHARGE,,${trailingSign(12, '-')},`,
    ',Opening balance,,"10,000.00+",',
  ].join('\n')

const dashboard = async (page: Page) => {
  await signIn(page, adminLogin)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  return page.getByRole('region', { name: 'Bank Statements' })
}

test.beforeAll(async ({ playwright, baseURL }) => {
  adminLogin = staffAccount('statementsAdmin')
  admin = await apiAs(playwright, baseURL!, adminLogin)
  seeded = await seededEdition(admin, {})
  await updateEdition(admin, {}, seeded.id, {
    status: 'published',
    startsAt: `${nextYear}-05-12T08:30:00+08:00`,
    endsAt: `${nextYear}-05-13T17:00:00+08:00`,
    registrationOpen: true,
    capacity: 30,
  })
  registration = await register(admin, organization, ['Peserta Penyata'], {
    contactEmail: `${tag.toLowerCase()}@example.my`,
  })
})

test.afterAll(async () => {
  if (registration) {
    await admin.patch(`/api/registrations/${registration.id}`, { data: { status: 'cancelled' } })
  }
  await updateEdition(admin, {}, seeded.id, settingsOf(seeded))
  await admin.dispose()
})

test.beforeEach(({ page }) => blockPrefetches(page))

test('the admin maps a new bank from its file, checking the preview, and saves it', async ({
  page,
}) => {
  const statements = await dashboard(page)
  await statements.getByLabel('Statement file (CSV or Excel)').setInputFiles({
    name: `rhb-${tag}-this-month.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      statementCsv(
        ['RHB Reflex Account Statement', `Account,${account}`, 'Currency,MYR'],
        'TRANSFER FROM JABATAN',
      ),
    ),
  })
  await statements.getByLabel('Bank format', { exact: true }).selectOption({ label: 'New format…' })
  const format = statements.getByRole('form', { name: 'New bank format' })

  // Every choice is read from the file.
  await expect(format.getByLabel('Rows above the header')).toHaveValue('3')
  await expect(format.getByLabel('Header text')).toHaveValue('Entry Date')
  await expect(format.getByLabel('Date column')).toHaveValue('Entry Date')
  await expect(format.getByLabel('Date format')).toHaveValue('dd/MM/yyyy')
  await expect(format.getByLabel('Amount given as')).toHaveValue('signed-amount')
  await expect(format.getByLabel('Amount column')).toHaveValue('Transaction Amount')
  await expect(format.getByLabel('Payer column (optional)')).toHaveValue('Sender')
  await expect(format.getByLabel('Transaction Description')).toBeChecked()
  await expect(format.getByLabel('Reference', { exact: true })).toBeChecked()

  // The preview reads the credit, not the debit, and lists the row it cannot read.
  const preview = format.getByRole('table', { name: 'Preview of the statement' })
  const rows = preview.locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('TRANSFER FROM JABATAN')
  await expect(rows.first()).toContainText(`RM ${registration.totalAmount.toLocaleString('en-US')}`)
  await expect(preview).not.toContainText('SERVICE CHARGE')
  const skipped = format.getByRole('table', { name: 'Skipped rows' })
  await expect(skipped.locator('tbody tr')).toHaveCount(1)
  await expect(skipped).toContainText('The date is missing.')

  // A change the admin makes is previewed: without the reference, the description is shorter.
  await format.getByLabel('Reference', { exact: true }).uncheck()
  await expect(rows.first()).not.toContainText('TRANSFER FROM JABATAN')
  await format.getByLabel('Reference', { exact: true }).check()
  await expect(rows.first()).toContainText('TRANSFER FROM JABATAN')

  // Every kind of amount the reader knows is offered, with the indicator's values as text.
  const amountKind = format.getByLabel('Amount given as')
  await amountKind.selectOption('amount-with-indicator')
  await expect(format.getByLabel('DR/CR column')).toBeVisible()
  await expect(format.getByLabel('Values meaning money in')).toHaveValue('')
  await expect(format.getByLabel('Values meaning money out')).toBeVisible()
  await expect(format.getByTestId('format-problems')).toContainText('Choose the column that says')
  await amountKind.selectOption('signed-amount')
  await expect(format.getByLabel('DR/CR column')).toHaveCount(0)
  await expect(rows.first()).toContainText('TRANSFER FROM JABATAN')
  await expect(format.getByLabel('Separator')).toHaveValue('')

  await format.getByLabel('Format name').fill(formatName)
  await format.getByLabel('Bank account').fill(account)
  await expect(format.getByTestId('format-problems')).toHaveCount(0)
  // The form alone: Payload's own admin header is not this form's to answer for.
  const axe = await new AxeBuilder({ page }).include('form[aria-labelledby]').analyze()
  expect(
    axe.violations
      .filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
  await format.screenshot({ path: 'test-results/screenshots/statement-mapping-1280.png' })
  await page.setViewportSize({ width: 390, height: 844 })
  await format.screenshot({ path: 'test-results/screenshots/statement-mapping-390.png' })
  await page.setViewportSize({ width: 1280, height: 900 })

  await format.getByRole('button', { name: 'Save format' }).click()
  await expect(frontToast(page)).toContainText('Bank format saved')
  const saved = await (
    await admin.get(`/api/statement-mappings?where[name][equals]=${encodeURIComponent(formatName)}`)
  ).json()
  expect(saved.docs[0].mapping).toMatchObject({
    header: { containing: 'Entry Date' },
    amount: { kind: 'signed-amount', column: 'Transaction Amount' },
  })
})

test('next month’s file, with a longer preamble, imports with the saved format; the matched line is accepted', async ({
  page,
}) => {
  const statements = await dashboard(page)
  await statements.getByLabel('Statement file (CSV or Excel)').setInputFiles({
    name: `rhb-${tag}-next-month.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      statementCsv(
        [
          'RHB Reflex Account Statement',
          `Account,${account}`,
          'Currency,MYR',
          'Statement period,This month',
        ],
        registration.reference,
      ),
    ),
  })
  await statements
    .getByLabel('Bank format', { exact: true })
    .selectOption({ label: `${formatName} (${account})` })
  await statements.getByRole('button', { name: 'Import statement' }).click()
  await expect(statements.getByTestId('import-summary')).toContainText('1 credit line, 1 new')

  const line = statements
    .getByRole('table', { name: 'Bank lines to decide' })
    .locator('tbody tr')
    .filter({ hasText: registration.reference })
  await expect(line).toContainText('Matched')
  await line.getByRole('button', { name: 'Accept' }).click()
  await expect(frontToast(page)).toContainText('Bank line recorded as payment')
  await expect(line).toHaveCount(0)

  // Decided, it stays listed: who recorded it and how to undo that.
  await statements.getByLabel('Show', { exact: true }).selectOption('recorded')
  const recorded = statements
    .getByRole('table', { name: 'Bank lines recorded' })
    .locator('tbody tr')
    .filter({ hasText: registration.reference })
  await expect(recorded).toContainText('Recorded by')
  await expect(recorded).toContainText('void its payment')
  await expect(recorded.getByRole('button')).toHaveCount(0)
})

test('voiding the line’s payment opens the line again', async ({ page }) => {
  const payments = await (
    await admin.get(
      `/api/payments?where[registration][equals]=${registration.id}&where[source][equals]=bank-line&depth=0`,
    )
  ).json()
  expect(payments.docs).toHaveLength(1)
  const voided = await admin.post(`/api/dashboard/payments/${payments.docs[0].id}/void`, {
    data: { reason: 'Recorded against the wrong registration' },
  })
  expect(voided.status(), await voided.text()).toBe(200)

  const statements = await dashboard(page)
  await expect(statements.getByLabel('Show', { exact: true })).toHaveValue('open')
  const line = statements
    .getByRole('table', { name: 'Bank lines to decide' })
    .locator('tbody tr')
    .filter({ hasText: registration.reference })
  await expect(line).toHaveCount(1)
  await expect(line).toContainText('Waiting for a decision')
  await expect(line.getByRole('button', { name: 'Assign…' })).toBeVisible()
})
