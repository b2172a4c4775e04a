import type { AfterErrorHook } from 'payload'

/**
 * Payload formats an error with its details (a ValidationError's per-field messages) only
 * when it is an `instanceof` its own classes. In the production build the class our hooks
 * throw and the one Payload's route compares against can be two copies, so the field
 * messages were dropped. This puts them back for any error that carries them.
 */
export const keepErrorDetails: AfterErrorHook = ({ error, result }) => {
  const err = error as {
    name?: string
    message?: string
    data?: Record<string, unknown>
    status?: number
  }
  const first = (result as { errors?: Array<{ data?: unknown }> } | undefined)?.errors?.[0]
  // Only client errors: a server error's details stay hidden, as Payload intends.
  if (!err?.data || !err.name || first?.data || !err.status || err.status >= 500) return
  return {
    response: { errors: [{ name: err.name, data: err.data, message: err.message }] },
    status: err.status,
  }
}
