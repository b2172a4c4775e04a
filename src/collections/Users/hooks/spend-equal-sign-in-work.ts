import type { CollectionBeforeOperationHook } from 'payload'

import { checkAgainstDummyHash } from '@/server/auth/password-check'

const isLocked = (lockUntil: unknown) =>
  typeof lockUntil === 'string' || lockUntil instanceof Date
    ? new Date(lockUntil).getTime() > Date.now()
    : false

/**
 * Payload answers a sign-in with an unknown e-mail, or for a locked account, without checking
 * the password, which takes a fraction of the time a real check does: the delay told anyone
 * which e-mails have accounts. Those sign-ins now check the password against a dummy hash
 * first, the same work a real check costs; Payload then refuses them as before.
 */
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
