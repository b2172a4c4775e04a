// The e-mail is compared as Payload stores it: trimmed and in lower case.
export type CredentialChange = { email: boolean; password: boolean }

const normalised = (email: unknown) =>
  typeof email === 'string' ? email.trim().toLowerCase() : null

export const credentialChange = (
  stored: { email?: unknown },
  data: { email?: unknown; password?: unknown },
): CredentialChange => ({
  email: data.email !== undefined && normalised(data.email) !== normalised(stored.email),
  password: typeof data.password === 'string' && data.password !== '',
})
