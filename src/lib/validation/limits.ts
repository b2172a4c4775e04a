// Small enough that nobody can fill the database or an e-mail through a public form.
export const TEXT_LIMITS = {
  name: 120,
  email: 254,
  phone: 30,
  organization: 200,
  address: 500,
  message: 5000,
  subject: 250,
  program: 200,
  title: 200,
  description: 2000,
  url: 500,
  fileName: 255,
  notes: 2000,
} as const
