/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever JSON the API sent */
/**
 * Attendance and certificates of completion, end to end through the real endpoints: who may
 * mark and issue, who qualifies, what a certificate holds as issued, its e-mail, its public
 * forms (page data, credential, JWT, status, PDF, keys) and their revocation, key rotation,
 * two admins issuing at once, and erasure.
 */
import type { Payload } from 'payload'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as documentGet } from '@/app/(frontend)/verify/[code]/[document]/route'
import { GET as keysGet } from '@/app/(frontend)/verify/keys.json/route'
import { CERTIFICATE_CODE_PATTERN } from '@/lib/certificates/certificate-code'
import { verifyCredentialJwt } from '@/lib/certificates/credential-jwt'
import { editionDays } from '@/lib/certificates/edition-days'
import { NO_SIGNATORY } from '@/server/certificates/certificate-artwork'
import { NOBODY_ELIGIBLE } from '@/server/certificates/issue-certificates'
import { DAY_NOT_COME, notADayOf } from '@/server/certificates/mark-attendance'
import { ALREADY_REVOKED } from '@/server/certificates/revoke-certificate'
import { NO_SIGNING_KEY } from '@/server/certificates/signing-key'
import { verificationPage } from '@/server/certificates/verification-page'
import { WITHDRAWN_ON_REQUEST } from '@/server/privacy/withdraw-certificates'

import { newCredentialSigningKey } from '../../scripts/lib/credential-signing-key'
import { download } from './helpers/download'
import { runEmailJobsFor } from './helpers/email-jobs'
import { recordAs } from './helpers/ledger'
import { testPayload } from './helpers/payload'
import { api, fieldErrors } from './helpers/rest'
import { CapturingSmtpServer } from './helpers/smtp'
import { createStaff } from './helpers/staff'
import { submitRegistration } from './helpers/submissions'
import { createEdition, resetWorkshop } from './helpers/workshop'

const DAY = 24 * 60 * 60 * 1000

let payload: Payload
let admin: string
let editor: string
const smtp = new CapturingSmtpServer()

const pdfText = async (content: Uint8Array) =>
  (await new PDFParse({ data: content }).getText()).text

/** An edition that ran over the last two days, with registrations made while it was ahead. */
const pastEdition = async (groups: Array<{ names: string[]; email: string }>) => {
  const edition = await createEdition(payload, { startsInDays: 10, referencePrefix: 'CRT' })
  const registrations: number[] = []
  for (const { names, email } of groups) {
    registrations.push(
      await submitRegistration(names, {
        edition: edition.id,
        contactEmail: email,
        organization: `Org of ${email}`,
      }),
    )
  }
  const moved = await payload.update({
    collection: 'workshop-editions',
    id: edition.id,
    data: {
      startsAt: new Date(Date.now() - 2 * DAY).toISOString(),
      endsAt: new Date(Date.now() - 1 * DAY).toISOString(),
    },
  })
  return { edition: moved, registrations, days: editionDays(moved.startsAt, moved.endsAt) }
}

const payInFull = async (registration: number) => {
  const doc = await payload.findByID({ collection: 'registrations', id: registration })
  const paid = await recordAs(admin, registration, { amount: doc.totalAmount, confirm: true })
  expect(paid.status, JSON.stringify(paid.body)).toBe(201)
}

const mark = (token: string | undefined, body: Record<string, unknown>) =>
  api('POST', '/dashboard/attendance', { token, body })

