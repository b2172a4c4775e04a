import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { bankSlipPdf } from './helpers/bank-slip'
import { readBlogTexts, readPosts } from './helpers/blog'
import { seededEdition, settingsOf, updateEdition, type Edition } from './helpers/editions'
import { mailsTo } from './helpers/mail-sink'
import { adminAuth } from './helpers/staff-api'
import { expectTestimonialsStacked } from './helpers/testimonials'
import { PRIVACY_NOTICE } from '../../src/server/bootstrap/seed/content/privacy-notice'

// The site with JavaScript off, on a 390 px phone (the project's settings): what every
// visitor has before the page's scripts run. Menus, filters and languages are links; the
// three forms post to the server and the page comes back with its answer; what they send is
// stored once and e-mailed.

test.describe.configure({ mode: 'serial' })

/** What the visitor sees, under test-results/screenshots/ (no script may run to scroll). */
const screenshotPage = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screenshots/${name}-390.png` })

const unique = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.my`

const stored = async (request: APIRequestContext, collection: string, where: string) => {
  const auth = await adminAuth(request)
  const response = await request.get(`/api/${collection}?${where}&depth=0`, { headers: auth })
  expect(response.status()).toBe(200)
  return (await response.json()).docs as Array<Record<string, unknown>>
}

test('the menu opens and a link in it leads on', async ({ page }) => {
  await page.goto('/')
  const menu = page.getByRole('navigation', { name: 'Main (mobile)' })
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu).toBeVisible()
  await screenshotPage(page, 'nojs-menu-open')
  await menu.getByRole('link', { name: 'Programs' }).click()
  await expect(page).toHaveURL(/\/programs$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeHidden()
})

test('the home page shows every testimonial, and no carousel controls that need scripts', async ({
  page,
}) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Testimonials' })
  await expectTestimonialsStacked(carousel)
  await carousel.scrollIntoViewIfNeeded()
  await carousel.screenshot({ path: 'test-results/screenshots/nojs-testimonials-390.png' })
})

test('the gallery filters by category', async ({ page }) => {
  await page.goto('/gallery')
  const chips = page.getByRole('navigation', { name: 'Filter photos by category' })
  await chips.getByRole('link', { name: /^Training \d+$/ }).click()
  await expect(page).toHaveURL(/\/gallery\?category=Training$/)
  const shown = page.getByRole('main').getByRole('list').last().getByRole('link')
  const training = (
    await (await page.request.get('/api/gallery?limit=100&depth=0')).json()
  ).docs.filter((photo: { category: string }) => photo.category === 'Training')
  await expect(shown).toHaveCount(training.length)
  // A photo is a link to the picture itself.
  await expect(shown.first()).toHaveAttribute('href', /\/api\/media\/file\//)
})

test('the blog switches to Malay and opens a post in Malay', async ({ page }) => {
  const [texts, posts] = await Promise.all([
    readBlogTexts(page.request, 'ms'),
    readPosts(page.request, 'ms'),
  ])
  await page.goto('/blog')
  await page
    .getByRole('main')
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'Bahasa Malaysia' })
    .click()
  await expect(page).toHaveURL(/\/blog\?lang=ms$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.heroHeading)
  await page
    .getByRole('main')
    .getByRole('link', { name: `${texts.readMore}: ${posts[0].title}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`/blog/${posts[0].slug}\\?lang=ms$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[0].title)
})

