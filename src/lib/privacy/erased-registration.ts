import { ANONYMISED_EMAIL } from './anonymised-values'

/**
 * Whether a registration's contact was erased (by retention or on request): a payer's link
 * then names nobody, and nothing of the registration is shown or taken through it.
 */
export const isErasedRegistration = (registration: {
  anonymisedAt?: string | null
  contactEmail?: string | null
}): boolean => Boolean(registration.anonymisedAt) || registration.contactEmail === ANONYMISED_EMAIL
