import type { FieldValues, Resolver } from 'react-hook-form'

type LazyResolver<TValues extends FieldValues, TOutput> = {
  /** The resolver to give `useForm`: it waits for the validation code on its first call. */
  resolver: Resolver<TValues, unknown, TOutput>
  /** Starts fetching the validation code, e.g. when the visitor first focuses the form. */
  warm: () => void
}

/**
 * A form's validation (zod and the form's schema, about 30 KiB compressed) is only needed
 * when the visitor submits, so it is fetched then, or earlier at `warm`, instead of with the
 * page. If it cannot be fetched, the values go to the server as they are: the server checks
 * them with the same schema and its messages are shown beside the fields. A failed fetch is
 * tried again at the next submit.
 */
export const lazyResolver = <TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): LazyResolver<TValues, TOutput> => {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined

  const fetchResolver = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }

  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => {
    let validate: Resolver<TValues, unknown, TOutput>
    try {
      validate = await fetchResolver()
    } catch {
      return { values: values as unknown as TOutput, errors: {} }
    }
    return validate(values, context, options)
  }

  return { resolver, warm: () => void fetchResolver().catch(() => undefined) }
}
