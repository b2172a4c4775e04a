import { expect, test, type Page } from '@playwright/test'

import { CERTIFICATIONS } from '../../src/server/bootstrap/seed/content/certifications'
import { expectNoSeriousViolations } from './helpers/accessibility'
import { delayFormPosts, onFormPosts } from './helpers/form-posts'
import { openWithScriptsHeld } from './helpers/held-scripts'
import { expectHeaderLive } from './helpers/page-live'
import { screenshotPage } from './helpers/screenshots'
import { adminAuth } from './helpers/staff-api'
import { expectToast, toastOnScreen } from './helpers/toasts'
import { PRIVACY_NOTICE } from '../../src/server/bootstrap/seed/content/privacy-notice'

// The contact form (/contact) and the certification inquiry (/certifications), as a visitor
// fills them in, against the real server and database.

// The programmes the inquiry offers, as the site is seeded (the Certifications global).
const CERTIFICATION_PROGRAMS = CERTIFICATIONS.map((certification) => certification.inquiryProgram)

const unique = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.my`

const storedInquiries = async (page: Page, email: string) => {
  const auth = await adminAuth(page.request)
  const response = await page.request.get(
    `/api/contact?where[email][equals]=${encodeURIComponent(email)}`,
    {
      headers: auth,
    },
  )
  return (await response.json()).docs as Array<Record<string, unknown>>
}

test.describe('contact form', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Contact form' })

  test.beforeEach(async ({ page }) => {
    await page.goto('/contact')
  })

  test('shows the spec’s messages under the fields and the required-fields toast', async ({
    page,
  }) => {
    await expect(form(page).getByLabel('Email')).toHaveAttribute('type', 'email')
    for (const name of ['Name', 'Email', 'Message']) {
      await expect(form(page).getByLabel(name)).toHaveAttribute('required', '')
    }
    await expect(form(page).getByLabel(/Phone/)).not.toHaveAttribute('required', '')

    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expectToast(page, 'Error', 'Please fill in all required fields')
    for (const name of ['Name', 'Email', 'Message']) {
      await expect(form(page).getByLabel(name)).toHaveAttribute('aria-invalid', 'true')
      await expect(form(page).getByLabel(name)).toHaveAccessibleDescription(
        'Please fill in all required fields',
      )
    }
    await expect(form(page).getByLabel(/Phone/)).not.toHaveAttribute('aria-invalid', 'true')

    await form(page).getByLabel('Email').fill('nope@')
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(form(page).getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    )
    await expectNoSeriousViolations(page)
    await screenshotPage(page, 'contact-errors')
  })

  test('sends, says so, clears the form, and the message is stored', async ({ page }) => {
    const email = unique('contact')
    await form(page).getByLabel('Name').fill('Nurul Izzah')
    await form(page).getByLabel('Email').fill(email)
    await form(page).getByLabel(/Phone/).fill('012-987 6543')
    await form(page)
      .getByLabel('Message')
      .fill('Could you run the communication program for our team?')
    await delayFormPosts(page, '/contact')
    await form(page).getByRole('button', { name: 'Send Message' }).click()

    const sending = form(page).getByRole('button', { name: 'Sending...' })
    await expect(sending).toBeDisabled()
    await expectToast(page, 'Success!', 'Thank you for your inquiry. We will get back to you soon!')
    await expect(form(page).getByLabel('Name')).toHaveValue('')
    await expect(form(page).getByLabel('Email')).toHaveValue('')
    await expect(form(page).getByLabel('Message')).toHaveValue('')
    await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled()

    const [stored] = await storedInquiries(page, email)
    expect(stored).toMatchObject({
      name: 'Nurul Izzah',
      phone: '012-987 6543',
      message: 'Could you run the communication program for our team?',
      isReplied: false,
      privacyNoticeVersion: PRIVACY_NOTICE.version,
    })
  })

  test('a refusal by the server shows its message and keeps every value', async ({ page }) => {
    const email = unique('refused')
    await form(page).getByLabel('Name').fill('Bot Lookalike')
    await form(page).getByLabel('Email').fill(email)
    await form(page).getByLabel('Message').fill('Hello there, this is a test.')
    // What a bot does: fill the field people never see. The real server refuses it.
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expectToast(page, 'Error', '400: Submission rejected.')
    await expect(form(page).getByLabel('Name')).toHaveValue('Bot Lookalike')
    await expect(form(page).getByLabel('Message')).toHaveValue('Hello there, this is a test.')
    expect(await storedInquiries(page, email)).toHaveLength(0)
  })

  test('field errors from the real server show under their fields', async ({ page }) => {
    // A client that skips the page's own checks: the post leaves the browser with a
    // malformed e-mail, and the real server's validation answers for that field.
    const typed = unique('server-checked')
    await onFormPosts(page, '/contact', async (route) => {
      const body = route.request().postData() ?? ''
      await route.continue({ postData: body.replace(typed, 'not-an-address') })
    })
    await form(page).getByLabel('Name').fill('Server Checked')
    await form(page).getByLabel('Email').fill(typed)
    await form(page).getByLabel('Message').fill('The server decides about this e-mail.')
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(form(page).getByLabel('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    )
    await expect(form(page).getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(form(page).getByLabel('Message')).toHaveValue(
      'The server decides about this e-mail.',
    )
    await expectToast(page, 'Error', '400: The following field is invalid: email')
  })

  test('an answer that never comes says the message was not sent and keeps every value', async ({
    page,
  }) => {
    // Something other than the site answers the post (a proxy's error page).
    await onFormPosts(page, '/contact', (route) => route.fulfill({ status: 502, body: '' }))
    await form(page).getByLabel('Name').fill('Kept Values')
    await form(page).getByLabel('Email').fill('kept@example.my')
    await form(page).getByLabel('Message').fill('These words must still be here.')
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expectToast(page, 'Error', 'Failed to submit contact form')
    await expect(form(page).getByLabel('Email')).toHaveValue('kept@example.my')
    await expect(form(page).getByLabel('Message')).toHaveValue('These words must still be here.')
  })

  test('a toast closes with Escape, with a swipe to the right, and F8 reaches it', async ({
    page,
  }) => {
    const submitEmpty = () => form(page).getByRole('button', { name: 'Send Message' }).click()

    await submitEmpty()
    await expectToast(page, 'Error')
    await page.keyboard.press('F8')
    const focusInToasts = () =>
      page.evaluate(() =>
        Boolean(document.activeElement?.closest('[role="region"][aria-label^="Notification"]')),
      )
    await expect.poll(focusInToasts).toBe(true)
    await page.keyboard.press('Escape')
    await expect(toastOnScreen(page)).toHaveCount(0)

    await submitEmpty()
    const toast = await expectToast(page, 'Error')
    const box = (await toast.boundingBox())!
    // A drag shorter than the 50 px threshold leaves it where it was.
    await page.mouse.move(box.x + 20, box.y + box.height / 2)
    await page.mouse.down()
    for (let dx = 10; dx <= 30; dx += 10)
      await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2)
    await page.mouse.up()
    await page.waitForTimeout(400)
    await expect(toastOnScreen(page)).toHaveCount(1)
    await page.mouse.move(box.x + 20, box.y + box.height / 2)
    await page.mouse.down()
    for (let dx = 10; dx <= 160; dx += 10)
      await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2)
    await page.mouse.up()
    await expect(toastOnScreen(page)).toHaveCount(0)

    await submitEmpty()
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(toastOnScreen(page)).toHaveCount(0)
  })

  test('shows one toast at a time, each for about 5 seconds', async ({ page }) => {
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await form(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(toastOnScreen(page)).toHaveCount(1)
    const shownAt = Date.now()
    await page.mouse.move(0, 0)
    await expect(toastOnScreen(page)).toHaveCount(0, { timeout: 8000 })
    // Not gone early: it stayed for most of its 5 seconds (the upper bound is the wait above).
    expect(Date.now() - shownAt).toBeGreaterThan(3500)
  })

  test('links to the privacy notice, which is in English and Malay', async ({ page }) => {
    await form(page).getByRole('link', { name: 'Privacy Notice' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Privacy Notice / Notis Privasi',
    )
    await expect(page.getByText(`Version ${PRIVACY_NOTICE.version}`)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Hak anda' })).toBeVisible()
    await expectNoSeriousViolations(page)
  })
})

test.describe('certification inquiry', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Certification inquiry' })

  test.beforeEach(async ({ page }) => {
    await page.goto('/certifications')
  })

  test('its section is laid out before it is scrolled to, unlike the sections around it', async ({
    page,
  }) => {
    // Sections far down a page are skipped until near the screen (globals.css); a form's
    // section is not, so what reads the page finds its fields where they are drawn.
    const sections = page.locator('main > section')
    await expect(sections.filter({ has: form(page) })).toHaveCSS('content-visibility', 'visible')
    await expect(
      page.locator('main > section[aria-labelledby="certifications-workshop"]'),
    ).toHaveCSS('content-visibility', 'auto')
  })

  test('offers the three programs and shows every message under its field', async ({ page }) => {
    const card = page.getByRole('region', { name: 'Get More Information' })
    await expect(card.getByRole('form', { name: 'Certification inquiry' })).toBeVisible()
    await expect(form(page).getByLabel('Program').locator('option:not([value=""])')).toHaveText([
      ...CERTIFICATION_PROGRAMS,
    ])
    await expect(form(page).getByLabel('Message')).toHaveAttribute('rows', '4')

    await form(page).getByRole('button', { name: 'Submit Inquiry' }).click()
    const expected: Array<[string | RegExp, string]> = [
      ['Full name', 'Name must be at least 2 characters'],
      ['Email', 'Please enter a valid email address'],
      [/^Phone/, 'Phone number must be at least 10 digits'],
      ['Program', 'Please select a program'],
      ['Message', 'Message must be at least 10 characters'],
    ]
    for (const [label, message] of expected) {
      await expect(form(page).getByLabel(label)).toHaveAccessibleDescription(message)
    }
    await expect(form(page).getByLabel(/Organization/)).not.toHaveAttribute('aria-invalid', 'true')

    await form(page).getByLabel('Full name').fill('A')
    await form(page)
      .getByLabel(/^Phone/)
      .fill('012345')
    await form(page).getByLabel('Message').fill('Too short')
    await form(page).getByRole('button', { name: 'Submit Inquiry' }).click()
    await expect(form(page).getByLabel('Full name')).toHaveAccessibleDescription(
      'Name must be at least 2 characters',
    )
    await expect(form(page).getByLabel(/^Phone/)).toHaveAccessibleDescription(
      'Phone number must be at least 10 digits',
    )
    await expect(form(page).getByLabel('Message')).toHaveAccessibleDescription(
      'Message must be at least 10 characters',
    )
    await expectNoSeriousViolations(page)
    await screenshotPage(page, 'inquiry-errors')
  })

  test('submits with the subject set from the program, then clears', async ({ page }) => {
    const email = unique('inquiry')
    await form(page).getByLabel('Full name').fill('Dr. Lim Mei Hua')
    await form(page).getByLabel('Email').fill(email)
    await form(page)
      .getByLabel(/^Phone/)
      .fill('+60 3-1234 5678')
    await form(page)
      .getByLabel(/Organization/)
      .fill('Universiti Teknologi Contoh')
    await form(page).getByLabel('Program').selectOption(CERTIFICATION_PROGRAMS[2])
    await form(page).getByLabel('Message').fill('Please send me the next intake dates and fees.')
    await delayFormPosts(page, '/certifications')
    await form(page).getByRole('button', { name: 'Submit Inquiry' }).click()

    await expect(form(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    await expectToast(
      page,
      'Inquiry Submitted!',
      "Thank you for your interest. We'll get back to you soon.",
    )
    await expect(form(page).getByLabel('Full name')).toHaveValue('')
    await expect(form(page).getByLabel('Program')).toHaveValue('')

    const [stored] = await storedInquiries(page, email)
    expect(stored).toMatchObject({
      name: 'Dr. Lim Mei Hua',
      organization: 'Universiti Teknologi Contoh',
      program: CERTIFICATION_PROGRAMS[2],
      subject: `Certification Inquiry: ${CERTIFICATION_PROGRAMS[2]}`,
    })
  })

  test('a failure says so and keeps what was typed', async ({ page }) => {
    await onFormPosts(page, '/certifications', (route) => route.fulfill({ status: 502, body: '' }))
    await form(page).getByLabel('Full name').fill('Kept Name')
    await form(page).getByLabel('Email').fill('kept@example.my')
    await form(page)
      .getByLabel(/^Phone/)
      .fill('0123456789')
    await form(page).getByLabel('Program').selectOption(CERTIFICATION_PROGRAMS[0])
    await form(page).getByLabel('Message').fill('A message that stays put.')
    await form(page).getByRole('button', { name: 'Submit Inquiry' }).click()
    await expectToast(page, 'Error', 'Failed to submit inquiry. Please try again.')
    await expect(form(page).getByLabel('Full name')).toHaveValue('Kept Name')
    await expect(form(page).getByLabel('Program')).toHaveValue(CERTIFICATION_PROGRAMS[0])
  })
})

test('a message sent before the page’s scripts have run is posted by the browser, once', async ({
  page,
}) => {
  // Hold the page's scripts back, as a slow phone link would, while the visitor types and
  // presses Send: the browser posts the form itself, and the page comes back with the answer.
  const scripts = await openWithScriptsHeld(page, '/contact')
  const form = page.getByRole('form', { name: 'Contact form' })
  const email = unique('early')
  await form.getByLabel('Name').fill('Siti Aisyah')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Message').fill('Sent while the page was still loading.')
  const posted = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/contact'),
  )
  await form.getByRole('button', { name: 'Send Message' }).click()
  await posted
  // The posted page's answer, whatever the held scripts of the first page do when they come.
  await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveText(
    'Thank you for your inquiry. We will get back to you soon!',
  )
  scripts.release()
  await expectHeaderLive(page)
  expect(new URL(page.url()).search).toBe('')
  const stored = await storedInquiries(page, email)
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({
    name: 'Siti Aisyah',
    message: 'Sent while the page was still loading.',
  })
})

test('reached by a link within the site, the contact form is whole at once and works', async ({
  page,
}) => {
  await page.goto('/')
  const contact = page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true })
  await expectHeaderLive(page)
  // A client-side navigation keeps this window's state; a full page load would not.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await contact.click()
  await expect(page).toHaveURL(/\/contact$/)
  const form = page.getByRole('form', { name: 'Contact form' })
  await expect(form.getByLabel('Name')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expectToast(page, 'Error', 'Please fill in all required fields')
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription(
    'Please fill in all required fields',
  )
})
