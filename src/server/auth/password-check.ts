import crypto from 'node:crypto'

import { CURRENT_HASH_PARAMETERS, readStoredHash } from '@/lib/auth/password-hash-format'

const derive = (password: string, salt: string, iterations: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) =>
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )

export const passwordMatches = async (
  password: string,
  stored: { salt?: unknown; hash?: unknown },
): Promise<boolean> => {
  if (typeof stored.salt !== 'string' || typeof stored.hash !== 'string') return false
  const { digest, iterations, keyLength } = readStoredHash(stored.hash)
  const key = await derive(password, stored.salt, iterations, keyLength)
  const expected = Buffer.from(digest, 'hex')
  return key.length === expected.length && crypto.timingSafeEqual(key, expected)
}

// A salt no account has: the check never succeeds, it only costs the time a real one does.
const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

// Same work as a real check, so the answer's timing does not tell whether the account exists.
export const checkAgainstDummyHash = async (password: string): Promise<void> => {
  await derive(
    password,
    DUMMY_SALT,
    CURRENT_HASH_PARAMETERS.iterations,
    CURRENT_HASH_PARAMETERS.keyLength,
  )
}
