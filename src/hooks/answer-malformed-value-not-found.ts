import type { AfterErrorHook } from 'payload'

import { isMalformedValue } from '@/lib/malformed-value'

// A value PostgreSQL cannot read as its column's type (a text id) matches no document: 404, as for
// any unknown id, instead of Payload's 500 for a failed query.
export const answerMalformedValueNotFound: AfterErrorHook = ({ error }) => {
  if (!isMalformedValue(error)) return
  return { response: { errors: [{ message: 'Not Found' }] }, status: 404 }
}
