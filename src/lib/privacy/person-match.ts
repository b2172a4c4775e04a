/**
 * Whether a stored value belongs to the person a request is about. Matching is exact (after
 * folding case and spacing), never a substring: erasing must not reach "jimbob@x.my" when
 * "bob@x.my" asked. The database search that finds candidates may be looser; these decide.
 */

export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

export const normaliseName = (name: string): string =>
  name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()

export const sameEmail = (stored: string | null | undefined, email: string): boolean =>
  typeof stored === 'string' && normaliseEmail(stored) === normaliseEmail(email)

export const sameName = (stored: string | null | undefined, name: string): boolean =>
  typeof stored === 'string' && normaliseName(stored) === normaliseName(name)

/**
 * The addresses in a header value as the site stores it: "a@x.my, Staff <b@y.my>".
 * Lower-cased; display names dropped.
 */
export const addressesIn = (header: string | null | undefined): string[] =>
  (header ?? '')
    .split(/[,;]/)
    .map((part) => {
      const bracketed = /<([^>]*)>/.exec(part)
      return normaliseEmail(bracketed ? bracketed[1] : part)
    })
    .filter((address) => address !== '')

type StoredEmail = {
  to?: string | null
  cc?: string | null
  bcc?: string | null
  replyTo?: string | null
}

/** Whether an e-mail the site stored was sent to, copied to, or set to reply to `email`. */
export const emailInvolves = (delivery: StoredEmail, email: string): boolean => {
  const wanted = normaliseEmail(email)
  return [delivery.to, delivery.cc, delivery.bcc, delivery.replyTo].some((header) =>
    addressesIn(header).includes(wanted),
  )
}
