/** Distinct, valid public-form bodies for the POST load: one per request, never the honeypot. */

export const contactMessage = (n: number) => ({
  name: `Bench Visitor ${n}`,
  email: `visitor${n}@bench.example.my`,
  phone: `012-${String(2000000 + n)}`,
  message: `Benchmark inquiry number ${n}: please tell me more about your programs.`,
})

export const registration = (n: number) => ({
  organization: `Bench Load Organisation ${n}`,
  contactName: `Load Contact ${n}`,
  contactPhone: `013-${String(3000000 + n)}`,
  contactEmail: `load${n}@bench.example.my`,
  participants: [{ no: 1, name: `Load Participant ${n}` }],
})
