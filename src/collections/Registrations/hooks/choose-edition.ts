import { APIError, ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { CLOSED_MESSAGES } from '@/lib/registration-window'
import {
  editionChoiceSchema,
  UNKNOWN_EDITION,
  UNKNOWN_PROGRAM,
} from '@/lib/validation/edition-choice'
import { editionForProgram } from '@/lib/workshop/editions'
import { parseOrThrow } from '@/server/validation-error'
import { editionsWithSeats, findEdition } from '@/server/workshop/editions'

const refuse = (path: string, message: string) =>
  new ValidationError({ collection: 'registrations', errors: [{ path, message }] })

/**
 * Which edition a new registration is for, before anything else reads it: the one it names
 * (`edition`: id or slug), else the next open edition of the program it names (spec §7's
 * `programName`). Runs before the fields' access rules, which drop the server-owned
 * `programName` from what a visitor sent. An edition the client may not see (a visitor and a
 * draft) is unknown; a named edition that is closed is admission's to refuse (409).
 */
export const chooseEdition: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const data = (args.data ?? {}) as Record<string, unknown>
  const choice = parseOrThrow(
    editionChoiceSchema,
    { edition: data.edition, programName: data.programName },
    { collection: 'registrations' },
  )
  let editionId: number
  if (choice.edition) {
    const edition = await findEdition(req, choice.edition, args.overrideAccess === true)
    if (!edition) throw refuse('edition', UNKNOWN_EDITION)
    editionId = edition.id
  } else {
    const editions = await editionsWithSeats(req.payload, { statuses: ['published'], req })
    const chosen = editionForProgram(editions, choice.programName, new Date())
    if ('problem' in chosen) throw refuse('programName', UNKNOWN_PROGRAM)
    if (!chosen.edition) throw new APIError(CLOSED_MESSAGES['closed-by-staff'], 409)
    editionId = chosen.edition.id
  }
  return { ...args, data: { ...data, edition: editionId } }
}
