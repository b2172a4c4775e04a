import type { PayloadRequest } from 'payload'
import type { $ZodType } from 'zod/v4/core'

import { parseOrThrow } from '../validation-error'
import { readJsonBody } from './read-json'

export const readValidBody = async <T>(
  req: PayloadRequest,
  schema: $ZodType<T>,
  target: { collection?: string; global?: string },
): Promise<T> => parseOrThrow(schema, await readJsonBody(req), target)
