import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'

import { editionLabel } from '../../src/lib/dashboard/edition-figures'
import { seededEdition, updateEdition, type Edition } from './helpers/editions'
import { mailsTo } from './helpers/mail-sink'
import { blockPrefetches } from './helpers/no-prefetch'
import { screenshotPage } from './helpers/screenshots'
import { expectHeaderLive } from './helpers/page-live'
import { apiAs, signIn, staffAccount, type Credentials } from './helpers/staff'
import { expectToast } from './helpers/toasts'

// Running the next workshop, as the README tells staff to: an admin duplicates the last
// edition in the CMS, gives the copy new dates and publishes it; the home banner and
// /registration offer it; a visitor registers for it; the dashboard's edition filter shows
// that registration under the new edition only, and the new edition's export holds it and
// none of the old one's. Serial: it publishes an edition every visitor sees; it archives it
// at the end (its registration keeps it from being deleted).
test.describe.configure({ mode: 'serial' })
test.use({ viewport: { width: 1280, height: 900 } })

const year = new Date().getUTCFullYear() + 2
const tag = `ED${Date.now().toString(36).toUpperCase()}`
const organization = `${tag} Jabatan Edisi Baharu`
const visitorEmail = `${tag.toLowerCase()}@example.my`

let admin: APIRequestContext
let adminLogin: Credentials
let seeded: Edition
let next: Edition
let reference = ''
const extraEditions: number[] = []

const editionOf = async (id: number): Promise<Edition> => {
  const response = await admin.get(`/api/workshop-editions/${id}?depth=0`)
  expect(response.status()).toBe(200)
  return response.json()
}

const form = (page: Page) => page.getByRole('form', { name: 'Registration form' })
const banner = (page: Page, title: string) => page.getByRole('region', { name: title })

test.beforeAll(async ({ playwright, baseURL }) => {
  adminLogin = staffAccount('editionsAdmin')
  admin = await apiAs(playwright, baseURL!, adminLogin)
  seeded = await seededEdition(admin, {})
})

test.afterAll(async () => {
  // Visitors stop seeing these runs; the one with a registration stays, archived.
  if (next) await updateEdition(admin, {}, next.id, { status: 'archived' })
  for (const id of extraEditions) await admin.delete(`/api/workshop-editions/${id}`)
  await admin.dispose()
})

test.beforeEach(({ page }) => blockPrefetches(page))

test('an admin duplicates the last edition, sets new dates and publishes it', async ({ page }) => {
  await signIn(page, adminLogin)
  await page.goto(`/admin/collections/workshop-editions/${seeded.id}`)
  await expect(page.locator('#field-title')).toHaveValue(seeded.title)
  await page.locator('.doc-controls__dots').click()
  await page.locator('#action-duplicate').click()
  // The copy opens on its own address, a draft, with the old run's settings.
  await page.waitForURL(
    (url) =>
      /\/admin\/collections\/workshop-editions\/\d+$/.test(url.pathname) &&
      !url.pathname.endsWith(`/${seeded.id}`),
  )
  const id = Number(new URL(page.url()).pathname.split('/').at(-1))
  expect((await editionOf(id)).status).toBe('draft')

  const startsAt = page.locator('#field-startsAt .react-datepicker-wrapper input')
  await startsAt.fill(`Mar 10, ${year} 8:30 AM`)
  await startsAt.press('Escape')
  const endsAt = page.locator('#field-endsAt .react-datepicker-wrapper input')
  await endsAt.fill(`Mar 11, ${year} 5:00 PM`)
  await endsAt.press('Escape')
  await page.locator('#field-status .rs__control').click()
  await page.locator('#field-status .rs__menu .rs__option:has-text("Published")').click()
  await page.locator('#action-save').click()

  // Stored as typed on the Malaysian clock (UTC+8), published, at its new address.
  await expect
    .poll(async () => (await editionOf(id)).status, { message: 'the copy is published' })
    .toBe('published')
  next = await editionOf(id)
  expect(next.startsAt).toBe(`${year}-03-10T00:30:00.000Z`)
  expect(next.endsAt).toBe(`${year}-03-11T09:00:00.000Z`)
  expect(next.slug).toBe(`asl-${year}-03-10`)
  expect(next).toMatchObject({
    title: seeded.title,
    venue: seeded.venue,
    capacity: seeded.capacity,
    bank: seeded.bank,
  })
  // The run it was copied from is untouched.
  expect((await editionOf(seeded.id)).startsAt).toBe(seeded.startsAt)
})

