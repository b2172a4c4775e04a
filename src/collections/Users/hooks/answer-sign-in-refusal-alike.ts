import type { CollectionAfterErrorHook } from 'payload'

import { SIGN_IN_REFUSED_MESSAGE } from '@/lib/auth/sign-in-messages'

/**
 * Payload's sign-in says "incorrect" for an unknown e-mail or a wrong password, and "locked"
 * only for an account that exists. Both become one answer, so the message does not confirm
 * an account either. Recognised by Payload's own (translated) messages, which is what
 * tells the two errors apart in every build.
 */
export const answerSignInRefusalAlike: CollectionAfterErrorHook = ({ error, req }) => {
  const { message, status } = error as { message?: string; status?: number }
  if (status !== 401) return
  const refusals = [req.t('error:emailOrPasswordIncorrect'), req.t('error:userLocked')]
  if (!message || !refusals.includes(message)) return
  return { response: { errors: [{ message: SIGN_IN_REFUSED_MESSAGE }] }, status: 401 }
}
