import type { TemplateValues } from './template'

/**
 * The placeholders whose values a visitor typed into a public form (and `subject`, which
 * carries the program they typed). An e-mail to the address a visitor typed must not carry
 * them: anyone could type someone else's address, so the site would mail their words, a
 * link or an insult, to anyone, in the academy's name.
 */
export const VISITOR_TYPED_PLACEHOLDERS = [
  'name',
  'email',
  'phone',
  'organization',
  'program',
  'subject',
  'message',
  'address',
  'contactName',
  'contactPhone',
  'contactEmail',
  'participants',
] as const

const VISITOR_ADDRESS_PLACEHOLDERS = ['email', 'contactEmail'] as const

const lower = (address: string) => address.trim().toLowerCase()

/** Whether any recipient is an address the visitor typed (an acknowledgement). */
export const sentToVisitor = (recipients: string[], values: TemplateValues): boolean => {
  const typed = VISITOR_ADDRESS_PLACEHOLDERS.map((key) => values[key])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map(lower)
  return recipients.some((recipient) => typed.includes(lower(recipient)))
}

/** The values with everything the visitor typed left out (filled in as nothing). */
export const withoutVisitorText = (values: TemplateValues): TemplateValues => ({
  ...values,
  ...Object.fromEntries(VISITOR_TYPED_PLACEHOLDERS.map((key) => [key, ''])),
})

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_.-]+)\s*\}\}/g

/** Whether a template quotes anything a visitor typed. */
export const quotesVisitorText = (template: string): boolean =>
  [...template.matchAll(PLACEHOLDER)].some(([, key]) =>
    (VISITOR_TYPED_PLACEHOLDERS as readonly string[]).includes(key),
  )
