import type { FieldValues, Resolver } from 'react-hook-form'
import type { $ZodType } from 'zod/v4/core'

type SchemaLoader<Output, Input> = () => Promise<$ZodType<Output, Input>>

/** A form's checks: react-hook-form's resolver, and a way to start fetching them early. */
export type FormChecks<Output, Input extends FieldValues> = {
  resolver: Resolver<Input, unknown, Output>
  preload: () => void
}

/**
 * A public form's check with the schema the server checks with, fetched the first time it is
 * wanted: the validation library is most of a form page's own script, and nothing runs it
 * before a visitor starts filling in the form, so it need not delay the page's hydration.
 *
 * The schema is parsed synchronously: zod/mini's transforms answer a promise when parsed
 * asynchronously, which would reorder the errors and values; parsed synchronously they match
 * the server's check. Should the script not arrive, the form goes to the server unchecked
 * and the server's answer names the faults, as it does for a visitor without scripts.
 */
export const lazySchemaResolver = <Output, Input extends FieldValues>(
  load: SchemaLoader<Output, Input>,
): FormChecks<Output, Input> => {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined
  const loaded = () =>
    (loading ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema, undefined, { mode: 'sync' }),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))

  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let check: Resolver<Input, unknown, Output>
    try {
      check = await loaded()
    } catch {
      return { values: values as unknown as Output, errors: {} }
    }
    return check(values, context, options)
  }
  /** Starts fetching the schema, so that it is there by the first check. */
  const preload = () => void loaded().catch(() => undefined)
  return { resolver, preload }
}
