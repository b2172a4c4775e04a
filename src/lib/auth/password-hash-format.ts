/**
 * How Payload stores a staff password: PBKDF2-SHA256 over the password and a per-account salt.
 * Hashes made since Payload 3.7x carry a prefix and use 600,000 iterations and a 32-byte key;
 * older ones have no prefix and used 25,000 iterations and a 512-byte key. Kept here, beside
 * Payload's own reading of it, because checking a current password and spending the same work
 * on an unknown e-mail must both cost exactly what Payload's sign-in costs.
 */
export const CURRENT_HASH_PREFIX = 'pbkdf2-sha256-v1:'

export type HashParameters = { iterations: number; keyLength: number }

export const CURRENT_HASH_PARAMETERS: HashParameters = { iterations: 600_000, keyLength: 32 }
const LEGACY_HASH_PARAMETERS: HashParameters = { iterations: 25_000, keyLength: 512 }

/** The hex digest and the parameters it was made with. */
export const readStoredHash = (stored: string): HashParameters & { digest: string } =>
  stored.startsWith(CURRENT_HASH_PREFIX)
    ? { ...CURRENT_HASH_PARAMETERS, digest: stored.slice(CURRENT_HASH_PREFIX.length) }
    : { ...LEGACY_HASH_PARAMETERS, digest: stored }
