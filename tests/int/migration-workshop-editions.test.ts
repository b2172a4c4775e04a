/**
 * The migration to workshop editions, run by Payload on a database of the schema before it
 * that holds what a live site held: the workshop global (dates, seats, price tiers, early
 * bird, bank details, the banner's wording) and registrations of every status with their
 * participants. Afterwards the global's run is the first edition, every registration is
 * linked to it, and nothing else of any row has changed.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseAtMigration, type DatabaseAtMigration } from './helpers/database-at-migration'

const MIGRATION = '20261125_181201_workshop_editions'

let at: DatabaseAtMigration
let payload: Payload
let registrationsBefore: Array<Record<string, unknown>>
let participantsBefore: Array<Record<string, unknown>>

const GLOBAL = {
  title: 'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP',
  reference_prefix: 'ASL',
  format: '2-day intensive',
  starts_at: '2026-03-10T00:30:00.000Z',
  ends_at: '2026-03-11T09:00:00.000Z',
  venue: 'Dewan Seri, Putrajaya',
  languages: 'Bilingual (EN/BM)',
  badge: 'Limited Seats Available',
  capacity: 30,
  registration_open: true,
  price_note: 'Per participant, 8% SST included',
  early_bird_enabled: true,
  early_bird_discount_percent: 10,
  early_bird_deadline: '2026-02-14T16:00:00.000Z',
  bank_bank_name: 'Maybank Berhad',
  bank_account_name: 'Malaysia Leadership Academy Sdn. Bhd.',
  bank_account_number: '5123 4567 8901',
  payment_instructions: 'Pay within 7 days, quoting your reference.',
  banner_labels_register_button: 'DAFTAR SEKARANG',
  created_at: '2025-09-01T02:00:00.000Z',
  updated_at: '2026-01-20T03:00:00.000Z',
}

const TIERS = [
  { id: 'tier-a', min: 1, rate: 3750 },
  { id: 'tier-b', min: 3, rate: 2625 },
  { id: 'tier-c', min: 5, rate: 1875 },
]

/** Registrations as the old schema stored them: every status, an anonymised one, blanks. */
const REGISTRATIONS = [
  ['ASL-2026-0001', 'pending', 'Kementerian A', 2, 3750, 7500, false, null],
  ['ASL-2026-0002', 'confirmed', 'Universiti B', 5, 1687.5, 8437.5, true, '2026-01-02T01:00:00Z'],
  ['ASL-2026-0003', 'cancelled', 'Syarikat C', 3, 2625, 7875, false, null],
  ['ASL-2026-0004', null, 'Agensi D', 1, 3750, 3750, false, null],
] as const

/** A row's columns that the schema before the migration had (later migrations add more). */
const columnsBefore = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(registrationsBefore[0]).map((key) => [key, row[key]]))

const snapshot = async () => ({
  registrations: await at.sql('select * from registrations order by id'),
  participants: await at.sql(
    'select * from registrations_participants order by _parent_id, _order',
  ),
})

