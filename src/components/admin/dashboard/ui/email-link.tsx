'use client'

import { ANONYMISED_EMAIL } from '@/lib/privacy/anonymised-values'

/**
 * A person's address as a mail link; once it was anonymised (PDPA retention or a request)
 * it says so instead of offering to write to the placeholder.
 */
export const EmailLink = ({ email }: { email: string | null | undefined }) =>
  !email || email === ANONYMISED_EMAIL ? (
    <span className="dash-muted">{email ? 'Anonymised' : 'N/A'}</span>
  ) : (
    <a href={`mailto:${email}`}>{email}</a>
  )
