import type { AfterErrorHook } from 'payload'

// Payload keeps an error's details only for an `instanceof` its own classes, and in the production
// build our hooks' class and Payload's can be two copies: this puts the field messages back.
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
