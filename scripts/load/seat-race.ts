/**
 * Many clients at once for the last seats: the workshop is set so that only a few seats are
 * left, then every client asks for one (or one or two) at the same moment. Nobody may get a seat that
 * is not there, every refusal is a 409 with the app's message, and every receipt is stored.
 */
import { CLOSED_MESSAGES, notEnoughSeatsMessage } from '../../src/lib/registration-window'
import type { AppServer } from '../lib/app-server'
import { checkPhaseStored } from './stored-check'
import { query } from '../lib/sql'
import { emailPattern, loadRegistration } from './submissions'
import { openWorkshop, seatsHeld } from './workshop'

export type RaceRound = {
  clients: number
  seatsLeft: number
  capacity: number
  accepted: number
  /** 409 answers with one of the app's messages for a full or nearly full workshop. */
  refused: number
  /** Any other answer (another status, or a 409 with another message). */
  unexpected: string[]
  seatsWon: number
  /** All seats held after the round, by every registration in the database. */
  heldAfter: number
  missing: number
}

const refusalMessages = (seatsLeft: number) =>
  new Set([
    CLOSED_MESSAGES.full,
    ...Array.from({ length: seatsLeft + 1 }, (_, n) => notEnoughSeatsMessage(n)),
  ])

const register = async (base: string, body: unknown) => {
  const response = await fetch(`${base}/api/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json().catch(() => null)) as {
    doc?: { id?: number }
    errors?: { message?: string }[]
  } | null
  return { status: response.status, id: json?.doc?.id, message: json?.errors?.[0]?.message }
}

export const raceForSeats = async (
  server: AppServer,
  databaseUrl: string,
  {
    phase,
    clients,
    seatsLeft,
    oneSeatEach,
  }: { phase: string; clients: number; seatsLeft: number; oneSeatEach: boolean },
): Promise<RaceRound> => {
  const capacity = (await seatsHeld(databaseUrl)) + seatsLeft
  await openWorkshop(server, capacity)

  const asks = Array.from({ length: clients }, (_, i) => (oneSeatEach ? 1 : 1 + (i % 2)))
  const answers = await Promise.all(
    asks.map((seats, i) => register(server.base, loadRegistration(phase, i, seats))),
  )

  const expected = refusalMessages(seatsLeft)
  const receipts = answers.flatMap((a) => (a.status === 201 && a.id !== undefined ? [a.id] : []))
  const unexpected = answers
    .filter((a) => a.status !== 201 && !(a.status === 409 && expected.has(a.message ?? '')))
    .map((a) => `${a.status} ${a.message ?? ''}`.trim())
  const [won] = await query<{ seats: string }>(
    databaseUrl,
    `select coalesce(sum(participant_count), 0) as seats from registrations where contact_email like $1`,
    [emailPattern(phase)],
  )
  const stored = await checkPhaseStored(databaseUrl, phase, {
    contact: [],
    registrations: receipts,
  })
  return {
    clients,
    seatsLeft,
    capacity,
    accepted: receipts.length,
    refused: answers.filter((a) => a.status === 409 && expected.has(a.message ?? '')).length,
    unexpected,
    seatsWon: Number(won.seats),
    heldAfter: await seatsHeld(databaseUrl),
    missing: stored.missing,
  }
}
