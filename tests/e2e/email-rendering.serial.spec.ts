import { expect, test, type Page } from '@playwright/test'

import { mailsTo, type SunkMail } from './helpers/mail-sink'
import { apiAs, staffAccount } from './helpers/staff'
import { payInFull, register, whileRegistrationIsOpen } from './helpers/workshop'

// The narrowest phone the site is made for.
const PHONE = { width: 360, height: 740 }

/** Draws an e-mail's HTML as a phone's mail program would, and keeps a picture of it. */
const drawAtPhoneWidth = async (page: Page, mail: SunkMail, name: string) => {
  await page.setViewportSize(PHONE)
  await page.setContent(mail.html)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  await page.screenshot({ path: `test-results/screenshots/email-${name}-360.png`, fullPage: true })
  return width
}

test('the registration’s acknowledgement and its receipt fit a 360 px phone, with anchored links and Malay dates', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await apiAs(
    playwright,
    baseURL!,
    staffAccount(`siteAdmin-${test.info().parallelIndex}`),
  )
  const contactEmail = `render-${Date.now()}@example.my`
  const registration = await whileRegistrationIsOpen(request, () =>
    register(
      request,
      'Syarikat Paparan Sdn. Bhd.',
      ['Nur Aisyah binti Kamal', 'Rajesh a/l Kumar'],
      {
        contactEmail,
      },
    ),
  )
  const [ack] = await mailsTo(contactEmail)
  expect(ack.text).toContain('1. Nur Aisyah binti Kamal\n2. Rajesh a/l Kumar')
  expect(ack.text).toMatch(/bermula \d{1,2}(:\d{2})? (pagi|tengah hari|petang|malam)/)
  expect(ack.text).not.toMatch(/Okt.*starts|bermula.*am\b/)
  expect(await drawAtPhoneWidth(page, ack, 'registration-acknowledgement')).toBeLessThanOrEqual(
    PHONE.width,
  )
  // The payment page's long signed address is a link anchored on its path.
  // (Once in each language.)
  const paymentPage = new RegExp(`/payment/${registration.id}$`)
  await expect(page.locator('a[href*="/payment/"]')).toHaveText([paymentPage, paymentPage])
  await expect(page.locator('a[href*="/calendar/"]')).toHaveCount(2)

  await payInFull(request, {}, registration)
  const receipt = (await mailsTo(contactEmail, 2)).find((mail) => mail.subject.includes('receipt'))
  expect(receipt, 'the official receipt e-mail').toBeTruthy()
  expect(await drawAtPhoneWidth(page, receipt!, 'official-receipt')).toBeLessThanOrEqual(
    PHONE.width,
  )
})
