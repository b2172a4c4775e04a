import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Download, type Page } from '@playwright/test'

import { E2E_ADMIN } from '../../playwright.config'
import AxeBuilder from '@axe-core/playwright'
import { frontToast } from './helpers/admin-toasts'
import { malaysianToday } from './helpers/bank-day'
import { updateEdition } from './helpers/editions'
import { mailsTo, type SunkMail } from './helpers/mail-sink'
import { blockPrefetches } from './helpers/no-prefetch'
import { screenshotPage } from './helpers/screenshots'
import { readGlobal, updateGlobal } from './helpers/staff-api'
import { apiAs, signIn, type Credentials } from './helpers/staff'
import { register } from './helpers/workshop'

// The staff procedure after a workshop, in /admin/certificates: the roll call at the door on
// a tablet (taps, "All present", a correction, a refused save put back), the day's attendance
// sheet, then the certificates: an unpaid group waived, a name corrected, all issued in one
// step and e-mailed, one revoked. Editors are refused the view. Serial: it publishes an edition
// and sets the certificate settings every admin sees, and takes both back at the end.
test.describe.configure({ mode: 'serial' })

const tag = `CRT${Date.now().toString(36).toUpperCase()}`
const paidOrganization = `${tag} Jabatan Hadir Penuh`
const unpaidOrganization = `${tag} Syarikat Belum Bayar`
const paidEmail = `${tag.toLowerCase()}-paid@example.my`
const unpaidEmail = `${tag.toLowerCase()}-unpaid@example.my`
const PAID_PEOPLE = ['Aminah binti Yusof', 'Bala a/l Muthu', 'Chong Wei Ling']
const UNPAID_PERSON = 'Devi a/p Rajan'
const DAY = 24 * 60 * 60 * 1000

let admin: APIRequestContext
let adminLogin: Credentials
let editorLogin: Credentials
let edition: { id: number; slug: string }
let paid: { id: number; reference: string }
let unpaid: { id: number; reference: string }
let settingsBefore: Record<string, unknown>
const today = malaysianToday()
const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - DAY).toISOString().slice(0, 10)

/** Two accounts of this spec's own, made by the bootstrapped admin. */
const makeAccounts = async (playwright: Parameters<typeof apiAs>[0], baseURL: string) => {
  const root = await apiAs(playwright, baseURL, E2E_ADMIN)
  const accounts: Credentials[] = []
  for (const role of ['admin', 'editor']) {
    const account = {
      email: `${tag.toLowerCase()}-${role}@academy.test`,
      password: `e2e-${role}-password-123`,
    }
    const res = await root.post('/api/users', { data: { ...account, role } })
    expect(res.status(), await res.text()).toBe(201)
    accounts.push(account)
  }
  await root.dispose()
  return accounts
}

const openView = async (page: Page) => {
  await signIn(page, adminLogin)
  await page.goto('/admin/certificates')
  await page.getByLabel('Edition', { exact: true }).selectOption(String(edition.id))
  await expect(rollCall(page).getByRole('heading', { name: paidOrganization })).toBeVisible()
}

const rollCall = (page: Page) => page.getByRole('region', { name: 'Roll call' })
const certificates = (page: Page) => page.getByRole('region', { name: 'Certificates' })
const person = (page: Page, name: string) =>
  rollCall(page).getByRole('button', { name: new RegExp(`^${name}`) })
const counts = (page: Page) => page.getByTestId('roll-call-counts')

const chooseDay = async (page: Page, day: 1 | 2) => {
  const button = rollCall(page).getByRole('button', { name: new RegExp(`^Day ${day} ·`) })
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'true')
}

const pdfOf = async (download: Download) => {
  const path = `test-results/exports/${tag}-${download.suggestedFilename()}`
  await download.saveAs(path)
  return (await readFile(path)).subarray(0, 5).toString()
}

/**
 * axe on the whole admin page but Payload's locale switch in its header, which every admin
 * page shows in Payload's own colours (grey on grey); the view and the nav are checked.
 */
const expectNoViolationsOfOurs = async (page: Page) => {
  const results = await new AxeBuilder({ page }).exclude('.localizer-button').analyze()
  const serious = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/** The certificates e-mails sent to a contact, once `count` of them have arrived. */
const certificateMails = async (address: string, count: number): Promise<SunkMail[]> => {
  let found: SunkMail[] = []
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) =>
          mail.subject.startsWith('Certificates of completion'),
        )
        return found.length
      },
      { message: `certificates e-mails to ${address}`, timeout: 45_000 },
    )
    .toBeGreaterThanOrEqual(count)
  return found
}

