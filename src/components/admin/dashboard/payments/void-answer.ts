import type { Registration } from '@/payload-types'

export type VoidAnswer = {
  doc?: Registration
  registrations?: Registration[] // a bank line may have paid several
}

// A bank line's payments are voided together: the first registration may be another the line paid.
export const voidedRegistration = (answer: VoidAnswer, id: number): Registration | undefined =>
  answer.registrations?.find((registration) => registration.id === id) ??
  (answer.doc?.id === id ? answer.doc : undefined)
