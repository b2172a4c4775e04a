/**
 * What replaces a person's details when a record is anonymised (by the retention job or on
 * request). The record stays, so counts, amounts, dates, statuses and seats still add up in
 * reports; only what identifies a person goes. The placeholders satisfy the fields' own
 * rules (required, e-mail format) so an anonymised record can still be saved by staff.
 */

export const ANONYMISED_TEXT = '[anonymised]'
/** `.invalid` is reserved (RFC 2606): no mail can ever be delivered to it. */
export const ANONYMISED_EMAIL = 'anonymised@anonymised.invalid'

/** A participant keeps its row (the seat it holds) under its number instead of a name. */
export const participantPlaceholder = (no: number): string => `Participant ${no}`

type Participant = { no: number; name: string; id?: string | null }

/**
 * An inquiry: who sent it and what they wrote. The programme asked about, the replied state
 * and the dates stay for reporting; the subject stays because the server writes it from the
 * programme, never from the visitor's own words.
 */
export const anonymisedInquiry = (at: Date) => ({
  name: ANONYMISED_TEXT,
  email: ANONYMISED_EMAIL,
  phone: null,
  organization: null,
  message: ANONYMISED_TEXT,
  replyNotes: null,
  anonymisedAt: at.toISOString(),
})

// A registration's contact person, the address and staff notes (which may name people).
const withoutContact = {
  address: null,
  contactName: ANONYMISED_TEXT,
  contactPhone: ANONYMISED_TEXT,
  contactEmail: ANONYMISED_EMAIL,
  notes: null,
}

const isPlaceholder = (participant: Participant) =>
  participant.name === participantPlaceholder(participant.no)

/** The rows whose name is theirs, renamed to their number; the others as they were. */
const withoutNames = (participants: Participant[], isTheirName: (name: string) => boolean) =>
  participants.map((participant) =>
    isTheirName(participant.name)
      ? { ...participant, name: participantPlaceholder(participant.no) }
      : participant,
  )

/**
 * A registration past its retention: the contact person, every participant's name, the
 * address and staff notes. Kept: the reference, programme, status, participant count, rate,
 * total, early-bird flag and dates (what accounts and seat counts rely on), and the
 * organisation's name, which names a company rather than a person and is what payments and
 * client reports are matched on.
 */
export const anonymisedRegistration = (participants: Participant[], at: Date) => ({
  ...withoutContact,
  participants: withoutNames(participants, () => true),
  anonymisedAt: at.toISOString(),
})

/**
 * The contact person asked: their details go, and so does any participant row with their
 * name (contacts often attend themselves). The other participants are other people, whose
 * names stay until their own request or the retention period. When no name is left the
 * registration counts as anonymised.
 */
export const registrationWithoutContact = (
  participants: Participant[],
  isTheirName: (name: string) => boolean,
  at: Date,
) => {
  const remaining = withoutNames(participants, isTheirName)
  return {
    ...withoutContact,
    participants: remaining,
    ...(remaining.every(isPlaceholder) ? { anonymisedAt: at.toISOString() } : {}),
  }
}

/**
 * One participant asked: their row keeps its place (and seat) under its number; the rest of
 * the registration belongs to others and stays. Returns null when no row has that name.
 */
export const participantsWithout = (
  participants: Participant[],
  isTheirName: (name: string) => boolean,
): Participant[] | null => {
  if (!participants.some((participant) => isTheirName(participant.name))) return null
  return withoutNames(participants, isTheirName)
}

/** E-mails still waiting to go when their details are erased: they must never be sent. */
export const UNSENT_EMAIL_STATUSES = ['queued', 'retrying'] as const
export const EMAIL_CANCELLED = 'Not sent: the personal details were erased before it went.'

/**
 * A stored e-mail: addresses, subject and body all carry the submission's details (and an
 * SMTP error may quote an address). Its status, attempts and send time stay, so delivery
 * figures still add up.
 */
export const anonymisedEmailDelivery = (at: Date) => ({
  to: ANONYMISED_TEXT,
  cc: null,
  bcc: null,
  replyTo: null,
  subject: ANONYMISED_TEXT,
  html: null,
  text: null,
  lastError: null,
  anonymisedAt: at.toISOString(),
})

/** An e-mail that had not gone yet: anonymised and marked failed, so nothing retries it. */
export const cancelledEmailDelivery = (at: Date) => ({
  ...anonymisedEmailDelivery(at),
  status: 'failed' as const,
  lastError: EMAIL_CANCELLED,
})