const presentAll = async (edition: number, day: string, people: Array<[number, number]>) => {
  const res = await mark(admin, {
    edition,
    day,
    marks: people.map(([registration, participant]) => ({
      registration,
      participant,
      present: true,
    })),
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

const issue = (edition: number, body: Record<string, unknown> = {}, token = admin) =>
  api('POST', `/dashboard/editions/${edition}/certificates`, { token, body })

const setSignatory = () =>
  api('POST', '/globals/certificate-settings', {
    token: admin,
    body: { signatoryName: 'Dr. Rahman Ismail', signatoryTitle: 'Director of Training' },
  })

const document = (code: string, name: string) =>
  documentGet(new Request(`http://localhost/verify/${code}/${name}`), {
    params: Promise.resolve({ code, document: name }),
  })

const keySet = async () => (await keysGet()).json()

beforeAll(async () => {
  payload = await testPayload()
  await smtp.start()
  await resetWorkshop(payload, { capacity: 1000 })
  admin = (await createStaff(payload, 'admin')).token
  editor = (await createStaff(payload, 'editor')).token
})

afterAll(() => smtp.stop())

describe('who may take the roll call and issue certificates', () => {
  it('refuses anonymous visitors and editors every certificate endpoint and record', async () => {
    const { edition, registrations } = await pastEdition([{ names: ['A'], email: 'who@crt.test' }])
    const calls: Array<[method: 'GET' | 'POST', path: string, body?: unknown]> = [
      ['GET', `/dashboard/editions/${edition.id}/roll-call`],
      ['POST', '/dashboard/attendance', { edition: edition.id, day: '2027-01-01', marks: [] }],
      ['GET', `/dashboard/editions/${edition.id}/attendance-sheet?day=2027-01-01`],
      ['GET', `/dashboard/editions/${edition.id}/certificates`],
      ['POST', `/dashboard/editions/${edition.id}/certificates`, {}],
      ['POST', '/dashboard/certificates/ABCD-EFGH-JKMN-PQRS/revoke', { reason: 'Because so' }],
      ['GET', '/dashboard/certificates/ABCD-EFGH-JKMN-PQRS/pdf'],
      ['POST', `/dashboard/registrations/${registrations[0]}/certificates/send`],
      [
        'POST',
        `/dashboard/registrations/${registrations[0]}/certificate-waiver`,
        { waived: true, reason: 'Sponsor' },
      ],
      ['GET', '/certificates'],
      ['GET', '/attendance-marks'],
      ['GET', '/credential-keys'],
      ['GET', '/certificate-images'],
      ['GET', '/globals/certificate-settings'],
      ['POST', '/globals/certificate-settings', { signatoryName: 'Someone Else' }],
    ]
    for (const [method, path, body] of calls) {
      for (const token of [undefined, editor]) {
        const res = await api(method, path, { token, body })
        expect([401, 403], `${method} ${path} as ${token ? 'editor' : 'anonymous'}`).toContain(
          res.status,
        )
      }
    }
    const settings = await payload.findGlobal({ slug: 'certificate-settings' })
    expect(settings.signatoryName ?? null).toBeNull()
  })
})

describe('the roll call', () => {
  it('stores each tap with who and when; a later tap replaces it; refusals store nothing', async () => {
    const { edition, registrations, days } = await pastEdition([
      { names: ['Aiman', 'Badrul'], email: 'roll@crt.test' },
    ])
    const [reg] = registrations
    const bad = await mark(admin, { edition: edition.id, day: 'yesterday', marks: [] })
    expect(bad.status).toBe(400)
    expect(Object.keys(fieldErrors(bad.body))).toEqual(expect.arrayContaining(['day', 'marks']))
    const outside = await mark(admin, {
      edition: edition.id,
      day: '2001-01-01',
      marks: [{ registration: reg, participant: 1, present: true }],
    })
    expect(outside.status).toBe(400)
    expect(outside.body.errors[0].message).toBe(notADayOf('2001-01-01'))
    const stranger = await mark(admin, {
      edition: edition.id,
      day: days[0],
      marks: [
        { registration: reg, participant: 1, present: true },
        { registration: reg, participant: 7, present: true },
      ],
    })
    expect(stranger.status).toBe(400)
    expect(
      await payload.count({
        collection: 'attendance-marks',
        where: { registration: { equals: reg } },
      }),
    ).toMatchObject({ totalDocs: 0 })

    await presentAll(edition.id, days[0], [
      [reg, 1],
      [reg, 2],
    ])
    const corrected = await mark(admin, {
      edition: edition.id,
      day: days[0],
      marks: [{ registration: reg, participant: 2, present: false }],
    })
    expect(corrected.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'attendance-marks',
      where: { registration: { equals: reg } },
      sort: 'participant',
    })
    expect(docs.map((m) => [m.participant, m.day, m.present])).toEqual([
      [1, days[0], true],
      [2, days[0], false],
    ])
    expect(docs.every((m) => m.markedBy && m.markedAt)).toBe(true)

    const rollCall = await api('GET', `/dashboard/editions/${edition.id}/roll-call`, {
      token: admin,
    })
    expect(rollCall.status).toBe(200)
    expect(rollCall.body.edition.days).toEqual(days)
    const people = rollCall.body.registrations.find((r: any) => r.id === reg).participants
    expect(people[1].marks[days[0]]).toMatchObject({
      present: false,
      markedBy: expect.stringContaining('@staff.test'),
    })
    const audit = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'attendance-marked' } },
      sort: '-createdAt',
      limit: 1,
    })
    expect(audit.docs[0].details).toMatchObject({ marks: [{ participant: 2, present: false }] })
  })

  it('refuses a day that has not begun', async () => {
    const edition = await createEdition(payload, { startsInDays: 3, referencePrefix: 'CRF' })
    const reg = await submitRegistration(['Zara'], { edition: edition.id })
    const [first] = editionDays(edition.startsAt, edition.endsAt)
    const res = await mark(admin, {
      edition: edition.id,
      day: first,
      marks: [{ registration: reg, participant: 1, present: true }],
    })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].message).toBe(DAY_NOT_COME)
  })

  it('prints the day’s attendance sheet, grouped by organisation', async () => {
    const { edition, days } = await pastEdition([
      { names: ['Chandra Devi'], email: 'sheet-a@crt.test' },
      { names: ['Danial Haris'], email: 'sheet-b@crt.test' },
    ])
    const res = await download(
      `/dashboard/editions/${edition.id}/attendance-sheet?day=${days[1]}`,
      admin,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const text = await pdfText(res.bytes)
    expect(text).toContain('Chandra Devi')
    expect(text).toContain('Org of sheet-b@crt.test')
    expect(text).toContain('2 of 2 / 2 daripada 2')
  })
})

