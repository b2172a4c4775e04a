import type { CollectionBeforeOperationHook } from 'payload'

import { checkAgainstDummyHash } from '@/server/auth/password-check'

const isLocked = (lockUntil: unknown) =>
  typeof lockUntil === 'string' || lockUntil instanceof Date
    ? new Date(lockUntil).getTime() > Date.now()
    : false

// Payload refuses an unknown e-mail or a locked account without checking the password, and the
// shorter answer tells which e-mails have accounts: so they check against a dummy hash first.
export const spendEqualSignInWork: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'login') return args
  const { email, password } = (args.data ?? {}) as { email?: unknown; password?: unknown }
  // Without both, Payload refuses the request as malformed before looking anything up.
  if (typeof email !== 'string' || !email.trim()) return args
  if (typeof password !== 'string' || !password.trim()) return args
  const user = await req.payload.db.findOne<{ id: number; lockUntil?: unknown }>({
    collection: collection.slug,
    where: { email: { equals: email.toLowerCase().trim() } },
    req,
  })
  if (!user || isLocked(user.lockUntil)) await checkAgainstDummyHash(password)
  return args
}
