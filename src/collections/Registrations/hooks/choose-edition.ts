import {
  APIError,
  ValidationError,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { CLOSED_MESSAGES } from '@/lib/registration-window'
import {
  editionChoiceSchema,
  UNKNOWN_EDITION,
  UNKNOWN_PROGRAM,
} from '@/lib/validation/edition-choice'
import { editionForProgram } from '@/lib/workshop/editions'
import { parseOrThrow } from '@/server/validation-error'
import { admissionCandidates } from '@/server/workshop/admission-candidates'
import type { AdmissionSettings } from '@/server/workshop/admission-figures'
import { findEdition } from '@/server/workshop/editions'

export type ChosenEdition = { edition: AdmissionSettings; taken?: number }

const CHOSEN_EDITION = 'registrations.chosenEdition'

export const chosenEditionOf = (req: PayloadRequest): ChosenEdition | undefined =>
  req.context[CHOSEN_EDITION] as ChosenEdition | undefined

// The visitor knows the rest from the page; reading the whole edition again costs as much as
// choosing it did.
const EDITION_IN_ANSWER = { title: true, slug: true, startsAt: true, endsAt: true, venue: true }

const refuse = (path: string, message: string) =>
  new ValidationError({ collection: 'registrations', errors: [{ path, message }] })

// Runs before the fields' access rules, which drop the server-owned `programName` a visitor sent.
// An edition the client may not see is unknown; a closed one is admission's to refuse (409).
export const chooseEdition: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const data = (args.data ?? {}) as Record<string, unknown>
  const choice = parseOrThrow(
    editionChoiceSchema,
    { edition: data.edition, programName: data.programName },
    { collection: 'registrations' },
  )
  let chosen: ChosenEdition
  if (choice.edition) {
    const edition = await findEdition(req, choice.edition, args.overrideAccess === true)
    if (!edition) throw refuse('edition', UNKNOWN_EDITION)
    chosen = { edition }
  } else {
    const program = editionForProgram(
      await admissionCandidates(req),
      choice.programName,
      new Date(),
    )
    if ('problem' in program) throw refuse('programName', UNKNOWN_PROGRAM)
    if (!program.edition) throw new APIError(CLOSED_MESSAGES['closed-by-staff'], 409)
    chosen = { edition: program.edition, taken: program.edition.taken }
  }
  req.context[CHOSEN_EDITION] = chosen
  return {
    ...args,
    data: { ...data, edition: chosen.edition.id },
    populate: args.populate ?? { 'workshop-editions': EDITION_IN_ANSWER },
  }
}
