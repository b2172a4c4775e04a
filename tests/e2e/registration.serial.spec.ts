import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { registrationBody } from '../../scripts/lib/submission-bodies'
import { expectNoSeriousViolations } from './helpers/accessibility'
import { delayFormPosts, onFormPosts } from './helpers/form-posts'
import { openWithScriptsHeld } from './helpers/held-scripts'
import { blockPrefetches } from './helpers/no-prefetch'
import { expectHeaderLive } from './helpers/page-live'
import { screenshotPage } from './helpers/screenshots'
import { seededEdition, settingsOf, updateEdition, type Edition } from './helpers/editions'
import { adminAuth, readGlobal } from './helpers/staff-api'
import { expectToast, toastOnScreen } from './helpers/toasts'
import { watchLibraryScripts } from './helpers/library-scripts'
import { PRIVACY_NOTICE } from '../../src/server/bootstrap/seed/content/privacy-notice'

// The group registration form as an organisation fills it in. Runs alone (it opens and fills
// the seeded workshop edition, the only one on the site), after the parallel tests; it puts
// the edition back as it found it.

const form = (page: Page) => page.getByRole('form', { name: 'Registration form' })
/** Opens the form with its scripts running (its toasts and live figures need them). */
const openForm = async (page: Page) => {
  await page.goto('/registration')
  await expectHeaderLive(page)
}
const summary = (page: Page) => form(page).locator('[aria-live="polite"]')
const participant = (page: Page, n: number) => form(page).getByLabel(`Participant ${n} name`)

let auth: Record<string, string>
let seeded: Edition
const created: number[] = []
const nextYear = new Date().getUTCFullYear() + 1

const setWorkshop = (request: APIRequestContext, data: Record<string, unknown>) =>
  updateEdition(request, auth, seeded.id, {
    startsAt: `${nextYear}-03-10T08:30:00+08:00`,
    endsAt: `${nextYear}-03-11T17:00:00+08:00`,
    registrationOpen: true,
    capacity: 30,
    // Past by default: the seeded full rates apply.
    earlyBird: { enabled: true, discountPercent: 10, deadline: '2025-10-15T00:00:00+08:00' },
    ...data,
  })

const seatsLeft = async (request: APIRequestContext) =>
  (await (await request.get(`/api/workshop/seats?edition=${seeded.slug}`)).json())
    .remaining as number

/** Takes seats through the API, as other organisations would, leaving `left` seats. */
const takeSeatsUntil = async (request: APIRequestContext, left: number) => {
  let remaining = await seatsLeft(request)
  while (remaining > left) {
    const count = Math.min(10, remaining - left)
    const response = await request.post('/api/registrations', {
      headers: auth,
      data: registrationBody(
        Array.from({ length: count }, (_, i) => `Other ${i + 1}`),
        {
          edition: seeded.id,
          organization: 'Another organisation',
          contactEmail: 'else@example.my',
        },
      ),
    })
    expect(response.status(), await response.text()).toBe(201)
    created.push((await response.json()).doc.id)
    remaining -= count
  }
}

const fillContact = async (page: Page, email: string) => {
  await form(page)
    .getByLabel(/^Organization/)
    .fill('Jabatan Perkhidmatan Contoh')
  await form(page)
    .getByLabel(/^Address/)
    .fill('Aras 3, Blok C, Putrajaya')
  await form(page)
    .getByLabel(/^Contact name/)
    .fill('Encik Hafiz Rahman')
  await form(page)
    .getByLabel(/^Phone/)
    .fill('03-8000 1234')
  await form(page)
    .getByLabel(/^Email/)
    .fill(email)
}

// Saves here are read back at once (see the helper).
test.beforeEach(({ page }) => blockPrefetches(page))
test.beforeAll(async ({ request }) => {
  auth = await adminAuth(request)
  seeded = await seededEdition(request, auth)
})

test.afterAll(async ({ request }) => {
  const admin = await adminAuth(request)
  for (const id of created) {
    await request.patch(`/api/registrations/${id}`, {
      headers: admin,
      data: { status: 'cancelled' },
    })
  }
  await updateEdition(request, admin, seeded.id, settingsOf(seeded))
})

test('while the workshop is closed, the page says why and where to ask instead of the form', async ({
  page,
}) => {
  await page.goto('/registration')
  await expect(form(page)).toHaveCount(0)
  await expect(page.getByRole('main')).toContainText(
    'This workshop has already started; registration is closed.',
  )
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  )
})

