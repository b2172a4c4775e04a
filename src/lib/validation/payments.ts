import { PAYMENT_METHODS } from '../payments/payment-methods'
import { toSen } from '../pricing'
import { optionalText } from './text-fields'
import * as z from './zod'

export const AMOUNT_REQUIRED = 'Please enter the amount in ringgit, e.g. 3750 or 2362.50.'
export const PAID_ON_REQUIRED = 'Please enter the bank’s date of the payment.'
export const KIND_REQUIRED = 'Choose a payment or a refund.'
export const METHOD_REQUIRED = 'Choose how the money was paid.'
export const VOID_REASON_REQUIRED = 'Say why it is voided (at least 5 characters).'

const MAX_AMOUNT = 1_000_000

const DAY = /^\d{4}-\d{2}-\d{2}$/

const amountSen = z.pipe(
  z.number({ error: AMOUNT_REQUIRED }).check(
    z.positive(AMOUNT_REQUIRED),
    z.lte(MAX_AMOUNT, AMOUNT_REQUIRED),
    z.refine((amount: number) => Math.abs(toSen(amount) - amount * 100) < 1e-6, AMOUNT_REQUIRED),
  ),
  z.transform(toSen),
)

const paidOn = z.string({ error: PAID_ON_REQUIRED }).check(z.regex(DAY, PAID_ON_REQUIRED))

const positiveInt = () => z.number().check(z.int(), z.positive())

export const manualPaymentSchema = z.object({
  kind: z.enum(['payment', 'refund'], { error: KIND_REQUIRED }),
  amount: amountSen,
  paidOn,
  method: z._default(z.enum(PAYMENT_METHODS, { error: METHOD_REQUIRED }), 'bank-transfer'),
  bankReference: optionalText({ label: 'Bank reference', max: 140 }),
  note: optionalText({ label: 'Note', max: 500 }),
  slip: z.optional(positiveInt()),
  confirm: z.optional(z.boolean()),
  allowOverpayment: z.optional(z.boolean()),
  /** Why a cancelled registration takes this payment. */
  overrideReason: optionalText({ label: 'Reason', max: 500 }),
})

export const voidSchema = z.object({
  reason: z
    .string({ error: VOID_REASON_REQUIRED })
    .check(z.trim(), z.minLength(5, VOID_REASON_REQUIRED), z.maxLength(500, VOID_REASON_REQUIRED)),
})

export type ManualPayment = z.output<typeof manualPaymentSchema>

const registrationId = positiveInt()

export const lineDecisionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('accept'),
    confirm: z.optional(z.boolean()),
    allowOverpayment: z.optional(z.boolean()),
  }),
  z.object({
    action: z.literal('assign'),
    allocations: z
      .array(z.object({ registrationId, amount: amountSen }))
      .check(z.minLength(1, 'Choose at least one registration.'), z.maxLength(10)),
    confirm: z.optional(z.boolean()),
    allowOverpayment: z.optional(z.boolean()),
  }),
  z.object({ action: z.literal('ignore') }),
])

export type LineDecisionInput = z.output<typeof lineDecisionSchema>
