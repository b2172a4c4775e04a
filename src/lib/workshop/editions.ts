import { registrationClosedReason, type ClosedReason } from '../registration-window'
import type { EditionStatus } from './edition-status'

/**
 * The dated runs (editions) of a program, as the site and the dashboard choose between
 * them. Pure: the caller passes each edition with the seats its registrations hold.
 */
export type EditionSeats = {
  id: number
  slug: string
  title: string
  status?: EditionStatus | null
  registrationOpen?: boolean | null
  startsAt: string
  endsAt?: string | null
  capacity?: number | null
  /** Seats held by its pending and confirmed registrations. */
  taken: number
}

export const remainingSeats = (edition: Pick<EditionSeats, 'capacity' | 'taken'>): number =>
  Math.max(0, (edition.capacity ?? 0) - edition.taken)

/** Only a published edition takes registrations; a draft or archived one is closed. */
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

/** Editions a visitor can register for now, the soonest first. */
export const openEditions = <T extends EditionSeats>(editions: readonly T[], now: Date): T[] =>
  editions.filter((edition) => editionClosedReason(edition, now) === null).sort(byStart)

/** Published editions that have not started yet (open or not), the soonest first. */
export const upcomingEditions = <T extends EditionSeats>(editions: readonly T[], now: Date): T[] =>
  published(editions)
    .filter((edition) => startOf(edition) > now.getTime())
    .sort(byStart)

/**
 * The edition the banner and the registration page lead with: the next open one; else the
 * next one yet to start (full, or closed by staff), so visitors see why they cannot
 * register; else the one that started last, which says registration is closed. Null when
 * nothing is published.
 */
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

/**
 * The edition the dashboard opens on: the published one running now; else the next published
 * one to start; else the latest that is not a draft. Staff look at the workshop at hand, and
 * past ones stay one click away.
 */
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

/** Program titles compare as people type them: case and spacing do not matter. */
const programKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase()

export type ProgramChoice<T> =
  { edition: T | null } | { problem: 'unknown-program'; programs: string[] }

/**
 * The edition a registration that names no edition is for: the featured edition of the
 * program it names (spec §7 sends `programName`). A name no edition carries is the
 * academy's one program while it runs only one, as every client of the spec's API assumed;
 * once several programs are published it must name one of them (or an edition).
 * `edition: null` means nothing of that program is published: registration is closed.
 */
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
