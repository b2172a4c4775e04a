import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues } from 'react-hook-form'
import type { $ZodType } from 'zod/v4/core'

/**
 * A public form's check with the schema the server checks with, run synchronously: zod/mini's
 * transforms answer a promise when parsed asynchronously, which would reorder the errors and
 * values; parsed synchronously they match the server's check.
 */
export const syncResolver = <Output, Input extends FieldValues>(schema: $ZodType<Output, Input>) =>
  zodResolver(schema, undefined, { mode: 'sync' })
