import type { SeedStep } from './seed-step'

export const SEEDED_VENUE = { en: 'A hotel in Kuala Lumpur', ms: 'Sebuah hotel di Kuala Lumpur' }

export const SEEDED_FORMAT = { en: '2-day intensive', ms: 'Intensif 2 hari' }

// Published as written: on a fresh install it is past, so registration shows as closed until
// staff duplicate it with new dates.
export const seedWorkshop: SeedStep = async (payload, req) => {
  await payload.create({
    req,
    collection: 'workshop-editions',
    data: {
      status: 'published',
      title: 'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP',
      referencePrefix: 'ASL',
      format: SEEDED_FORMAT.en,
      formatMs: SEEDED_FORMAT.ms,
      startsAt: '2025-10-28T08:30:00+08:00',
      startsAt_tz: 'Asia/Kuala_Lumpur',
      endsAt: '2025-10-29T17:00:00+08:00',
      endsAt_tz: 'Asia/Kuala_Lumpur',
      venue: SEEDED_VENUE.en,
      venueMs: SEEDED_VENUE.ms,
      languages: 'Bilingual (EN/BM)',
      badge: 'Limited Seats Available',
      capacity: 30,
      registrationOpen: true,
      priceTiers: [
        { minParticipants: 1, ratePerPerson: 3750 },
        { minParticipants: 3, ratePerPerson: 2625 },
        { minParticipants: 5, ratePerPerson: 1875 },
      ],
      priceNote: 'Per participant, 8% SST included',
      earlyBird: { enabled: true, discountPercent: 10, deadline: '2025-10-15T00:00:00+08:00' },
      bank: {
        bankName: 'Maybank Berhad',
        accountName: 'Malaysia Leadership Academy Sdn. Bhd.',
        accountNumber: '5123 4567 8901',
      },
      paymentInstructions:
        'After paying, e-mail this form together with your payment receipt to our support e-mail, or call us, so we can confirm your seats.',
    },
  })
}