test('closed by staff, or fully booked, the page says which instead of showing the form', async ({
  page,
  request,
}) => {
  await setWorkshop(request, { registrationOpen: false })
  await page.goto('/registration')
  await expect(form(page)).toHaveCount(0)
  await expect(page.getByRole('main')).toContainText('Registration for this workshop is closed.')

  // Full: capacity lowered to exactly the seats already taken (at least one).
  await setWorkshop(request, {})
  await takeSeatsUntil(request, 29)
  const taken = 30 - (await seatsLeft(request))
  await setWorkshop(request, { capacity: taken })
  await page.goto('/registration')
  await expect(form(page)).toHaveCount(0)
  await expect(page.getByRole('main')).toContainText('This workshop is fully booked.')
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  )
})

test.describe('with registration open', () => {
  test.beforeAll(async ({ request }) => {
    await setWorkshop(request, {})
  })

  test('shows every message, the participants toast, and stays accessible with errors', async ({
    page,
  }) => {
    await openForm(page)
    await form(page).getByRole('button', { name: 'Submit' }).click()
    await expectToast(page, 'Participants Required', 'Please add at least one participant.')
    const expected: Array<[RegExp, string]> = [
      [/^Organization/, 'Organization is required'],
      [/^Contact name/, 'Contact name is required'],
      [/^Phone/, 'Phone number is required'],
      [/^Email/, 'Valid email is required'],
    ]
    for (const [label, message] of expected) {
      await expect(form(page).getByLabel(label)).toHaveAccessibleDescription(message)
    }
    await expect(form(page).getByRole('table')).toHaveAccessibleDescription(
      'At least one participant is required',
    )
    await expect(form(page).getByLabel(/^Address/)).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form(page).getByRole('row')).toHaveCount(11)
    await expectNoSeriousViolations(page)
    await screenshotPage(page, 'registration-errors')
    // A name typed in, the message goes (it would otherwise be printed with the form).
    await participant(page, 1).fill('Aminah')
    await expect(page.locator('#registration-participants-error')).toBeEmpty()
    await expect(form(page).getByRole('table')).not.toHaveAccessibleDescription(/participant/)
    await page.emulateMedia({ media: 'print' })
    await expect(form(page).getByText('At least one participant is required')).toHaveCount(0)
    await page.emulateMedia({ media: 'screen' })
  })

  test('the form’s checks arrive when the visitor starts on the form, not with the page', async ({
    page,
  }) => {
    const validation = await watchLibraryScripts(page, 'validation')
    await openForm(page)
    expect(validation.fetched()).toBe(0)
    await form(page)
      .getByLabel(/^Organization/)
      .focus()
    await expect.poll(validation.fetched).toBe(1)
    // A script still on its way when the test ends would reach a route whose page has closed.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('on a phone, the failure toast leaves Submit in sight', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await openForm(page)
    const submit = form(page).getByRole('button', { name: 'Submit' })
    // Submit at the foot of the screen, where a thumb taps it.
    await submit.evaluate((button) => {
      const { bottom } = button.getBoundingClientRect()
      window.scrollBy(0, bottom - window.innerHeight + 16)
    })
    await submit.click()
    const toast = await expectToast(page, 'Participants Required')
    const [toastBox, submitBox] = [await toast.boundingBox(), await submit.boundingBox()]
    const overlaps =
      toastBox!.y < submitBox!.y + submitBox!.height &&
      submitBox!.y < toastBox!.y + toastBox!.height
    expect(overlaps, 'the toast over Submit').toBe(false)
    await page.screenshot({ path: 'test-results/screenshots/registration-toast-390.png' })
  })

  test('shows the bank details from the edition and how to send the form and receipt', async ({
    page,
    request,
  }) => {
    const workshop = await seededEdition(request, auth)
    const site = await readGlobal(request, 'site')
    await page.goto('/registration')
    const payment = page.getByRole('main').locator('dl').filter({ hasText: 'Account number' })
    for (const value of [
      workshop.bank.bankName,
      workshop.bank.accountName,
      workshop.bank.accountNumber,
    ]) {
      expect(value).toBeTruthy()
      await expect(payment).toContainText(value)
    }
    await expect(page.getByRole('main')).toContainText(
      `E-mail the form and receipt to ${site.supportEmail}`,
    )
    // In Malay as well: the bank details' labels and the workshop's facts.
    await expect(payment.locator('dt [lang="ms"]')).toHaveText(['Nama akaun', 'Nombor akaun'])
    const malay = page.getByRole('main').locator('li [lang="ms"]')
    await expect(malay.filter({ hasText: 'Bermula 8:30 pagi' })).toHaveCount(1)
    await expect(malay.filter({ hasText: 'Terhad kepada 30 peserta' })).toHaveCount(1)
    await expect(malay.filter({ hasText: 'Sebuah hotel di Kuala Lumpur' })).toHaveCount(1)
  })

  test('what a visitor types before the scripts have run is kept when the form comes alive', async ({
    page,
  }) => {
    // Hold the page's scripts back until the visitor has typed, as a slow phone link would.
    const scripts = await openWithScriptsHeld(page, '/registration')
    await form(page)
      .getByLabel(/^Organization/)
      .fill('Jabatan Ujian')
    await participant(page, 1).fill('Aminah')
    await participant(page, 2).fill('Balqis')
    // Until they run, the figures cannot follow the names, and say so.
    await expect(summary(page)).toContainText('Participants / Bilangan peserta—')

    scripts.release()
    await expectHeaderLive(page)
    await expect(form(page).getByLabel(/^Organization/)).toHaveValue('Jabatan Ujian')
    await expect(participant(page, 1)).toHaveValue('Aminah')
    await expect(participant(page, 2)).toHaveValue('Balqis')
    // The form's own state has them: the live summary counts the two rows.
    await expect(summary(page)).toContainText('Participants / Bilangan peserta2')
    await expect(summary(page)).toContainText('Total / Jumlah' + 'RM 7,500')
  })

  test('counts only filled rows and prices 1, 2, 3, 4, 5 and 10 participants as the server does', async ({
    page,
  }) => {
    await openForm(page)
    const totals: Array<[number, string, string]> = [
      [1, 'RM 3,750', 'RM 3,750'],
      [2, 'RM 3,750', 'RM 7,500'],
      [3, 'RM 2,625', 'RM 7,875'],
      [4, 'RM 2,625', 'RM 10,500'],
      [5, 'RM 1,875', 'RM 9,375'],
      [10, 'RM 1,875', 'RM 18,750'],
    ]
    for (const [count, rate, total] of totals) {
      for (let n = 1; n <= 10; n++)
        await participant(page, n).fill(n <= count ? `Peserta ${n}` : '')
      await expect(summary(page)).toContainText(`Participants / Bilangan peserta${count}`)
      await expect(summary(page)).toContainText(`Rate per person / Kadar seorang${rate}`)
      await expect(summary(page)).toContainText(`Total / Jumlah${total}`)
    }
    // Blank and space-only rows do not count, wherever they are.
    for (let n = 1; n <= 10; n++) await participant(page, n).fill('')
    await participant(page, 2).fill('Aminah')
    await participant(page, 5).fill('   ')
    await participant(page, 7).fill('Balqis')
    await participant(page, 10).fill('Chandra')
    await expect(summary(page)).toContainText('Participants / Bilangan peserta3')
    await expect(summary(page)).toContainText('Total / Jumlah' + 'RM 7,875')
  })

  test('registers, shows the reference, resets the rows, and stores what the server priced', async ({
    page,
    request,
  }) => {
    await openForm(page)
    const email = `reg.${Date.now()}@example.my`
    await fillContact(page, email)
    await participant(page, 1).fill('Ahmad bin Ali')
    await participant(page, 3).fill('Siti Nurhaliza')
    await participant(page, 4).fill('Tan Wei Ming')
    await delayFormPosts(page, '/registration')
    await form(page).getByRole('button', { name: 'Submit' }).click()
    await expect(form(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    await expectToast(
      page,
      'Registration Successful!',
      'Your registration has been submitted successfully. We will contact you soon.',
    )
    const status = form(page).getByRole('status')
    await expect(status).toContainText(/Your reference number is ASL-\d{4}-\d{4}/)
    await expect(status).toBeFocused()
    const reference = (await status.textContent())!.match(/ASL-\d{4}-\d{4}/)![0]
    // The payment reference and the exact amount, in the toast and in the answer.
    await expect(toastOnScreen(page)).toContainText(`Reference ${reference}: transfer RM 7,875`)
    await expect(status).toContainText(
      `Transfer exactly RM 7,875 to the account under Payment details, with ${reference} as the transfer’s recipient reference.`,
    )
    await expect(status.getByRole('link', { name: /Upload the bank slip/ })).toHaveAttribute(
      'href',
      /^\/payment\/\d+\?expires=\d+&signature=[\w-]+$/,
    )
    for (let n = 1; n <= 10; n++) await expect(participant(page, n)).toHaveValue('')
    await expect(form(page).getByLabel(/^Organization/)).toHaveValue('')

    // Printed now, the page is the confirmation of what was stored, not the emptied form.
    await page.emulateMedia({ media: 'print' })
    const printout = page.getByRole('region', { name: 'Registration confirmation' })
    await expect(printout).toBeVisible()
    await expect(form(page).getByLabel(/^Organization/)).toBeHidden()
    for (const text of [
      reference,
      'Jabatan Perkhidmatan Contoh',
      email,
      'Ahmad bin Ali',
      'Siti Nurhaliza',
      'Tan Wei Ming',
      '3 × RM 2,625 = RM 7,875',
    ]) {
      await expect(printout).toContainText(text)
    }
    await expect(printout).toContainText(/\/payment\/\d+\?expires=\d+&signature=[\w-]+/)
    await expect(page.getByText(/Account number|Nombor akaun/).first()).toBeVisible()
    await page.pdf({ path: 'test-results/registration-confirmation.pdf', format: 'A4' })
    // Filled in again, it prints as that form.
    await page.emulateMedia({ media: 'screen' })
    await participant(page, 1).fill('Next Person')
    await page.emulateMedia({ media: 'print' })
    await expect(printout).toBeHidden()
    await expect(participant(page, 1)).toHaveValue('Next Person')
    await expect(participant(page, 1)).toBeVisible()
    await page.emulateMedia({ media: 'screen' })
    await participant(page, 1).fill('')

    const stored = await request.get(`/api/registrations?where[reference][equals]=${reference}`, {
      headers: auth,
    })
    const [doc] = (await stored.json()).docs
    created.push(doc.id)
    expect(doc).toMatchObject({
      organization: 'Jabatan Perkhidmatan Contoh',
      contactEmail: email,
      participantCount: 3,
      ratePerPerson: 2625,
      totalAmount: 7875,
      status: 'pending',
      privacyNoticeVersion: PRIVACY_NOTICE.version,
    })
    expect(doc.participants.map((p: { no: number; name: string }) => [p.no, p.name])).toEqual([
      [1, 'Ahmad bin Ali'],
      [2, 'Siti Nurhaliza'],
      [3, 'Tan Wei Ming'],
    ])
  })

  test('the early-bird rate shows while it applies', async ({ page, request }) => {
    await setWorkshop(request, {
      earlyBird: {
        enabled: true,
        discountPercent: 10,
        deadline: `${nextYear}-02-20T00:00:00+08:00`,
      },
    })
    try {
      await openForm(page)
      await participant(page, 1).fill('Early Bird')
      await expect(summary(page)).toContainText('RM 3,375')
      await expect(summary(page)).toContainText('Early bird −10% (was RM 3,750)')
    } finally {
      await setWorkshop(request, {})
    }
  })

  test('an answer that never comes keeps every value', async ({ page }) => {
    await openForm(page)
    // Something other than the site answers the post (a proxy's error page).
    await onFormPosts(page, '/registration', (route) => route.fulfill({ status: 502, body: '' }))
    await fillContact(page, 'kept@example.my')
    await participant(page, 1).fill('Kept Participant')
    await form(page).getByRole('button', { name: 'Submit' }).click()
    await expectToast(page, 'Registration Failed', 'Please try again or contact us directly.')
    await expect(participant(page, 1)).toHaveValue('Kept Participant')
    await expect(form(page).getByLabel(/^Organization/)).toHaveValue('Jabatan Perkhidmatan Contoh')
  })

  test('when others took the seats meanwhile (409), it says how many are left and keeps the values', async ({
    page,
    request,
  }) => {
    await openForm(page)
    await fillContact(page, 'late@example.my')
    for (const n of [1, 2, 3]) await participant(page, n).fill(`Late ${n}`)
    // While this visitor types, other organisations take all but two seats.
    await takeSeatsUntil(request, 2)
    await form(page).getByRole('button', { name: 'Submit' }).click()
    await expectToast(page, 'Registration Failed', 'Only 2 seats are left for this workshop.')
    await expect(summary(page)).toContainText('Seats left / Tempat berbaki2')
    await expect(participant(page, 3)).toHaveValue('Late 3')
    await expect(form(page).getByLabel(/^Organization/)).toHaveValue('Jabatan Perkhidmatan Contoh')
  })

  test('Download as PDF and Print both open the print dialog; the printed form is a clean A4', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { printCalls: number }).printCalls = 0
      window.print = () => {
        ;(window as unknown as { printCalls: number }).printCalls++
      }
    })
    await page.goto('/registration')
    // They show as unavailable until the page's scripts have run, then work.
    await expect(form(page).getByRole('button', { name: 'Print' })).toBeEnabled()
    await fillContact(page, 'print@example.my')
    for (const [n, name] of ['Ahmad bin Ali', 'Siti Nurhaliza', 'Ravi a/l Kumar'].entries()) {
      await participant(page, n + 1).fill(name)
    }
    const printCalls = () =>
      page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)
    await form(page).getByRole('button', { name: 'Download as PDF' }).click()
    expect(await printCalls()).toBe(1)
    await form(page).getByRole('button', { name: 'Print' }).click()
    expect(await printCalls()).toBe(2)

    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await expect(form(page).getByRole('button', { name: 'Submit' })).toBeHidden()
    await expect(participant(page, 3)).toHaveValue('Ravi a/l Kumar')
    const pdf = await page.pdf({ path: 'test-results/registration-form.pdf', format: 'A4' })
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []
    expect(pages.length).toBeGreaterThanOrEqual(1)
    expect(pages.length).toBeLessThanOrEqual(2)
    await page.emulateMedia({ media: 'screen' })
  })
})