test('an unknown address and an unknown post are the site’s own 404 pages, in their language', async ({
  page,
}) => {
  for (const { path, title, heading, lang, picture } of [
    {
      path: '/no-such-page/at-all',
      title: '404 Page Not Found',
      heading: 'Page Not Found',
      lang: null,
      picture: 'nojs-not-found',
    },
    {
      path: '/about/no-such-part',
      title: '404 Page Not Found',
      heading: 'Page Not Found',
      lang: null,
    },
    {
      path: '/blog/no-such-post-here?lang=en',
      title: 'Post Not Found',
      heading: 'Post Not Found',
      lang: 'en',
    },
    {
      path: '/blog/no-such-post-here?lang=ms',
      title: 'Artikel Tidak Dijumpai',
      heading: 'Artikel Tidak Dijumpai',
      lang: 'ms',
      picture: 'nojs-post-not-found-ms',
    },
  ]) {
    // Twice: the second comes after the first could have been kept by the page cache.
    for (const visit of [1, 2]) {
      const response = await page.goto(path)
      expect(response?.status(), `${path}, visit ${visit}`).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page).toHaveTitle(new RegExp(`^${title}`))
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      const main = page.getByRole('main')
      await expect(main).toHaveCount(1)
      await expect(main.getByRole('heading', { level: 1 })).toContainText(heading)
      if (lang) await expect(main).toHaveAttribute('lang', lang)
      else await expect(main).not.toHaveAttribute('lang', /./)
    }
    if (picture) await screenshotPage(page, picture)
  }
  // A known page is unaffected by the 404s before it.
  expect((await page.goto('/about'))?.status()).toBe(200)
})

test('a contact message is sent, stored once and e-mailed', async ({ page }) => {
  const email = unique('nojs-contact')
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Name').fill('Tanpa Skrip')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Message').fill('Sent from a phone with JavaScript turned off.')
  await form.getByRole('button', { name: 'Send Message' }).click()

  const answer = form.getByRole('status')
  await expect(answer).toHaveText('Thank you for your inquiry. We will get back to you soon!')
  await expect(answer).toBeFocused()
  await screenshotPage(page, 'nojs-contact-sent')
  const messages = await stored(page.request, 'contact', `where[email][equals]=${email}`)
  expect(messages).toHaveLength(1)
  expect(messages[0]).toMatchObject({
    name: 'Tanpa Skrip',
    privacyNoticeVersion: PRIVACY_NOTICE.version,
  })
  const [ack] = await mailsTo(email)
  expect(ack.subject).toBe('We have received your message / Kami telah menerima mesej anda')
})

test('a certification inquiry shows the spec’s messages under its fields, then is sent', async ({
  page,
}) => {
  await page.goto('/certifications')
  const form = page.getByRole('form', { name: 'Certification inquiry' })
  await form.getByRole('button', { name: 'Submit Inquiry' }).click()
  for (const [label, message] of [
    ['Full name', 'Name must be at least 2 characters'],
    ['Email', 'Please enter a valid email address'],
    ['Phone', 'Phone number must be at least 10 digits'],
    ['Program', 'Please select a program'],
    ['Message', 'Message must be at least 10 characters'],
  ]) {
    await expect(form.getByLabel(label)).toHaveAccessibleDescription(message)
    await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
  }
  await screenshotPage(page, 'nojs-inquiry-errors')

  const email = unique('nojs-inquiry')
  await form.getByLabel('Full name').fill('Pegawai Latihan')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Phone').fill('012-345 6789')
  await form.getByLabel('Program').selectOption({ index: 1 })
  const program = await form.getByLabel('Program').inputValue()
  await form.getByLabel('Message').fill('Please send the dates of the next intake.')
  await form.getByRole('button', { name: 'Submit Inquiry' }).click()
  await expect(form.getByRole('status')).toHaveText(
    "Thank you for your interest. We'll get back to you soon.",
  )
  const inquiries = await stored(page.request, 'contact', `where[email][equals]=${email}`)
  expect(inquiries).toHaveLength(1)
  expect(inquiries[0]).toMatchObject({ program, subject: `Certification Inquiry: ${program}` })
  await mailsTo(email)
})

const nextYear = new Date().getUTCFullYear() + 1

const openWorkshop = async (
  request: APIRequestContext,
  auth: Record<string, string>,
  edition: Edition,
) =>
  updateEdition(request, auth, edition.id, {
    startsAt: `${nextYear}-03-10T08:30:00+08:00`,
    endsAt: `${nextYear}-03-11T17:00:00+08:00`,
    registrationOpen: true,
    capacity: 30,
    // Past: the full rates apply.
    earlyBird: { enabled: true, discountPercent: 10, deadline: '2025-10-15T00:00:00+08:00' },
  })

