import { stringify } from 'qs-esm'

/**
 * The address a dashboard query reads (spec §7): the key's text parts joined by slashes,
 * and its one object part, if any, as the query string in Payload's `where[...]` syntax.
 * ['/api/registrations', { page: 2 }] → '/api/registrations?page=2'
 */
export const urlOfQueryKey = (queryKey: readonly unknown[]): string => {
  const path = queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map(String)
    .join('/')
  const params = queryKey.find(
    (part): part is Record<string, unknown> => typeof part === 'object' && part !== null,
  )
  return params ? `${path}${stringify(params, { addQueryPrefix: true })}` : path
}
