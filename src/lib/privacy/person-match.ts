// Exact after folding case and spacing, never a substring: "bob@x.my" must not erase "jimbob@x.my".

export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

export const normaliseName = (name: string): string =>
  name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()

export const sameEmail = (stored: string | null | undefined, email: string): boolean =>
  typeof stored === 'string' && normaliseEmail(stored) === normaliseEmail(email)

export const sameName = (stored: string | null | undefined, name: string): boolean =>
  typeof stored === 'string' && normaliseName(stored) === normaliseName(name)

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

export const emailInvolves = (delivery: StoredEmail, email: string): boolean => {
  const wanted = normaliseEmail(email)
  return [delivery.to, delivery.cc, delivery.bcc, delivery.replyTo].some((header) =>
    addressesIn(header).includes(wanted),
  )
}
