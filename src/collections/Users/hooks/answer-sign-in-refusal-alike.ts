import type { CollectionAfterErrorHook } from 'payload'

import { SIGN_IN_REFUSED_MESSAGE } from '@/lib/auth/sign-in-messages'

// Payload says "locked" only for an account that exists, so both refusals get one answer.
// Recognised by Payload's own (translated) messages, which tell the two apart in every build.
export const answerSignInRefusalAlike: CollectionAfterErrorHook = ({ error, req }) => {
  const { message, status } = error as { message?: string; status?: number }
  if (status !== 401) return
  const refusals = [req.t('error:emailOrPasswordIncorrect'), req.t('error:userLocked')]
  if (!message || !refusals.includes(message)) return
  return { response: { errors: [{ message: SIGN_IN_REFUSED_MESSAGE }] }, status: 401 }
}
