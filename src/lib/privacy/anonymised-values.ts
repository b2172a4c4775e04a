// The placeholders pass the fields' own rules (required, e-mail format), so staff can still save.

export const ANONYMISED_TEXT = '[anonymised]'
/** `.invalid` is reserved (RFC 2606): no mail can ever be delivered to it. */
export const ANONYMISED_EMAIL = 'anonymised@anonymised.invalid'

export const participantPlaceholder = (no: number): string => `Participant ${no}`

type Participant = { no: number; name: string; id?: string | null }

// The subject stays: the server writes it from the programme, never from the visitor's words.
export const anonymisedInquiry = (at: Date) => ({
  name: ANONYMISED_TEXT,
  email: ANONYMISED_EMAIL,
  phone: null,
  organization: null,
  message: ANONYMISED_TEXT,
  replyNotes: null,
  anonymisedAt: at.toISOString(),
})

const withoutContact = {
  address: null,
  contactName: ANONYMISED_TEXT,
  contactPhone: ANONYMISED_TEXT,
  contactEmail: ANONYMISED_EMAIL,
  notes: null,
}

const isPlaceholder = (participant: Participant) =>
  participant.name === participantPlaceholder(participant.no)

const withoutNames = (participants: Participant[], isTheirName: (name: string) => boolean) =>
  participants.map((participant) =>
    isTheirName(participant.name)
      ? { ...participant, name: participantPlaceholder(participant.no) }
      : participant,
  )

// The organisation's name stays: it names a company, and payments and client reports match on it.
export const anonymisedRegistration = (participants: Participant[], at: Date) => ({
  ...withoutContact,
  participants: withoutNames(participants, () => true),
  anonymisedAt: at.toISOString(),
})

// Rows with the contact's name go too (contacts often attend); other participants are other people.
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

export const participantsWithout = (
  participants: Participant[],
  isTheirName: (name: string) => boolean,
): Participant[] | null => {
  if (!participants.some((participant) => isTheirName(participant.name))) return null
  return withoutNames(participants, isTheirName)
}

export const UNSENT_EMAIL_STATUSES = ['queued', 'retrying'] as const
export const EMAIL_CANCELLED = 'Not sent: the personal details were erased before it went.'

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

export const cancelledEmailDelivery = (at: Date) => ({
  ...anonymisedEmailDelivery(at),
  status: 'failed' as const,
  lastError: EMAIL_CANCELLED,
})
