import type { EducationalOrganization, Event, Offer, WithContext } from 'schema-dts'

import type { PriceRow } from '@/lib/workshop/price-table'

export type OrganizationFacts = {
  name: string
  url: string
  slogan?: string | null
  email?: string | null
  telephone?: string | null
  address?: string | null
  logo?: string | null
  sameAs?: string[]
  foundingYear?: number | null
}

export const organizationJsonLd = (
  org: OrganizationFacts,
): WithContext<EducationalOrganization> => {
  const addressLines = (org.address ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: org.name,
    url: org.url,
    ...(org.slogan ? { slogan: org.slogan } : {}),
    ...(org.email ? { email: org.email } : {}),
    ...(org.telephone ? { telephone: org.telephone } : {}),
    ...(org.logo ? { logo: org.logo } : {}),
    ...(org.foundingYear ? { foundingDate: String(org.foundingYear) } : {}),
    ...(org.sameAs?.length ? { sameAs: org.sameAs } : {}),
    ...(addressLines.length
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: addressLines.join(', '),
            addressCountry: 'MY',
          },
        }
      : {}),
  }
}

export type WorkshopFacts = {
  title: string
  description: string
  startsAt: string
  endsAt?: string | null
  venue: string
  url: string
  image?: string | null
  organizer: { name: string; url: string }
  priceRows: PriceRow[]
  open: boolean
  full: boolean
  capacity?: number | null
  remaining?: number | null
}

export const workshopEventJsonLd = (workshop: WorkshopFacts): WithContext<Event> => {
  const availability = workshop.full
    ? 'https://schema.org/SoldOut'
    : workshop.open
      ? 'https://schema.org/InStock'
      : 'https://schema.org/Discontinued'
  const offers: Offer[] = workshop.priceRows.map((row) => ({
    '@type': 'Offer',
    name: `${row.label}, per participant`,
    price: row.ratePerPerson,
    priceCurrency: 'MYR',
    availability,
    url: workshop.url,
    validThrough: workshop.startsAt,
  }))
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: workshop.title,
    description: workshop.description,
    url: workshop.url,
    startDate: workshop.startsAt,
    ...(workshop.endsAt ? { endDate: workshop.endsAt } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: ['en', 'ms'],
    location: {
      '@type': 'Place',
      name: workshop.venue,
      address: { '@type': 'PostalAddress', streetAddress: workshop.venue, addressCountry: 'MY' },
    },
    ...(workshop.image ? { image: [workshop.image] } : {}),
    ...(typeof workshop.capacity === 'number'
      ? { maximumAttendeeCapacity: workshop.capacity }
      : {}),
    ...(typeof workshop.remaining === 'number'
      ? { remainingAttendeeCapacity: workshop.remaining }
      : {}),
    organizer: {
      '@type': 'Organization',
      name: workshop.organizer.name,
      url: workshop.organizer.url,
    },
    offers,
  }
}

// `<` escaped so text can never close the <script> tag.
export const serializeJsonLd = (data: object): string =>
  JSON.stringify(data).replace(/</g, '\\u003c')