test.beforeAll(async ({ playwright, baseURL }) => {
  ;[adminLogin, editorLogin] = await makeAccounts(playwright, baseURL!)
  admin = await apiAs(playwright, baseURL!, adminLogin)
  // Open for registration first (a started edition takes none), then moved to have begun
  // yesterday and to end today: both its days can be marked.
  const created = await admin.post('/api/workshop-editions', {
    data: {
      status: 'published',
      registrationOpen: true,
      title: `${tag} Certified Leadership`,
      referencePrefix: 'CRT',
      venue: 'Dewan Seri Endon, Putrajaya',
      capacity: 30,
      startsAt: new Date(Date.now() + 40 * DAY).toISOString(),
      endsAt: new Date(Date.now() + 41 * DAY).toISOString(),
      priceTiers: [{ minParticipants: 1, ratePerPerson: 3750 }],
      earlyBird: { enabled: false },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  edition = (await created.json()).doc
  const editionId = { edition: edition.id }
  paid = await register(admin, paidOrganization, PAID_PEOPLE, {
    ...editionId,
    contactEmail: paidEmail,
  })
  unpaid = await register(admin, unpaidOrganization, [UNPAID_PERSON], {
    ...editionId,
    contactEmail: unpaidEmail,
  })
  for (const { id } of [paid, unpaid]) {
    const res = await admin.patch(`/api/registrations/${id}`, { data: { status: 'confirmed' } })
    expect(res.status(), await res.text()).toBe(200)
  }
  const { totalAmount } = await (await admin.get(`/api/registrations/${paid.id}?depth=0`)).json()
  const payment = await admin.post(`/api/dashboard/registrations/${paid.id}/payments`, {
    data: { kind: 'payment', amount: totalAmount, paidOn: today, bankReference: `IBG ${tag}` },
  })
  expect(payment.status(), await payment.text()).toBe(201)
  expect((await payment.json()).doc.paymentState).toBe('paid')
  await updateEdition(admin, {}, edition.id, {
    registrationOpen: false,
    startsAt: `${yesterday}T01:00:00.000Z`,
    endsAt: `${today}T09:00:00.000Z`,
  })
  settingsBefore = await readGlobal(admin, 'certificate-settings')
})

test.afterAll(async () => {
  const { signatoryName = null, signatoryTitle = null } = settingsBefore ?? {}
  await updateGlobal(admin, {}, 'certificate-settings', { signatoryName, signatoryTitle })
  // Its registrations and certificates keep it from being deleted. A draft, visitors stop
  // seeing it, and the dashboard does not open on it for the specs after this one (it opens
  // on the latest edition that is not a draft once none is running or coming).
  if (edition) await updateEdition(admin, {}, edition.id, { status: 'draft' })
  await admin.dispose()
})

test.beforeEach(({ page }) => blockPrefetches(page))

test.describe('at the door, on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true })

  test('staff tap people present, a group all at once, and correct a tap', async ({ page }) => {
    await openView(page)
    // The edition runs today: the roll call opens on today, its second day.
    await expect(
      rollCall(page).getByRole('button', { name: /^Day 2 · .*\(today\)/ }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect(counts(page)).toContainText('0 present · 0 absent · 4 not marked')

    await chooseDay(page, 1)
    await rollCall(page)
      .getByRole('button', { name: `All present: ${paidOrganization}` })
      .tap()
    await person(page, UNPAID_PERSON).tap()
    await expect(counts(page)).toContainText('4 present · 0 absent · 0 not marked')

    await chooseDay(page, 2)
    for (const name of PAID_PEOPLE) await person(page, name).tap()
    // A second tap corrects a mark: Chong was not there after all.
    await person(page, 'Chong Wei Ling').tap()
    await expect(person(page, 'Chong Wei Ling')).toHaveAttribute('data-mark', 'absent')
    // By keyboard: the row is a button.
    await person(page, UNPAID_PERSON).focus()
    await page.keyboard.press('Enter')
    await expect(counts(page)).toContainText('3 present · 1 absent · 0 not marked')
    await expect(counts(page)).not.toContainText('saving')
    // Who may be certified follows the marks without a reload.
    await expect(certificates(page).locator('tr[data-participant="Chong Wei Ling"]')).toContainText(
      'Attended 1 of 2 days',
    )

    // What the server holds, read afresh: who marked each one and when (Malaysian time).
    await page.reload()
    await page.getByLabel('Edition', { exact: true }).selectOption(String(edition.id))
    await expect(person(page, 'Chong Wei Ling')).toHaveAttribute('data-mark', 'absent')
    await expect(person(page, 'Aminah binti Yusof')).toHaveAttribute('data-mark', 'present')
    await expect(person(page, 'Aminah binti Yusof')).toContainText(`Marked by ${adminLogin.email}`)
    await expect(person(page, 'Aminah binti Yusof')).toContainText('(Malaysian time)')
    await expect(counts(page)).toContainText('3 present · 1 absent · 0 not marked')

    await rollCall(page)
      .getByRole('searchbox', { name: 'Search name or organisation' })
      .fill('chong')
    await expect(rollCall(page).locator('.roll-call-row')).toHaveCount(1)
    await rollCall(page).getByRole('searchbox').fill('belum bayar')
    await expect(person(page, UNPAID_PERSON)).toBeVisible()
    await expect(rollCall(page).locator('.roll-call-row')).toHaveCount(1)
    await rollCall(page).getByRole('searchbox').fill('')
    await expect(rollCall(page).locator('.roll-call-row')).toHaveCount(4)
    await screenshotPage(page, 'certificates-roll-call')
  })

  test('a save the server refuses says why and puts the mark back', async ({ page }) => {
    await openView(page)
    // The tap is sent for a day outside the edition, which the server refuses with its reason.
    await page.route('**/api/dashboard/attendance', (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), day: '2000-01-01' }),
      }),
    )
    const chong = person(page, 'Chong Wei Ling')
    await expect(chong).toHaveAttribute('data-mark', 'absent')
    await chong.tap()
    await expect(frontToast(page)).toContainText('2000-01-01 is not a day of this edition.')
    await expect(chong).toHaveAttribute('data-mark', 'absent')
    await expect(counts(page)).toContainText('3 present · 1 absent · 0 not marked')
  })

  test('the day’s attendance sheet downloads as a PDF', async ({ page }) => {
    await openView(page)
    await chooseDay(page, 1)
    const downloading = page.waitForEvent('download')
    await rollCall(page).getByRole('button', { name: 'Attendance sheet (PDF)' }).tap()
    const sheet = await downloading
    expect(sheet.suggestedFilename()).toBe(`attendance-${edition.slug}-${yesterday}.pdf`)
    expect(await pdfOf(sheet)).toBe('%PDF-')
  })

  test('the roll call fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openView(page)
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    await screenshotPage(page, 'certificates-roll-call')
    expect(sideways).toBe(0)
  })
})

