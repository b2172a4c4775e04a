import type { PayloadRequest } from 'payload'

import { createSubmission, type CreateOptions } from './submit'

// Named by `edition`, or by `programName` as spec §7 allows; the collection's hooks admit, price
// and hold seats under the edition's lock.
export const submitRegistration = (
  req: PayloadRequest,
  data: Record<string, unknown>,
  options?: CreateOptions,
) => createSubmission(req, 'registrations', data, options)