const fillRegistration = async (page: Page, email: string, names: string[]) => {
  const form = page.getByRole('form', { name: 'Registration form' })
  await form.getByLabel(/^Organization/).fill('Jabatan Tanpa Skrip')
  await form.getByLabel(/^Contact name/).fill('Puan Rohani')
  await form.getByLabel(/^Phone/).fill('03-8000 4321')
  await form.getByLabel(/^Email/).fill(email)
  for (const [i, name] of names.entries()) {
    await form.getByLabel(`Participant ${i + 1} name`).fill(name)
  }
  return form
}

test('a registration of three is priced by the server, stored once and e-mailed', async ({
  page,
  request,
}) => {
  const auth = await adminAuth(request)
  const before = await seededEdition(request, auth)
  await openWorkshop(request, auth, before)
  try {
    const email = unique('nojs-registration')
    await page.goto('/registration')
    const form = await fillRegistration(page, email, ['Aina', 'Badrul', 'Chandra'])
    await form.getByRole('button', { name: 'Submit' }).click()

    const confirmation = form.getByRole('status')
    // The spec's words, as with scripts.
    await expect(confirmation).toContainText('Registration Successful!')
    await expect(confirmation).toContainText(
      'Your registration has been submitted successfully. We will contact you soon.',
    )
    await expect(confirmation).toContainText('Your reference number is')
    await expect(confirmation).toContainText('3 participant(s) at RM 2,625 per person')
    await expect(confirmation).toContainText('total RM 7,875')
    await screenshotPage(page, 'nojs-registration-sent')
    const reference = (await confirmation.locator('strong').first().textContent())!.trim()
    // Printed, the answer is the confirmation of what was stored (the form is empty again).
    await page.emulateMedia({ media: 'print' })
    const printout = page.getByRole('region', { name: 'Registration confirmation' })
    for (const text of [reference, 'Aina', 'Badrul', 'Chandra', '3 × RM 2,625 = RM 7,875']) {
      await expect(printout).toContainText(text)
    }
    await page.emulateMedia({ media: 'screen' })

    const registrations = await stored(
      page.request,
      'registrations',
      `where[contactEmail][equals]=${email}`,
    )
    expect(registrations).toHaveLength(1)
    expect(registrations[0]).toMatchObject({
      reference,
      participantCount: 3,
      ratePerPerson: 2625,
      totalAmount: 7875,
      status: 'pending',
    })
    // The edition travelled with the native post, as a field of the form (depth 0: its id).
    expect(registrations[0].edition).toBe(before.id)
    const [ack] = await mailsTo(email)
    expect(ack.text).toContain(reference)

    // The payer's own page, and a bank slip uploaded with a plain post.
    await confirmation.getByRole('link', { name: /Upload the bank slip/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay for your registration')
    await expect(page.getByRole('main')).toContainText('RM 7,875')
    await expect(page.getByRole('main')).toContainText(reference)
    const upload = page.getByRole('form', { name: 'Upload the bank slip' })
    await upload.getByLabel(/^Bank slip/).setInputFiles({
      name: 'transfer.pdf',
      mimeType: 'application/pdf',
      buffer: await bankSlipPdf(`Transfer RM 7,875.00 ref ${reference}`),
    })
    await upload.getByRole('button', { name: 'Upload' }).click()
    await expect(page.getByRole('status')).toContainText('we have received your bank slip')
    await screenshotPage(page, 'nojs-bank-slip-sent')
    const slips = await stored(
      page.request,
      'payment-slips',
      `where[registration][equals]=${registrations[0].id}`,
    )
    expect(slips).toHaveLength(1)
    // Leave the seats as they were.
    await request.patch(`/api/registrations/${registrations[0].id}`, {
      headers: auth,
      data: { status: 'cancelled' },
    })
  } finally {
    await updateEdition(request, auth, before.id, settingsOf(before))
  }
})
