import { ANONYMISED_EMAIL } from './anonymised-values'

export const isErasedRegistration = (registration: {
  anonymisedAt?: string | null
  contactEmail?: string | null
}): boolean => Boolean(registration.anonymisedAt) || registration.contactEmail === ANONYMISED_EMAIL
