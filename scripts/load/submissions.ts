/**
 * Valid public-form bodies, each distinct and tagged with its phase and number, so what the
 * server stored can be matched to what it acknowledged straight in PostgreSQL.
 */

/** The e-mail every body of a phase carries; `emailPattern` finds that phase's rows. */
export const loadEmail = (phase: string, n: number) => `load-${phase}-${n}@load.example.my`
export const emailPattern = (phase: string) => `load-${phase}-%@load.example.my`

export const contactBody = (phase: string, n: number) => ({
  name: `Load Visitor ${n}`,
  email: loadEmail(phase, n),
  phone: `012-${String(2_000_000 + n)}`,
  message: `Load test inquiry ${phase} ${n}: please tell me more about your programs.`,
})

export const registrationBody = (phase: string, n: number, seats = 1) => ({
  organization: `Load Organisation ${phase} ${n}`,
  address: `Lot ${n}, Jalan Beban, Kuala Lumpur`,
  contactName: `Load Contact ${n}`,
  contactPhone: `013-${String(3_000_000 + n)}`,
  contactEmail: loadEmail(phase, n),
  participants: Array.from({ length: seats }, (_, i) => ({
    no: i + 1,
    name: `Load Participant ${n}-${i + 1}`,
  })),
})
