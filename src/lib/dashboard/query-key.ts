import { stringify } from 'qs-esm'

// Spec §7: ['/api/registrations', { page: 2 }] → '/api/registrations?page=2'
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