test('the home banner and /registration offer the new edition', async ({ page }) => {
  await page.goto('/')
  const home = banner(page, next.title)
  await expect(home).toContainText(`10–11 Mar ${year}`)
  await expect(home.getByRole('link', { name: 'REGISTER NOW' })).toHaveAttribute(
    'href',
    '/registration',
  )
  await page.goto('/certifications')
  await expect(banner(page, next.title)).toContainText(`10–11 Mar ${year}`)

  await page.goto('/registration')
  await expect(page.getByRole('main')).toContainText(`10–11 Mar ${year}`)
  await expect(form(page).locator('input[name="edition"]')).toHaveValue(next.slug)
  const calendar = page.getByRole('main').getByRole('link', { name: 'Add to calendar (.ics)' })
  await expect(calendar).toHaveAttribute('href', `/calendar/${next.slug}.ics`)
  const ics = await page.request.get(`/calendar/${next.slug}.ics`)
  expect(ics.status()).toBe(200)
  expect(await ics.text()).toContain(`DTSTART:${year}0310T003000Z`)

  // It has its own shareable address too, with its own Event for search engines.
  await page.goto(`/registration/${next.slug}`)
  await expect(form(page).locator('input[name="edition"]')).toHaveValue(next.slug)
  const events = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
  expect(events.find((event) => event['@type'] === 'Event')).toMatchObject({
    startDate: `${year}-03-10T00:30:00.000Z`,
    remainingAttendeeCapacity: next.capacity,
  })
})

test('a visitor registers for it', async ({ page }) => {
  await page.goto('/registration')
  await expectHeaderLive(page)
  await form(page)
    .getByLabel(/^Organization/)
    .fill(organization)
  await form(page)
    .getByLabel(/^Contact name/)
    .fill('Puan Nadia')
  await form(page)
    .getByLabel(/^Phone/)
    .fill('03-8000 5678')
  await form(page)
    .getByLabel(/^Email/)
    .fill(visitorEmail)
  await form(page).getByLabel('Participant 1 name').fill('Peserta Satu')
  await form(page).getByLabel('Participant 2 name').fill('Peserta Dua')
  await form(page).getByRole('button', { name: 'Submit' }).click()
  await expectToast(page, 'Registration Successful!')
  const status = form(page).getByRole('status')
  await expect(status).toContainText(new RegExp(`Your reference number is ASL-${year}-\\d{4}`))
  reference = (await status.textContent())!.match(/ASL-\d{4}-\d{4,}/)![0]

  const stored = await admin.get(`/api/registrations?where[reference][equals]=${reference}&depth=0`)
  const [doc] = (await stored.json()).docs
  expect(doc).toMatchObject({ edition: next.id, organization, participantCount: 2 })
  // The confirmation e-mail links the edition's calendar file.
  const [ack] = await mailsTo(visitorEmail)
  expect(ack.text).toContain(`/calendar/${next.slug}.ics`)
})

