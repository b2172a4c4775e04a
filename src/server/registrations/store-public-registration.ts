import { randomBytes } from 'node:crypto'

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { APIError, type PayloadRequest } from 'payload'

import { CLOSED_MESSAGES } from '@/lib/registration-window'
import type { RegistrationInput } from '@/lib/validation/registration'
import type { Registration } from '@/payload-types'
import type { Db } from '@/server/db'
import { insertSubmissionEmailJob } from '@/server/jobs/insert-submission-email-job'
import { enforceRateLimit, type RateLimit } from '@/server/rate-limit'
import { admissionFigures } from '@/server/workshop/admission-figures'
import { readAdmissionSettings } from '@/server/workshop/admission-settings'
import { nextReferenceSequence } from '@/server/workshop/reference-sequence'
import { lockSeats } from '@/server/workshop/seat-lock'
import { refuseWithoutRoom } from '@/server/workshop/seat-refusal'
import { seatsTaken } from '@/server/workshop/seats'

// Array rows get a 24-hex-digit id, the shape Payload gives the rows it creates.
const rowId = (): string => randomBytes(12).toString('hex')

/**
 * Stores a visitor's registration: the same admission, pricing, rate limit, privacy stamp,
 * queued e-mails and final seat check as Payload's create with the collection's hooks, in a
 * few plain statements in one transaction (issue 12: Payload's generic create, with its
 * relational reads and read-back, cost about four times the CPU). Nothing is stored unless
 * everything is: a refusal (409 closed or full, 429 over the limit) rolls it all back.
 *
 * The contended steps come last, so they are held only until the commit: the client's
 * rate-limit row (concurrent submissions from one address take turns on it) and then the
 * seat lock, in the order Payload's path takes them.
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
  const adapter = req.payload.db as unknown as PostgresAdapter
  const now = new Date()
  const participantCount = input.participants.length

  return adapter.drizzle.transaction(async (transaction) => {
    const db = transaction as unknown as Db
    const { workshop, privacyNoticeVersion } = await readAdmissionSettings(db)
    if (!workshop) throw new APIError(CLOSED_MESSAGES['closed-by-staff'], 409)
    // Without a lock: answers most refusals early, before a reference number is taken.
    refuseWithoutRoom({ workshop, takenByOthers: await seatsTaken(db), participantCount, now })

    const figures = admissionFigures({
      workshop,
      participantCount,
      now,
      sequence: await nextReferenceSequence(db),
    })
    const stamp = now.toISOString()
    const stored = await db.execute<{ id: number }>(sql`
      insert into registrations (reference, status, program_name, organization, address,
        contact_name, contact_phone, contact_email, participant_count, rate_per_person,
        total_amount, early_bird_applied, notes, privacy_notice_version, created_at, updated_at)
      values (${figures.reference}, 'pending', ${figures.programName}, ${input.organization},
        ${input.address ?? null}, ${input.contactName}, ${input.contactPhone},
        ${input.contactEmail}, ${figures.participantCount}, ${figures.ratePerPerson},
        ${figures.totalAmount}, ${figures.earlyBirdApplied}, ${input.notes ?? null},
        ${privacyNoticeVersion}, ${stamp}, ${stamp})
      returning id`)
    const id = Number(stored.rows[0]?.id)
    const participants = input.participants.map(({ no, name }) => ({ id: rowId(), no, name }))
    await db.execute(sql`
      insert into registrations_participants (_order, _parent_id, id, no, name)
      values ${sql.join(
        participants.map(
          (participant, index) =>
            sql`(${index + 1}, ${id}, ${participant.id}, ${participant.no}, ${participant.name})`,
        ),
        sql`, `,
      )}`)
    await insertSubmissionEmailJob(db, { collection: 'registrations', id }, now)

    await enforceRateLimit(req, rateLimit, db)
    await lockSeats(db)
    refuseWithoutRoom({
      workshop,
      takenByOthers: (await seatsTaken(db)) - participantCount,
      participantCount,
      now,
    })

    return {
      id,
      reference: figures.reference,
      status: 'pending',
      programName: figures.programName,
      organization: input.organization,
      address: input.address ?? null,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      contactEmail: input.contactEmail,
      participants,
      participantCount: figures.participantCount,
      ratePerPerson: figures.ratePerPerson,
      totalAmount: figures.totalAmount,
      earlyBirdApplied: figures.earlyBirdApplied,
      notes: input.notes ?? null,
      privacyNoticeVersion,
      anonymisedAt: null,
      createdAt: stamp,
      updatedAt: stamp,
    }
  })
}
