import { formatWorkshopDays } from '../workshop/schedule'
import { dashboardDefaultEdition } from '../workshop/editions'
import { EDITION_STATUS_LABELS, type EditionStatus } from '../workshop/edition-status'

export type EditionFigures = {
  id: number
  slug: string
  title: string
  status: EditionStatus
  startsAt: string
  endsAt: string
  capacity: number
  pending: number
  confirmed: number
  taken: number
  remaining: number
  registrations: number
}

export type EditionsOverview = { editions: EditionFigures[]; defaultEdition: number | null }

export type SeatCounts = { pending: number; confirmed: number; registrations: number }

export const editionsOverview = (
  editions: Array<Omit<EditionFigures, keyof SeatCounts | 'taken' | 'remaining'>>,
  counts: ReadonlyMap<number, SeatCounts>,
  now: Date,
): EditionsOverview => {
  const rows = editions.map((edition): EditionFigures => {
    const { pending, confirmed, registrations } = counts.get(edition.id) ?? {
      pending: 0,
      confirmed: 0,
      registrations: 0,
    }
    const taken = pending + confirmed
    return {
      ...edition,
      pending,
      confirmed,
      taken,
      registrations,
      remaining: Math.max(0, edition.capacity - taken),
    }
  })
  rows.sort(
    (a, b) => new Date(b.startsAt).getTime() - new Date(a.startsAt).getTime() || b.id - a.id,
  )
  return { editions: rows, defaultEdition: dashboardDefaultEdition(rows, now)?.id ?? null }
}

// Dates first: they tell one program's runs apart. Not the slug: it may name another year.
export const editionLabel = (
  edition: Pick<EditionFigures, 'title' | 'startsAt' | 'endsAt' | 'status'>,
): string =>
  `${formatWorkshopDays(edition.startsAt, edition.endsAt)} · ${edition.title}${
    edition.status === 'published' ? '' : ` (${EDITION_STATUS_LABELS[edition.status]})`
  }`
