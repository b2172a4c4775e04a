/** The collection's names in the admin and in API messages ("Registration successfully created."). */
export const REGISTRATION_LABELS = { singular: 'Registration', plural: 'Registrations' }
