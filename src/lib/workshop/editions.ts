import { registrationClosedReason, type ClosedReason } from '../registration-window'
import type { EditionStatus } from './edition-status'

export type EditionSeats = {
  id: number
  slug: string
  title: string
  status?: EditionStatus | null
  registrationOpen?: boolean | null
  startsAt: string
  endsAt?: string | null
  capacity?: number | null
  taken: number
}

export const remainingSeats = (edition: Pick<EditionSeats, 'capacity' | 'taken'>): number =>
  Math.max(0, (edition.capacity ?? 0) - edition.taken)

export const editionClosedReason = (
  edition: Omit<EditionSeats, 'id' | 'slug' | 'title'>,
  now: Date,
): ClosedReason | null =>
  registrationClosedReason({
    registrationOpen: edition.status === 'published' && Boolean(edition.registrationOpen),
    startsAt: edition.startsAt,
    remainingSeats: remainingSeats(edition),
    now,
  })

const startOf = (edition: Pick<EditionSeats, 'startsAt'>) => new Date(edition.startsAt).getTime()

const endOf = (edition: Pick<EditionSeats, 'startsAt' | 'endsAt'>) =>
  new Date(edition.endsAt ?? edition.startsAt).getTime()

const byStart = <T extends EditionSeats>(a: T, b: T) => startOf(a) - startOf(b) || a.id - b.id

const published = <T extends EditionSeats>(editions: readonly T[]) =>
  editions.filter((edition) => edition.status === 'published')

export const openEditions = <T extends EditionSeats>(editions: readonly T[], now: Date): T[] =>
  editions.filter((edition) => editionClosedReason(edition, now) === null).sort(byStart)

export const upcomingEditions = <T extends EditionSeats>(editions: readonly T[], now: Date): T[] =>
  published(editions)
    .filter((edition) => startOf(edition) > now.getTime())
    .sort(byStart)

// A full or closed run yet to start beats a past one, so visitors see why they cannot register.
export const featuredEdition = <T extends EditionSeats>(
  editions: readonly T[],
  now: Date,
): T | null => {
  const open = openEditions(editions, now)
  if (open.length > 0) return open[0]
  const upcoming = upcomingEditions(editions, now)
  if (upcoming.length > 0) return upcoming[0]
  const started = published(editions).sort(byStart)
  return started.at(-1) ?? null
}

export const dashboardDefaultEdition = <T extends EditionSeats>(
  editions: readonly T[],
  now: Date,
): T | null => {
  const time = now.getTime()
  const live = published(editions).sort(byStart)
  const running = live.find((edition) => startOf(edition) <= time && endOf(edition) >= time)
  if (running) return running
  const next = live.find((edition) => startOf(edition) > time)
  if (next) return next
  return (
    editions
      .filter((edition) => edition.status !== 'draft')
      .sort(byStart)
      .at(-1) ?? null
  )
}

const programKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase()

export type ProgramChoice<T> =
  { edition: T | null } | { problem: 'unknown-program'; programs: string[] }

// A name no edition carries means the academy's one program while only one is published, as the
// spec's API clients assume; once several are, it must name one of them (or an edition).
export const editionForProgram = <T extends EditionSeats>(
  editions: readonly T[],
  programName: string | null | undefined,
  now: Date,
): ProgramChoice<T> => {
  const candidates = published(editions)
  const wanted = programKey(programName ?? '')
  const ofProgram = candidates.filter((edition) => programKey(edition.title) === wanted)
  if (ofProgram.length > 0) return { edition: featuredEdition(ofProgram, now) }
  const programs = new Map(candidates.map((edition) => [programKey(edition.title), edition.title]))
  if (programs.size > 1) return { problem: 'unknown-program', programs: [...programs.values()] }
  return { edition: featuredEdition(candidates, now) }
}
