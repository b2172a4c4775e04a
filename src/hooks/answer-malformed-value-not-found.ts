import type { AfterErrorHook } from 'payload'

import { isMalformedValue } from '@/lib/malformed-value'

/**
 * An id or filter value PostgreSQL cannot read as its column's type (a text id where ids are
 * numbers) matches no document: 404 with a JSON error, as for any unknown id, instead of the
 * 500 Payload answers for a failed query.
 */
export const answerMalformedValueNotFound: AfterErrorHook = ({ error }) => {
  if (!isMalformedValue(error)) return
  return { response: { errors: [{ message: 'Not Found' }] }, status: 404 }
}
