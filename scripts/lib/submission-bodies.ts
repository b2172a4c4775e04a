/**
 * Valid bodies of the public forms' API calls (POST /api/contact, /api/registrations), for
 * the tests, the benchmarks and the load test alike: the fields a visitor fills in, with
 * what a caller names in `fields` in place of the defaults.
 */

export const contactBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Nur Aisyah',
  email: 'aisyah@example.my',
  phone: '012-345 6789',
  message: 'Please tell me more about your programmes.',
  ...fields,
})

export const registrationBody = (participants: string[], fields: Record<string, unknown> = {}) => ({
  organization: 'Kementerian Contoh Malaysia',
  address: 'Putrajaya',
  contactName: 'Aminah Yusof',
  contactPhone: '012-345 6789',
  contactEmail: 'aminah@contoh.gov.my',
  participants: participants.map((name, i) => ({ no: i + 1, name })),
  ...fields,
})