describe('issuing certificates', () => {
  it('certifies who attended and paid, says why not the others, and e-mails each group once', async () => {
    const { edition, registrations, days } = await pastEdition([
      { names: ['Farah Lim', 'Ganesh Rao'], email: 'paid@crt.test' },
      { names: ['Hana Yusof'], email: 'unpaid@crt.test' },
      { names: ['Irfan Tan'], email: 'pending@crt.test' },
    ])
    const [paid, unpaid, pending] = registrations
    await payInFull(paid)
    const confirmed = await api('PATCH', `/registrations/${unpaid}`, {
      token: admin,
      body: { status: 'confirmed' },
    })
    expect(confirmed.status).toBe(200)
    await presentAll(edition.id, days[0], [
      [paid, 1],
      [paid, 2],
      [unpaid, 1],
      [pending, 1],
    ])
    await presentAll(edition.id, days[1], [
      [paid, 1],
      [unpaid, 1],
      [pending, 1],
    ])

    const noSignatory = await issue(edition.id)
    expect(noSignatory.status).toBe(409)
    expect(noSignatory.body.errors[0].message).toBe(NO_SIGNATORY)
    expect((await setSignatory()).status).toBe(200)

    const overview = await api('GET', `/dashboard/editions/${edition.id}/certificates`, {
      token: admin,
    })
    expect(overview.status).toBe(200)
    expect(overview.body.ready).toEqual({ signatory: true, signingKey: true })
    const reasonsOf = (name: string) =>
      overview.body.rows.find((row: any) => row.name === name).reasons.map((r: any) => r.reason)
    expect(reasonsOf('Farah Lim')).toEqual([])
    expect(reasonsOf('Ganesh Rao')).toEqual(['missed-days'])
    expect(reasonsOf('Hana Yusof')).toEqual(['unpaid'])
    expect(reasonsOf('Irfan Tan')).toEqual(['unconfirmed', 'unpaid'])

    const malformed = await issue(edition.id, {
      participants: [{ registration: paid, participant: 1, name: '  ' }],
    })
    expect(malformed.status).toBe(400)

    const first = await issue(edition.id, {
      participants: [
        { registration: paid, participant: 1, name: 'Farah Binti Lim' },
        { registration: paid, participant: 2 },
      ],
    })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body.issued).toHaveLength(1)
    expect(first.body.skipped).toMatchObject([
      { name: 'Ganesh Rao', reasons: [{ reason: 'missed-days', attended: 1, required: 2 }] },
    ])
    const [farah] = first.body.issued
    expect(farah.code).toMatch(CERTIFICATE_CODE_PATTERN)
    expect(farah.number).toMatch(/^CERT-\d{4}-\d{6}$/)

    // Nobody chosen may be certified now: the one eligible already has hers.
    const again = await issue(edition.id, {
      participants: [{ registration: paid, participant: 1 }],
    })
    expect(again.status).toBe(409)
    expect(again.body.errors[0].message).toBe(NOBODY_ELIGIBLE)

    // The unpaid registration, on an admin's audited waiver.
    const noReason = await api('POST', `/dashboard/registrations/${unpaid}/certificate-waiver`, {
      token: admin,
      body: { waived: true },
    })
    expect(noReason.status).toBe(400)
    const waived = await api('POST', `/dashboard/registrations/${unpaid}/certificate-waiver`, {
      token: admin,
      body: { waived: true, reason: 'Sponsor pays after the workshop' },
    })
    expect(waived.status).toBe(200)
    const second = await issue(edition.id)
    expect(second.status).toBe(201)
    expect(second.body.issued.map((c: any) => c.participantName)).toEqual(['Hana Yusof'])
    const hana = await payload.find({
      collection: 'certificates',
      where: { code: { equals: second.body.issued[0].code } },
    })
    expect(hana.docs[0].paymentWaived).toBe(true)

    // As issued: its PDF says what it certifies, and its credential verifies with the keys.
    const stored = (
      await payload.find({ collection: 'certificates', where: { code: { equals: farah.code } } })
    ).docs[0]
    const text = await pdfText(Buffer.from(stored.pdf!, 'base64'))
    for (const part of [
      'Farah Binti Lim',
      edition.title,
      farah.number,
      'Dr. Rahman Ismail',
      `/verify/${farah.code}`,
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(part)
    }
    const check = await verifyCredentialJwt(stored.credentialJwt!, await keySet())
    expect(check).toMatchObject({ valid: true, kid: stored.kid })
    expect(check.valid && check.credential).toMatchObject({
      id: expect.stringContaining(`/verify/${farah.code}`),
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      credentialSubject: {
        identifier: [{ identityHash: 'Farah Binti Lim' }],
        achievement: { name: edition.title },
      },
    })

    // One e-mail to each group's contact, with its certificates attached.
    await runEmailJobsFor(payload, 'registrations', [paid, unpaid])
    const mails = smtp.to('paid@crt.test').filter((m) => m.subject?.includes('Certificates'))
    expect(mails).toHaveLength(1)
    expect(mails[0].attachments.map((a) => a.filename)).toEqual([`certificate-${farah.number}.pdf`])
    expect(mails[0].text).toContain(`/verify/${farah.code}`)
    expect(await pdfText(mails[0].attachments[0].content)).toContain('Farah Binti Lim')

    const resent = await api('POST', `/dashboard/registrations/${paid}/certificates/send`, {
      token: admin,
    })
    expect(resent.status).toBe(202)
    await runEmailJobsFor(payload, 'registrations', [paid])
    expect(
      smtp.to('paid@crt.test').filter((m) => m.subject?.includes('Certificates')),
    ).toHaveLength(2)
    const nothing = await api('POST', `/dashboard/registrations/${pending}/certificates/send`, {
      token: admin,
    })
    expect(nothing.status).toBe(409)

    const actions = await payload.find({
      collection: 'audit-log',
      where: {
        action: { in: ['certificates-issued', 'certificate-payment-waived', 'certificates-sent'] },
      },
      sort: 'createdAt',
    })
    expect(actions.docs.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'certificates-issued',
        'certificate-payment-waived',
        'certificates-sent',
      ]),
    )
  })

  it('gives each person one certificate and numbers without gaps when two admins issue at once', async () => {
    const { edition, registrations, days } = await pastEdition([
      { names: ['Jamal', 'Kavitha', 'Lee'], email: 'race@crt.test' },
    ])
    const [reg] = registrations
    await payInFull(reg)
    for (const day of days)
      await presentAll(edition.id, day, [
        [reg, 1],
        [reg, 2],
        [reg, 3],
      ])
    await setSignatory()
    const other = (await createStaff(payload, 'admin')).token
    const answers = await Promise.all([issue(edition.id), issue(edition.id, {}, other)])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    const { docs } = await payload.find({
      collection: 'certificates',
      where: { edition: { equals: edition.id } },
      sort: 'sequence',
    })
    expect(docs.map((c) => c.participant)).toEqual([1, 2, 3])
    expect(docs[2].sequence - docs[0].sequence).toBe(2)
  })
})

