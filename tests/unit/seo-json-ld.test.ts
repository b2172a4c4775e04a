import { describe, expect, it } from 'vitest'

import { absoluteUrl } from '@/lib/seo/absolute-url'
import { organizationJsonLd, serializeJsonLd, workshopEventJsonLd } from '@/lib/seo/json-ld'
import { priceTableRows } from '@/lib/workshop/price-table'

describe('absoluteUrl', () => {
  it('joins paths to the configured origin, with or without a trailing slash', () => {
    expect(absoluteUrl('/about', 'https://academy.my')).toBe('https://academy.my/about')
    expect(absoluteUrl('/', 'https://academy.my/')).toBe('https://academy.my/')
  })
})

describe('organizationJsonLd', () => {
  it('describes the academy with its contact details and address', () => {
    const data = organizationJsonLd({
      name: 'Malaysia Leadership Academy',
      url: 'https://academy.my/',
      email: 'support@academy.my',
      telephone: '+60 3-7890 1234',
      address: 'Level 8, Menara Mutiara\n47301 Petaling Jaya\n\nSelangor, Malaysia',
      foundingYear: 2015,
    })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'Malaysia Leadership Academy',
      foundingDate: '2015',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Level 8, Menara Mutiara, 47301 Petaling Jaya, Selangor, Malaysia',
        addressCountry: 'MY',
      },
    })
    expect(data).not.toHaveProperty('sameAs')
  })
})

type OfferFields = { price: number; priceCurrency: string; availability: string }
const offersOf = (data: object) => (data as { offers: OfferFields[] }).offers

describe('workshopEventJsonLd', () => {
  const base = {
    title: 'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP',
    description: '2-day intensive',
    startsAt: '2025-10-28T00:30:00.000Z',
    endsAt: '2025-10-29T09:00:00.000Z',
    venue: 'A hotel in Kuala Lumpur',
    url: 'https://academy.my/registration',
    organizer: { name: 'Malaysia Leadership Academy', url: 'https://academy.my/' },
    priceRows: priceTableRows([
      { minParticipants: 1, ratePerPerson: 3750 },
      { minParticipants: 3, ratePerPerson: 2625 },
      { minParticipants: 5, ratePerPerson: 1875 },
    ]),
  }

  it('offers each price tier in ringgit while registration is open', () => {
    const data = workshopEventJsonLd({ ...base, open: true, full: false })
    expect(data).toMatchObject({
      '@type': 'Event',
      url: base.url,
      startDate: base.startsAt,
      endDate: base.endsAt,
    })
    expect(
      offersOf(data).map((offer) => [offer.price, offer.priceCurrency, offer.availability]),
    ).toEqual([
      [3750, 'MYR', 'https://schema.org/InStock'],
      [2625, 'MYR', 'https://schema.org/InStock'],
      [1875, 'MYR', 'https://schema.org/InStock'],
    ])
  })

  it('marks the offers sold out when full and discontinued when closed', () => {
    const full = workshopEventJsonLd({ ...base, open: false, full: true })
    const closed = workshopEventJsonLd({ ...base, open: false, full: false })
    expect(offersOf(full)[0].availability).toBe('https://schema.org/SoldOut')
    expect(offersOf(closed)[0].availability).toBe('https://schema.org/Discontinued')
  })

  it('gives an edition’s capacity and the seats it has left', () => {
    const data = workshopEventJsonLd({
      ...base,
      open: true,
      full: false,
      capacity: 30,
      remaining: 7,
    })
    expect(data).toMatchObject({ maximumAttendeeCapacity: 30, remainingAttendeeCapacity: 7 })
    const none = workshopEventJsonLd({
      ...base,
      open: false,
      full: true,
      capacity: 30,
      remaining: 0,
    })
    expect(none).toMatchObject({ remainingAttendeeCapacity: 0 })
    expect(workshopEventJsonLd({ ...base, open: true, full: false })).not.toHaveProperty(
      'remainingAttendeeCapacity',
    )
  })
})

describe('serializeJsonLd', () => {
  it('cannot close its script tag, whatever the CMS text holds', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>')
  })
})