beforeAll(async () => {
  at = await databaseAtMigration(MIGRATION)
  payload = at.payload
  const columns = Object.keys(GLOBAL)
  const [{ id: workshop }] = await at.sql<{ id: number }>(
    `insert into workshop (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(GLOBAL),
  )
  for (const [order, tier] of TIERS.entries()) {
    await at.sql(
      'insert into workshop_price_tiers (_order, _parent_id, id, min_participants, rate_per_person) values ($1, $2, $3, $4, $5)',
      [order + 1, workshop, tier.id, tier.min, tier.rate],
    )
  }
  for (const [n, [reference, status, organization, count, rate, total, early, anonymised]] of [
    ...REGISTRATIONS.entries(),
  ]) {
    const [{ id }] = await at.sql<{ id: number }>(
      `insert into registrations (reference, status, program_name, organization, address,
         contact_name, contact_phone, contact_email, participant_count, rate_per_person,
         total_amount, early_bird_applied, notes, privacy_notice_version, anonymised_at,
         created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       returning id`,
      [
        reference,
        status,
        GLOBAL.title,
        organization,
        n % 2 ? null : `Jalan ${n}, Putrajaya`,
        `Contact ${n}`,
        `012-000 000${n}`,
        `contact${n}@example.my`,
        count,
        rate,
        total,
        early,
        n === 1 ? 'Invoice to finance.' : null,
        '2025-09-01',
        anonymised,
        `2026-01-0${n + 1}T0${n}:15:00.000Z`,
        `2026-01-1${n}T0${n}:45:00.000Z`,
      ],
    )
    for (let p = 0; p < count; p++) {
      await at.sql(
        'insert into registrations_participants (_order, _parent_id, id, no, name) values ($1, $2, $3, $4, $5)',
        [p + 1, id, `p-${id}-${p}`, p + 1, `Participant ${n}.${p + 1}`],
      )
    }
  }
  ;({ registrations: registrationsBefore, participants: participantsBefore } = await snapshot())

  await at.migrateRest()
}, 180_000)

afterAll(async () => {
  await at?.cleanup()
})

describe('the workshop editions migration', () => {
  it('turns the workshop global into the first edition, published, with every setting', async () => {
    const { docs } = await payload.find({ collection: 'workshop-editions', depth: 0 })
    expect(docs).toHaveLength(1)
    const [edition] = docs
    expect(edition).toMatchObject({
      status: 'published',
      slug: 'asl-2026-03-10',
      title: GLOBAL.title,
      referencePrefix: 'ASL',
      format: GLOBAL.format,
      startsAt: GLOBAL.starts_at,
      startsAt_tz: 'Asia/Kuala_Lumpur',
      endsAt: GLOBAL.ends_at,
      venue: GLOBAL.venue,
      languages: GLOBAL.languages,
      badge: GLOBAL.badge,
      capacity: 30,
      registrationOpen: true,
      priceNote: GLOBAL.price_note,
      earlyBird: { enabled: true, discountPercent: 10, deadline: GLOBAL.early_bird_deadline },
      bank: {
        bankName: GLOBAL.bank_bank_name,
        accountName: GLOBAL.bank_account_name,
        accountNumber: GLOBAL.bank_account_number,
      },
      paymentInstructions: GLOBAL.payment_instructions,
      createdAt: GLOBAL.created_at,
      updatedAt: GLOBAL.updated_at,
    })
    expect(edition.priceTiers.map((t) => [t.id, t.minParticipants, t.ratePerPerson])).toEqual(
      TIERS.map((t) => [t.id, t.min, t.rate]),
    )
  })

  it('links every registration to it and changes nothing else of any registration', async () => {
    const [{ id: edition }] = await at.sql<{ id: number }>('select id from workshop_editions')
    const after = await snapshot()
    expect(after.registrations).toHaveLength(REGISTRATIONS.length)
    expect(after.registrations.map((row) => row.edition_id)).toEqual(
      REGISTRATIONS.map(() => edition),
    )
    expect(after.registrations.map(columnsBefore)).toEqual(registrationsBefore)
    // The later payments migration: nothing was recorded as paid for any of them.
    expect(after.registrations.map((row) => [row.payment_state, Number(row.amount_paid)])).toEqual(
      REGISTRATIONS.map(() => ['unpaid', 0]),
    )
    expect(after.participants).toEqual(participantsBefore)
    // And as the app reads them.
    const { docs } = await payload.find({
      collection: 'registrations',
      sort: 'id',
      depth: 0,
      pagination: false,
    })
    expect(docs.map((doc) => [doc.reference, doc.edition, doc.status ?? null])).toEqual(
      REGISTRATIONS.map(([reference, status]) => [reference, edition, status]),
    )
  })

  it('counts the seats the old registrations hold in the new edition', async () => {
    const [{ id }] = await at.sql<{ id: number }>('select id from workshop_editions')
    const [{ taken }] = await at.sql<{ taken: string }>(
      'select academy_edition_seats_taken($1) as taken',
      [id],
    )
    // Pending 2, confirmed 5, no status 1; the cancelled 3 gave theirs back.
    expect(Number(taken)).toBe(8)
  })

  it('keeps the banner’s wording in the global, and nothing of the run', async () => {
    const workshop = await payload.findGlobal({ slug: 'workshop', depth: 0 })
    expect(workshop.bannerLabels).toMatchObject({
      registerButton: 'DAFTAR SEKARANG',
      nextIntakeButton: 'Ask About the Next Intake',
      noEditionHeading: 'Certified Workshop',
    })
    const columns = await at.sql<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'workshop'",
    )
    expect(columns.map((c) => c.column_name)).not.toContain('capacity')
    expect(
      await at.sql(
        "select 1 from information_schema.tables where table_name = 'workshop_price_tiers'",
      ),
    ).toEqual([])
  })

  it('goes back down to one workshop with the same settings and registrations', async () => {
    await at.migrateDown()
    const [workshop] = await at.sql('select * from workshop')
    for (const [column, value] of Object.entries(GLOBAL)) {
      if (column === 'created_at' || column === 'updated_at') continue
      const stored = workshop[column]
      const same =
        stored instanceof Date ? stored.toISOString() === value : String(stored) === String(value)
      expect(same, `${column}: ${String(stored)}`).toBe(true)
    }
    const tiers = await at.sql(
      'select id, min_participants, rate_per_person from workshop_price_tiers order by _order',
    )
    expect(tiers.map((t) => [t.id, Number(t.min_participants), Number(t.rate_per_person)])).toEqual(
      TIERS.map((t) => [t.id, t.min, t.rate]),
    )
    const rows = await at.sql('select * from registrations order by id')
    expect(rows.map(columnsBefore)).toEqual(registrationsBefore)
  })
})
