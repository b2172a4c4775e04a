import { expect, test, type APIRequestContext } from '@playwright/test'
import { createLocalJWKSet, jwtVerify } from 'jose'

import { expectNoSeriousViolations } from './helpers/accessibility'
import { screenshotPage } from './helpers/screenshots'
import { adminAuth, updateGlobal } from './helpers/staff-api'
import { payInFull, register } from './helpers/workshop'

const DAY = 24 * 60 * 60 * 1000
const PROGRAMME = 'Certified Program in Coaching Leadership'

type Issued = { code: string; number: string; participantName: string }

/**
 * An edition that ran over the last two days, one registration that came and paid, and its
 * certificates issued through the dashboard's API.
 */
const issueForNewEdition = async (
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<{ certificates: Issued[]; editionId: number }> => {
  const created = await request.post('/api/workshop-editions', {
    headers,
    data: {
      status: 'published',
      title: PROGRAMME,
      referencePrefix: 'CPC',
      venue: 'Menara Contoh, Kuala Lumpur',
      capacity: 30,
      startsAt: new Date(Date.now() + 20 * DAY).toISOString(),
      endsAt: new Date(Date.now() + 21 * DAY).toISOString(),
      priceTiers: [{ minParticipants: 1, ratePerPerson: 1500 }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const edition = (await created.json()).doc
  const registration = await register(
    request,
    'Syarikat Contoh Sdn. Bhd.',
    ['Siti Nurhaliza', 'Tan Wei Ming'],
    {
      edition: edition.id,
    },
  )
  const moved = await request.patch(`/api/workshop-editions/${edition.id}`, {
    headers,
    data: {
      startsAt: new Date(Date.now() - 2 * DAY).toISOString(),
      endsAt: new Date(Date.now() - 1 * DAY).toISOString(),
    },
  })
  expect(moved.status()).toBe(200)
  await payInFull(request, headers, registration)
  const rollCall = await request.get(`/api/dashboard/editions/${edition.id}/roll-call`, { headers })
  for (const day of (await rollCall.json()).edition.days) {
    const marked = await request.post('/api/dashboard/attendance', {
      headers,
      data: {
        edition: edition.id,
        day,
        marks: [1, 2].map((participant) => ({
          registration: registration.id,
          participant,
          present: true,
        })),
      },
    })
    expect(marked.status(), await marked.text()).toBe(200)
  }
  await updateGlobal(request, headers, 'certificate-settings', {
    signatoryName: 'Dr. Rahman Ismail',
    signatoryTitle: 'Director of Training',
  })
  const issued = await request.post(`/api/dashboard/editions/${edition.id}/certificates`, {
    headers,
    data: {},
  })
  expect(issued.status(), await issued.text()).toBe(201)
  return { certificates: (await issued.json()).issued, editionId: edition.id }
}

test.describe('a certificate anyone can verify', () => {
  let certificates: Issued[]
  let editionId: number

  let settingsBefore: Record<string, unknown>

  test.beforeAll(async ({ request }) => {
    const headers = await adminAuth(request)
    settingsBefore = await (
      await request.get('/api/globals/certificate-settings?depth=0', { headers })
    ).json()
    ;({ certificates, editionId } = await issueForNewEdition(request, headers))
  })

  // Later specs expect the installation as it was: the dashboard opens on the latest edition
  // that is not a draft, and no signatory is named yet.
  test.afterAll(async ({ request }) => {
    const headers = await adminAuth(request)
    const drafted = await request.patch(`/api/workshop-editions/${editionId}`, {
      headers,
      data: { status: 'draft' },
    })
    expect(drafted.status()).toBe(200)
    await updateGlobal(request, headers, 'certificate-settings', {
      signatoryName: settingsBefore.signatoryName ?? null,
      signatoryTitle: settingsBefore.signatoryTitle ?? null,
    })
  })

  for (const width of [390, 1280]) {
    test(`its page says who, what, when and that it is valid, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const [{ code, number }] = certificates
      const response = await page.goto(`/verify/${code.toLowerCase()}`)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['x-robots-tag']).toBe('noindex')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.getByText('Valid certificate')).toBeVisible()
      const facts = page.locator('dl')
      await expect(facts).toContainText('Siti Nurhaliza')
      await expect(facts).toContainText(PROGRAMME)
      // Only what it attests: not the organisation, the venue, nor the certificate number.
      await expect(page.locator('main')).not.toContainText('Syarikat Contoh')
      await expect(page.locator('main')).not.toContainText('Menara Contoh')
      const linkedIn = new URL(
        (await page.getByRole('link', { name: /Add to LinkedIn profile/ }).getAttribute('href'))!,
      )
      expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add')
      expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
        startTask: 'CERTIFICATION_NAME',
        name: PROGRAMME,
        certId: number,
        certUrl: expect.stringMatching(new RegExp(`/verify/${code}$`)),
      })
      await expectNoSeriousViolations(page)
      await screenshotPage(page, 'verify-certificate')
    })
  }

  test('its PDF, credential and signed credential are served at their addresses', async ({
    request,
  }) => {
    const [{ code }] = certificates
    const pdf = await request.get(`/verify/${code}/certificate.pdf`)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    const json = await request.get(`/verify/${code}.json`)
    expect(json.status()).toBe(200)
    expect(await json.json()).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      credentialSubject: { identifier: [{ identityHash: 'Siti Nurhaliza' }] },
    })
    const jwt = await (await request.get(`/verify/${code}.jwt`)).text()
    const keys = await (await request.get('/.well-known/jwks.json')).json()
    const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(keys))
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' })
    expect(payload.id).toMatch(new RegExp(`/verify/${code}$`))
    const issuer = await (await request.get('/verify/issuer.json')).json()
    expect(issuer).toMatchObject({
      type: ['Profile'],
      id: expect.stringMatching(/\/verify\/issuer\.json$/),
    })
  })

  test('an unknown code gets the site’s 404 page, whatever it looks like', async ({
    page,
    request,
  }) => {
    for (const path of ['/verify/ABCD-EFGH-JKMN-PQRS', '/verify/nonsense']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/404\s*Page Not Found/)
    }
    expect((await request.get('/verify/ABCD-EFGH-JKMN-PQRS.json')).status()).toBe(404)
  })

  test('a typed code finds its page, lookalike letters and all', async ({ page }) => {
    const [, { code }] = certificates
    await page.goto('/verify')
    const typed = code.replace(/-/g, ' ').toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l')
    await page.getByRole('textbox', { name: /Certificate code/ }).fill(typed)
    await page.getByRole('button', { name: /Verify/ }).click()
    await expect(page).toHaveURL(new RegExp(`/verify/${code}$`))
    await expect(page.locator('dl')).toContainText('Tan Wei Ming')
    await page.goto('/verify?code=not-a-code')
    await expect(page.getByText('That is not a certificate code')).toBeVisible()
  })

  test('once revoked, its page says when and why and offers no download', async ({
    page,
    request,
  }) => {
    const [, { code }] = certificates
    const revoked = await request.post(`/api/dashboard/certificates/${code}/revoke`, {
      headers: await adminAuth(request),
      data: { reason: 'Issued to the wrong participant' },
    })
    expect(revoked.status(), await revoked.text()).toBe(200)
    await page.goto(`/verify/${code}`)
    await expect(page.getByText(/Revoked on/)).toBeVisible()
    await expect(page.getByText('Issued to the wrong participant')).toBeVisible()
    await expect(page.getByRole('link', { name: /Download certificate/ })).toHaveCount(0)
    expect((await request.get(`/verify/${code}/certificate.pdf`)).status()).toBe(410)
    const json = await request.get(`/verify/${code}.json`)
    expect(json.status()).toBe(410)
    expect(await json.json()).toMatchObject({ revoked: true })
    const status = await (await request.get(`/verify/${code}/status.json`)).json()
    expect(status.revokedCredentials).toHaveLength(1)
    await expectNoSeriousViolations(page)
    await screenshotPage(page, 'verify-certificate-revoked')
  })
})
