import type { TemplateValues } from './template'

// Never in an e-mail to an address a visitor typed: anyone could type someone else's and have the
// site mail them their words in the academy's name. `subject` carries the program they typed.
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

export const sentToVisitor = (recipients: string[], values: TemplateValues): boolean => {
  const typed = VISITOR_ADDRESS_PLACEHOLDERS.map((key) => values[key])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map(lower)
  return recipients.some((recipient) => typed.includes(lower(recipient)))
}

export const withoutVisitorText = (values: TemplateValues): TemplateValues => ({
  ...values,
  ...Object.fromEntries(VISITOR_TYPED_PLACEHOLDERS.map((key) => [key, ''])),
})

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_.-]+)\s*\}\}/g

export const quotesVisitorText = (template: string): boolean =>
  [...template.matchAll(PLACEHOLDER)].some(([, key]) =>
    (VISITOR_TYPED_PLACEHOLDERS as readonly string[]).includes(key),
  )
