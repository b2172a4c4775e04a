/**
 * The load test's bodies, each distinct and tagged with its phase and number, so what the
 * server stored can be matched to what it acknowledged straight in PostgreSQL.
 */
import { contactBody, registrationBody } from '../lib/submission-bodies'

/** The e-mail every body of a phase carries; `emailPattern` finds that phase's rows. */
export const loadEmail = (phase: string, n: number) => `load-${phase}-${n}@load.example.my`
export const emailPattern = (phase: string) => `load-${phase}-%@load.example.my`

export const loadContact = (phase: string, n: number) =>
  contactBody({
    name: `Load Visitor ${n}`,
    email: loadEmail(phase, n),
    phone: `012-${String(2_000_000 + n)}`,
    message: `Load test inquiry ${phase} ${n}: please tell me more about your programs.`,
  })

export const loadRegistration = (phase: string, n: number, seats = 1) =>
  registrationBody(
    Array.from({ length: seats }, (_, i) => `Load Participant ${n}-${i + 1}`),
    {
      organization: `Load Organisation ${phase} ${n}`,
      address: `Lot ${n}, Jalan Beban, Kuala Lumpur`,
      contactName: `Load Contact ${n}`,
      contactPhone: `013-${String(3_000_000 + n)}`,
      contactEmail: loadEmail(phase, n),
    },
  )
