// Payload's PBKDF2 formats (prefixed since 3.7x, unprefixed before): checking a password and the
// decoy work for an unknown e-mail must both cost exactly what Payload's sign-in costs.
export const CURRENT_HASH_PREFIX = 'pbkdf2-sha256-v1:'

export type HashParameters = { iterations: number; keyLength: number }

export const CURRENT_HASH_PARAMETERS: HashParameters = { iterations: 600_000, keyLength: 32 }
const LEGACY_HASH_PARAMETERS: HashParameters = { iterations: 25_000, keyLength: 512 }

export const readStoredHash = (stored: string): HashParameters & { digest: string } =>
  stored.startsWith(CURRENT_HASH_PREFIX)
    ? { ...CURRENT_HASH_PARAMETERS, digest: stored.slice(CURRENT_HASH_PREFIX.length) }
    : { ...LEGACY_HASH_PARAMETERS, digest: stored }