test.describe('after the workshop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('an admin waives payment, corrects a name, issues, and revokes one', async ({ page }) => {
    await openView(page)
    const section = certificates(page)
    // Nothing can be issued before a signatory is named, and the view says where.
    const readiness = section.getByTestId('certificates-readiness')
    await expect(readiness).toContainText('No signatory')
    await expect(readiness.getByRole('link', { name: 'Settings → Certificates' })).toHaveAttribute(
      'href',
      '/admin/globals/certificate-settings',
    )
    await updateGlobal(admin, {}, 'certificate-settings', {
      signatoryName: 'Dato’ Dr. Ahmad Faizal',
      signatoryTitle: 'Director of Training',
    })
    await page.reload()
    await page.getByLabel('Edition', { exact: true }).selectOption(String(edition.id))
    await expect(section.getByTestId('certificates-summary')).toBeVisible()
    await expect(readiness).toHaveCount(0)

    const eligibility = section.getByRole('table', { name: 'Eligibility' })
    const rowOf = (name: string) => eligibility.locator(`tr[data-participant="${name}"]`)
    await expect(rowOf(UNPAID_PERSON)).toContainText('Not fully paid')
    await expect(rowOf('Chong Wei Ling')).toContainText('Attended 1 of 2 days')
    await expect(rowOf('Chong Wei Ling')).toContainText('1 of 2')
    await expect(rowOf('Aminah binti Yusof')).toContainText('Eligible')
    await expect(section.getByRole('button', { name: 'Issue certificates (2)' })).toBeEnabled()

    await section.getByRole('button', { name: `Waive payment: ${unpaidOrganization}` }).click()
    const waiver = page.getByRole('alertdialog', {
      name: `Waive payment for ${unpaidOrganization}?`,
    })
    await waiver.getByRole('button', { name: 'Waive payment' }).click()
    await expect(waiver.getByLabel('Reason for waiving payment')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await waiver
      .getByLabel('Reason for waiving payment')
      .fill('Sponsored by the ministry, paying next month')
    await waiver.getByRole('button', { name: 'Waive payment' }).click()
    await expect(waiver).toHaveCount(0)
    await expect(frontToast(page)).toContainText('Payment waived')
    await expect(rowOf(UNPAID_PERSON)).toContainText('Eligible')
    await expect(eligibility.locator(`tr[data-registration="${unpaid.reference}"]`)).toContainText(
      'Payment waived',
    )

    const name = rowOf('Aminah binti Yusof').getByRole('textbox')
    await name.fill('Aminah binti Yusoff')
    await expect(rowOf('Aminah binti Yusof')).toContainText('Registered as “Aminah binti Yusof”')
    await section.getByRole('button', { name: 'Issue certificates (3)' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Issue 3 certificates?' })
    await expect(confirm).toContainText('1 corrected name will be printed as typed')
    await confirm.getByRole('button', { name: 'Issue 3 certificates' }).click()
    await expect(frontToast(page)).toContainText('3 certificates issued')

    const issued = section.getByRole('table', { name: 'Issued certificates' })
    await expect(issued.locator('tr[data-certificate]')).toHaveCount(3)
    await expect(issued).toContainText('Aminah binti Yusoff')
    await expect(eligibility.locator('tr[data-participant]')).toHaveCount(1)

    const [mail] = await certificateMails(paidEmail, 1)
    expect(mail.attachments.map((file) => file.contentType)).toEqual([
      'application/pdf',
      'application/pdf',
    ])
    const [waivedMail] = await certificateMails(unpaidEmail, 1)
    expect(waivedMail.attachments).toHaveLength(1)

    const balaRow = issued.locator('tr[data-certificate]').filter({ hasText: 'Bala a/l Muthu' })
    const number = await balaRow.getAttribute('data-certificate')
    const verify = balaRow.getByRole('link', { name: `Open the verification page of ${number}` })
    await expect(verify).toHaveAttribute('href', /^\/verify\/[\w-]+$/)
    await expect(verify).toHaveAttribute('target', '_blank')
    const downloading = page.waitForEvent('download')
    await balaRow.getByRole('link', { name: `Download PDF of ${number}` }).click()
    expect(await pdfOf(await downloading)).toBe('%PDF-')

    await balaRow.getByRole('button', { name: `Revoke ${number}` }).click()
    const revoke = page.getByRole('alertdialog', { name: `Revoke certificate ${number}?` })
    await revoke.getByLabel(/^Reason/).fill('Issued in error: left before the second day')
    await revoke.getByRole('button', { name: 'Revoke certificate' }).click()
    await expect(frontToast(page)).toContainText('Certificate revoked')
    await expect(balaRow).toContainText('Revoked')
    await expect(balaRow).toContainText('Issued in error: left before the second day')
    await expect(balaRow.getByRole('button', { name: `Revoke ${number}` })).toBeDisabled()

    // The group's e-mail again: only its certificate that still stands goes.
    await section
      .getByRole('button', { name: `Re-send certificates e-mail: ${paidOrganization}` })
      .click()
    await expect(frontToast(page)).toContainText('The e-mail with 1 certificate is on its way')
    const mails = await certificateMails(paidEmail, 2)
    expect(mails.map((m) => m.attachments.length).sort()).toEqual([1, 2])

    // Checked once the last toast has gone: caught fading out, its text has too little contrast.
    await expect(frontToast(page)).toHaveCount(0)
    await expectNoViolationsOfOurs(page)
    await screenshotPage(page, 'certificates-admin')
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshotPage(page, 'certificates-admin')
  })

  test('admins find the view in the nav; editors are refused it', async ({ page }) => {
    await signIn(page, adminLogin)
    await page.goto('/admin')
    // Narrower than Payload's large break (1440 px), its nav starts closed.
    await page.getByRole('button', { name: /^open menu$/i }).click()
    await expect(page.locator('#nav-attendance-certificates')).toBeVisible()
    await page.screenshot({ path: 'test-results/screenshots/certificates-nav-1280.png' })
    await page.locator('#nav-attendance-certificates').click()
    await expect(page).toHaveURL(/\/admin\/certificates$/)
    await expect(
      page.getByRole('heading', { name: 'Attendance & certificates', level: 1 }),
    ).toBeVisible()

    await page.context().clearCookies()
    await signIn(page, editorLogin)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    await expect(page.locator('#nav-attendance-certificates')).toHaveCount(0)
    await page.goto('/admin/certificates')
    await expect(page).toHaveURL(/\/admin\/unauthorized/)
    await expect(page.getByRole('region', { name: 'Roll call' })).toHaveCount(0)
    const refused = await page.request.get(`/api/dashboard/editions/${edition.id}/roll-call`, {
      headers: { origin: new URL(page.url()).origin },
    })
    expect(refused.status()).toBe(403)
  })
})
