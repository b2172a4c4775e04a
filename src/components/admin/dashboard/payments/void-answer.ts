import type { Registration } from '@/payload-types'

/** What POST /api/dashboard/payments/{id}/void answers. */
export type VoidAnswer = {
  doc?: Registration
  /** Every registration the void settled again: a bank line may have paid several. */
  registrations?: Registration[]
}

/**
 * The registration of `id` as the void left it. A bank line's payments are voided together,
 * and the answer's first registration may be another one the line paid.
 */
export const voidedRegistration = (answer: VoidAnswer, id: number): Registration | undefined =>
  answer.registrations?.find((registration) => registration.id === id) ??
  (answer.doc?.id === id ? answer.doc : undefined)
