import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { expectNoSeriousViolations } from './helpers/accessibility'
import { malaysianToday } from './helpers/bank-day'
import { bankSlipPdf } from './helpers/bank-slip'
import { importCreditLines } from './helpers/bank-statement'
import { seededEdition, settingsOf, updateEdition, type Edition } from './helpers/editions'
import { blockPrefetches } from './helpers/no-prefetch'
import { expectHeaderLive } from './helpers/page-live'
import { apiAs, staffAccount } from './helpers/staff'

// Paying in two parts, as a payer and the academy's admin go through it: a deposit by bank
// slip, recorded by the admin (receipt 1, the balance on the payer's page); the balance from
// the bank statement (receipt 2, the page says paid and offers both receipts); the admin
// voids the second payment and the page asks for the balance again. Serial: it opens the
// seeded edition for registration and puts it back afterwards.
test.describe.configure({ mode: 'serial' })

const tag = `LED${Date.now().toString(36).toUpperCase()}`
const organization = `${tag} Jabatan Ansuran`
const nextYear = new Date().getUTCFullYear() + 1

let admin: APIRequestContext
let seeded: Edition
let reference = ''
let registrationId = 0
let paymentPage = ''
let balancePaymentId = 0

const receiptsOnPage = (page: Page) =>
  page.getByRole('region', { name: 'Your documents' }).getByRole('link', { name: /PDF of OR-/ })

