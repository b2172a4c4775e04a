import { randomBytes } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { APIError, type PayloadRequest } from 'payload'

import { EMAIL_QUEUE, SEND_SUBMISSION_EMAILS } from '@/jobs/send-submission-emails'
import { CLOSED_MESSAGES } from '@/lib/registration-window'
import type { RegistrationInput } from '@/lib/validation/registration'
import type { Registration } from '@/payload-types'
import { rateLimitKey, refuseOverRateLimit, type RateLimit } from '@/server/rate-limit'
import { admissionFigures, referenceParts } from '@/server/workshop/admission-figures'
import { readAdmissionSettings } from '@/server/workshop/admission-settings'
import { refuseWithoutRoom } from '@/server/workshop/seat-refusal'

// Array rows get a 24-hex-digit id, the shape Payload gives the rows it creates.
const rowId = (): string => randomBytes(12).toString('hex')

// The refusals the database function raises (migration 20261124_031930), with their detail.
const OVER_RATE_LIMIT = 'AR429'
const NOT_ENOUGH_SEATS = 'AR409'

const STORE = `select registration_id, registration_reference
  from academy_store_public_registration($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`

const refusalOf = (error: unknown): { code: string; detail: number } | null => {
  if (!error || typeof error !== 'object' || !('code' in error)) return null
  const { code, detail } = error as { code?: unknown; detail?: unknown }
  if (code !== OVER_RATE_LIMIT && code !== NOT_ENOUGH_SEATS) return null
  return { code, detail: Number(detail) }
}

/**
 * Stores a visitor's registration with the same rules as Payload's create and the
 * collection's hooks (validated before, by the caller): the workshop open and not started,
 * the price, the client's rate limit, the seat check under the seat lock, the reference,
 * the privacy notice's version and the queued e-mails. Two round trips: a plain read of the
 * workshop's settings, then one call of a database function that does the rest, all or
 * nothing (issue 12: Payload's generic create took thirteen round trips, and their cost in
 * Node.js, not PostgreSQL's work, set the rate). A refusal stores nothing, not even the hit.
 */
export const storePublicRegistration = async ({
  req,
  input,
  rateLimit,
}: {
  req: PayloadRequest
  input: RegistrationInput
  rateLimit: RateLimit
}): Promise<Registration> => {
  const { pool } = req.payload.db as unknown as PostgresAdapter
  const now = new Date()
  const participantCount = input.participants.length
  const { workshop, privacyNoticeVersion } = await readAdmissionSettings(pool)
  if (!workshop) throw new APIError(CLOSED_MESSAGES['closed-by-staff'], 409)
  // Closed, started or too small: refused before any write. Others' seats are counted by the
  // database function, under the seat lock.
  refuseWithoutRoom({ workshop, takenByOthers: 0, participantCount, now })

  const figures = admissionFigures({ workshop, participantCount, now })
  const { prefix, year } = referenceParts(workshop, now)
  const participants = input.participants.map(({ no, name }) => ({ id: rowId(), no, name }))
  const row = {
    ...figures,
    organization: input.organization,
    address: input.address ?? null,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    contactEmail: input.contactEmail,
    notes: input.notes ?? null,
    privacyNoticeVersion,
  }
  const stamp = now.toISOString()

  let stored: { registration_id: number; registration_reference: string } | undefined
  try {
    const result = await pool.query<{ registration_id: number; registration_reference: string }>(
      STORE,
      [
        JSON.stringify(row),
        JSON.stringify(participants),
        prefix,
        year,
        workshop.capacity ?? 0,
        rateLimitKey(req, rateLimit),
        rateLimit.limit,
        rateLimit.windowSeconds,
        SEND_SUBMISSION_EMAILS,
        EMAIL_QUEUE,
        stamp,
      ],
    )
    stored = result.rows[0]
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal?.code === OVER_RATE_LIMIT) refuseOverRateLimit(req, rateLimit, refusal.detail)
    if (refusal?.code === NOT_ENOUGH_SEATS) {
      const capacity = workshop.capacity ?? 0
      refuseWithoutRoom({
        workshop,
        takenByOthers: capacity - refusal.detail,
        participantCount,
        now,
      })
    }
    throw error
  }
  if (!stored) throw new Error('The registration was not stored')

  // In the order of Payload's own answer: the same JSON as a staff member's create.
  return {
    id: stored.registration_id,
    reference: stored.registration_reference,
    status: 'pending',
    programName: row.programName,
    organization: row.organization,
    address: row.address,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    participants,
    participantCount: row.participantCount,
    ratePerPerson: row.ratePerPerson,
    totalAmount: row.totalAmount,
    earlyBirdApplied: row.earlyBirdApplied,
    notes: row.notes,
    privacyNoticeVersion: row.privacyNoticeVersion,
    anonymisedAt: null,
    createdAt: stamp,
    updatedAt: stamp,
  }
}