describe('a certificate in public', () => {
  const issuedOne = async (names: string[], email: string) => {
    const { edition, registrations, days } = await pastEdition([{ names, email }])
    const [reg] = registrations
    await payInFull(reg)
    for (const day of days) {
      await presentAll(
        edition.id,
        day,
        names.map((_, i) => [reg, i + 1] as [number, number]),
      )
    }
    await setSignatory()
    const res = await issue(edition.id)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return { edition, reg, issued: res.body.issued as any[] }
  }

  it('shows only what it attests, until revoked; then every form says so', async () => {
    const { edition, issued } = await issuedOne(['Mei Ling'], 'public@crt.test')
    const [{ code }] = issued
    const page = await verificationPage(code.toLowerCase())
    expect(page?.certificate).toMatchObject({
      participantName: 'Mei Ling',
      programme: edition.title,
    })
    expect(page?.revokedOn).toBeNull()
    expect((await document(code, 'credential.json')).status).toBe(200)
    expect((await document(code, 'credential.jwt')).headers.get('content-type')).toBe(
      'application/vc+jwt',
    )
    const pdf = await document(code, 'certificate.pdf')
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect((await (await document(code, 'status.json')).json()).revokedCredentials).toEqual([])

    const short = await api('POST', `/dashboard/certificates/${code}/revoke`, {
      token: admin,
      body: { reason: 'no' },
    })
    expect(short.status).toBe(400)
    const revoked = await api('POST', `/dashboard/certificates/${code}/revoke`, {
      token: admin,
      body: { reason: 'Issued in error: absent on day two' },
    })
    expect(revoked.status).toBe(200)
    const twice = await api('POST', `/dashboard/certificates/${code}/revoke`, {
      token: admin,
      body: { reason: 'Issued in error: absent on day two' },
    })
    expect(twice.status).toBe(409)
    expect(twice.body.errors[0].message).toBe(ALREADY_REVOKED)

    const after = await verificationPage(code)
    expect(after?.revokedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(after?.certificate.revokeReason).toBe('Issued in error: absent on day two')
    expect((await (await document(code, 'status.json')).json()).revokedCredentials).toMatchObject([
      { revocationReason: 'Issued in error: absent on day two' },
    ])
    expect((await document(code, 'certificate.pdf')).status).toBe(410)
    const json = await document(code, 'credential.json')
    expect(json.status).toBe(410)
    expect(await json.json()).toMatchObject({
      revoked: true,
      revocationReason: 'Issued in error: absent on day two',
      credential: { type: ['VerifiableCredential', 'OpenBadgeCredential'] },
    })
    // The admin still has it as issued.
    expect((await download(`/dashboard/certificates/${code}/pdf`, admin)).status).toBe(200)
  })

  it('answers an unknown or malformed code as nothing, with no hint', async () => {
    for (const code of ['ABCD-EFGH-JKMN-PQRS', 'not-a-code', '../../etc/passwd']) {
      expect(await verificationPage(code)).toBeNull()
      for (const name of [
        'credential.json',
        'credential.jwt',
        'status.json',
        'certificate.pdf',
        'other.txt',
      ]) {
        expect((await document(code, name)).status).toBe(404)
      }
    }
  })

  it('keeps older credentials verifiable after the signing key changes, and signs nothing without one', async () => {
    const before = await issuedOne(['Nadia'], 'rotate-a@crt.test')
    const firstJwt = await document(before.issued[0].code, 'credential.jwt').then((r) => r.text())
    const previous = process.env.CREDENTIAL_SIGNING_KEY
    process.env.CREDENTIAL_SIGNING_KEY = newCredentialSigningKey()
    try {
      const after = await issuedOne(['Omar'], 'rotate-b@crt.test')
      const secondJwt = await document(after.issued[0].code, 'credential.jwt').then((r) => r.text())
      const keys = await keySet()
      expect(keys.keys.length).toBeGreaterThanOrEqual(2)
      const checks = await Promise.all(
        [firstJwt, secondJwt].map((jwt) => verifyCredentialJwt(jwt, keys)),
      )
      expect(checks.map((c) => c.valid)).toEqual([true, true])
      expect(checks[0].valid && checks[1].valid && checks[0].kid !== checks[1].kid).toBe(true)
      expect(keys.keys[0].kid).toBe(checks[1].valid && checks[1].kid)
      // A credential edited after signing no longer verifies.
      const [header, body, signature] = secondJwt.split('.')
      const forged = Buffer.from(body, 'base64url').toString().replace('Omar', 'Someone')
      expect(
        await verifyCredentialJwt(
          `${header}.${Buffer.from(forged).toString('base64url')}.${signature}`,
          keys,
        ),
      ).toMatchObject({ valid: false, reason: 'forged' })

      delete process.env.CREDENTIAL_SIGNING_KEY
      const { edition } = await pastEdition([{ names: ['Putri'], email: 'nokey@crt.test' }])
      const res = await issue(edition.id)
      expect(res.status).toBe(503)
      expect(res.body.errors[0].message).toBe(NO_SIGNING_KEY)
      // A key pasted wrongly is named as the problem, before and when anyone issues.
      process.env.CREDENTIAL_SIGNING_KEY = '{"kty":"OKP","crv":"Ed25519","x":"not-a-key"}'
      const overview = await api('GET', `/dashboard/editions/${edition.id}/certificates`, {
        token: admin,
      })
      expect(overview.body.ready.signingKey).toBe(false)
      const bad = await issue(edition.id)
      expect(bad.status).toBe(503)
      expect(bad.body.errors[0].message).toMatch(/not a usable key/)
    } finally {
      process.env.CREDENTIAL_SIGNING_KEY = previous
    }
  })

  it('is withdrawn when its holder’s data is erased: revoked, and shown nowhere', async () => {
    const { issued } = await issuedOne(['Qistina Aziz', 'Rizal Omar'], 'erase@crt.test')
    const [qistina, rizal] = issued
    const res = await api('POST', '/personal-data/erase', {
      token: admin,
      body: { email: 'erase@crt.test', name: 'Qistina Aziz' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.erased.certificates).toBe(1)
    expect(await verificationPage(qistina.code)).toBeNull()
    expect((await document(qistina.code, 'credential.json')).status).toBe(404)
    expect(
      (await (await document(qistina.code, 'status.json')).json()).revokedCredentials,
    ).toMatchObject([{ revocationReason: WITHDRAWN_ON_REQUEST }])
    const stored = (
      await payload.find({ collection: 'certificates', where: { code: { equals: qistina.code } } })
    ).docs[0]
    expect(stored).toMatchObject({ pdf: null, credentialJwt: null })
    expect(stored.participantName).not.toContain('Qistina')
    // The colleague's certificate stands.
    expect((await verificationPage(rizal.code))?.revokedOn).toBeNull()
  })
})