test.beforeAll(async ({ playwright, baseURL }) => {
  admin = await apiAs(playwright, baseURL!, staffAccount('ledgerAdmin'))
  seeded = await seededEdition(admin, {})
  await updateEdition(admin, {}, seeded.id, {
    status: 'published',
    startsAt: `${nextYear}-04-14T08:30:00+08:00`,
    endsAt: `${nextYear}-04-15T17:00:00+08:00`,
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

test('the payer registers and uploads the slip of a deposit: the page says it is being checked', async ({
  page,
}) => {
  await page.goto('/registration')
  await expectHeaderLive(page)
  const form = page.getByRole('form', { name: 'Registration form' })
  await form.getByLabel(/^Organization/).fill(organization)
  await form.getByLabel(/^Contact name/).fill('Puan Ansuran')
  await form.getByLabel(/^Phone/).fill('03-8000 7777')
  await form.getByLabel(/^Email/).fill(`${tag.toLowerCase()}@example.my`)
  await form.getByLabel('Participant 1 name').fill('Peserta Ansuran')
  await form.getByRole('button', { name: 'Submit' }).click()
  const answer = form.getByRole('status')
  await expect(answer).toContainText('Transfer exactly RM 3,750')
  reference = (await answer.textContent())!.match(/ASL-\d{4}-\d{4,}/)![0]
  const stored = await admin.get(`/api/registrations?where[reference][equals]=${reference}`)
  registrationId = (await stored.json()).docs[0].id
  await answer.getByRole('link', { name: /Upload the bank slip/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay for your registration')
  paymentPage = page.url()

  const upload = page.getByRole('form', { name: 'Upload the bank slip' })
  await upload.getByLabel(/^Bank slip/).setInputFiles({
    name: 'deposit.pdf',
    mimeType: 'application/pdf',
    buffer: await bankSlipPdf(`IBG transfer RM 1,000.00 ${reference}`),
  })
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are checking your bank slip')
  await expect(page.getByRole('main')).toContainText('Slip received, being checked')
  // A file that is not a slip is refused in words, not a status code.
  await upload.getByLabel(/^Bank slip/).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a slip'),
  })
  await upload.getByRole('button', { name: 'Upload' }).click()
  const refusal = upload.getByRole('alert')
  await expect(refusal).toContainText('Please upload')
  await expect(refusal).not.toContainText('400')
})

test('the admin records the deposit from the slip: receipt 1, and the balance on the payer’s page', async ({
  page,
}) => {
  const slips = await (
    await admin.get(`/api/payment-slips?where[registration][equals]=${registrationId}&depth=0`)
  ).json()
  const recorded = await admin.post(`/api/dashboard/registrations/${registrationId}/payments`, {
    data: {
      kind: 'payment',
      amount: 1000,
      paidOn: malaysianToday(),
      slip: slips.docs[0].id,
      bankReference: `IBG ${reference}`,
    },
  })
  expect(recorded.status()).toBe(201)
  const first = (await recorded.json()).document.number
  expect(first).toMatch(/^OR-\d{6}$/)

  await page.goto(paymentPage)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Pay the balance of your registration',
  )
  const main = page.getByRole('main')
  await expect(main).toContainText('Balance to transfer')
  await expect(main).toContainText('RM 2,750.00')
  await expect(main).toContainText('Partly paid')
  await expect(receiptsOnPage(page)).toHaveCount(1)
  await expect(page.getByRole('region', { name: 'Your documents' })).toContainText(first)
  const downloading = page.waitForEvent('download')
  await receiptsOnPage(page).first().click()
  expect((await downloading).suggestedFilename()).toBe(`official-receipt-${first}.pdf`)
  await expectNoSeriousViolations(page)
})

test('the balance arrives on the bank statement: receipt 2, the page says paid and offers both', async ({
  page,
}) => {
  const importId = await importCreditLines(admin, tag, [
    { description: `IBG CREDIT ${reference}`, amount: '2,750.00' },
  ])
  const lines = await (
    await admin.get(`/api/statement-lines?where[statementImport][equals]=${importId}&depth=0`)
  ).json()
  expect(lines.docs[0].matchKind).toBe('matched')
  const accepted = await admin.post(`/api/dashboard/statement-lines/${lines.docs[0].id}/decision`, {
    data: { action: 'accept', confirm: true },
  })
  expect(accepted.status()).toBe(200)
  const payments = await (
    await admin.get(
      `/api/payments?where[registration][equals]=${registrationId}&where[source][equals]=bank-line&depth=0`,
    )
  ).json()
  balancePaymentId = payments.docs[0].id

  await page.goto(paymentPage)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your registration is paid')
  const main = page.getByRole('main')
  await expect(main).toContainText('Your seats are confirmed')
  await expect(receiptsOnPage(page)).toHaveCount(2)
  await expect(page.getByRole('form', { name: 'Upload the bank slip' })).toHaveCount(0)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({
    path: 'test-results/screenshots/payment-page-paid-390.png',
    fullPage: true,
  })
  await expectNoSeriousViolations(page)
})

test('the admin voids the balance’s payment: its receipt is cancelled and the page asks for the balance again', async ({
  page,
}) => {
  const voided = await admin.post(`/api/dashboard/payments/${balancePaymentId}/void`, {
    data: { reason: 'The bank reversed the transfer' },
  })
  expect(voided.status()).toBe(200)
  await page.goto(paymentPage)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Pay the balance of your registration',
  )
  await expect(page.getByRole('main')).toContainText('RM 2,750.00')
  await expect(receiptsOnPage(page)).toHaveCount(1)
  await page.screenshot({
    path: 'test-results/screenshots/payment-page-balance-1280.png',
    fullPage: true,
  })
  const receipts = await (
    await admin.get(
      `/api/official-receipts?where[registration][equals]=${registrationId}&sort=sequence&depth=0&select[number]=true&select[cancelledAt]=true&select[cancelReason]=true`,
    )
  ).json()
  expect(receipts.docs.map((doc: { cancelledAt?: string }) => Boolean(doc.cancelledAt))).toEqual([
    false,
    true,
  ])
  expect(receipts.docs[1].cancelReason).toBe('Payment voided: The bank reversed the transfer')
  // The bank line waits for a new decision.
  const line = await (await admin.get(`/api/payments/${balancePaymentId}?depth=1`)).json()
  expect(line.statementLine.state).toBe('open')
})