test('when two editions are open, the visitor picks one, each with its own address', async ({
  page,
}) => {
  const response = await admin.post(`/api/workshop-editions/${next.id}/duplicate`, { data: {} })
  expect(response.status()).toBe(200)
  const later = await updateEdition(admin, {}, (await response.json()).doc.id, {
    status: 'published',
    startsAt: `${year}-06-02T08:30:00+08:00`,
    endsAt: `${year}-06-03T17:00:00+08:00`,
    venue: 'Dewan Seri Kenanga, Johor Bahru',
    venueMs: 'Dewan Seri Kenanga, Johor Bahru',
  })
  extraEditions.push(later.id)
  await page.goto('/registration')
  const dates = page.getByRole('group', { name: /Choose your dates/ })
  await expect(dates.getByRole('radio')).toHaveCount(2)
  await expect(dates.getByRole('radio', { name: new RegExp(`10–11 Mar ${year}`) })).toBeChecked()
  await expect(dates.getByRole('radio', { name: /Johor Bahru/ })).not.toBeChecked()
  await expect(dates).toContainText('seats left')
  // The choices say so in Malay too.
  await expect(dates).toContainText(`2–3 Jun ${year}, bermula 8:30 pagi`)
  await expect(dates.locator('[lang="ms"]').filter({ hasText: 'tempat berbaki' })).toHaveCount(2)
  await expect(
    page.getByRole('list', { name: 'Dates open for registration' }).getByRole('link', {
      name: `2–3 Jun ${year}`,
    }),
  ).toHaveAttribute('href', `/registration/${later.slug}`)
  // Each card in Malay as well: its dates, start time and seats left.
  const cards = page.getByRole('list', { name: 'Dates open for registration' })
  await expect(cards).toContainText(`2–3 Jun ${year}, bermula 8:30 pagi`)
  await expect(cards).toContainText('tempat berbaki')
  await expect(cards.getByRole('link', { name: /Tambah ke kalendar/ }).first()).toBeVisible()
  await screenshotPage(page, 'registration-two-editions')
  await page.goto(`/registration/${later.slug}`)
  await expect(form(page).locator('input[name="edition"]')).toHaveValue(later.slug)
  await expect(page.getByRole('main')).toContainText('Dewan Seri Kenanga, Johor Bahru')
  // Not open any more: it leaves the site again.
  await updateEdition(admin, {}, later.id, { status: 'draft' })
})

test('the dashboard lists the registration under the new edition only', async ({ page }) => {
  await signIn(page, adminLogin)
  await page.goto('/admin')
  const registrations = page.getByRole('region', { name: 'Program Registrations' })
  const edition = registrations.getByLabel('Edition', { exact: true })
  // It opens on the next edition: the new one.
  await expect(edition).toHaveValue(String(next.id))
  await registrations.getByRole('searchbox').fill(tag)
  const rows = registrations
    .getByRole('table', { name: 'Program registrations' })
    .locator('tbody tr:not(.dash-table__state-row)')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(reference)
  await expect(page.getByTestId('seats-summary')).toContainText(`Seats taken: 2 / ${next.capacity}`)

  await edition.selectOption(String(seeded.id))
  await expect(registrations.getByText('No registrations found.')).toBeVisible()
  await edition.selectOption('all')
  await expect(rows).toHaveCount(1)
  await expect(rows.first().getByTestId('registration-edition')).toHaveText(
    editionLabel({ ...next, status: 'published' }),
  )
})

test('the export of the new edition holds the registration and none of the old edition’s', async ({
  page,
}) => {
  await signIn(page, adminLogin)
  await page.goto('/admin')
  const registrations = page.getByRole('region', { name: 'Program Registrations' })
  await expect(registrations.getByLabel('Edition', { exact: true })).toHaveValue(String(next.id))
  const downloading = page.waitForEvent('download')
  await registrations.getByRole('button', { name: 'Export to Excel' }).click()
  const download = await downloading
  const file = 'test-results/exports/program-registrations-next-edition.xlsx'
  await download.saveAs(file)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  const sheet = workbook.getWorksheet('Registrations')!
  const header = (sheet.getRow(1).values as unknown[]).slice(1)
  const column = (name: string) => header.indexOf(name) + 1
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2))
  const label = editionLabel({ ...next, status: 'published' })
  expect(rows.map((row) => row.getCell(column('Reference')).value)).toContain(reference)
  expect(rows.every((row) => row.getCell(column('Edition')).value === label)).toBe(true)
  // The old edition's registrations (the other specs made some) are not in it.
  const old = await admin.get(
    `/api/registrations?where[edition][equals]=${seeded.id}&limit=1000&depth=0`,
  )
  const oldReferences = new Set(
    ((await old.json()).docs as Array<{ reference: string }>).map((doc) => doc.reference),
  )
  expect(
    rows.filter((row) => oldReferences.has(String(row.getCell(column('Reference')).value))),
  ).toEqual([])
  const participants = workbook.getWorksheet('Participants')!
  expect((participants.getRow(1).values as unknown[]).slice(1)).toContain('Edition')
  expect(participants.rowCount).toBe(3)
})
