import type { PayloadRequest } from 'payload'

import { createSubmission, type CreateOptions } from './submit'

/**
 * A group registration for a workshop edition (named by `edition`, or by `programName` as spec
 * §7 allows): the collection's hooks choose and admit the edition, price it, hold its seats
 * under the edition's lock and queue its e-mails.
 */
export const submitRegistration = (
  req: PayloadRequest,
  data: Record<string, unknown>,
  options?: CreateOptions,
) => createSubmission(req, 'registrations', data, options)
