import { afterEach, describe, expect, it, vi } from 'vitest'

import { createDashboardQueryClient } from '@/components/admin/dashboard/data/query-client'
import { ApiError } from '@/lib/dashboard/api-error'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the dashboard query client', () => {
  it('reads the address its key names and does not retry a refusal', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 401, statusText: 'Unauthorized' }))
    vi.stubGlobal('fetch', fetch)
    const client = createDashboardQueryClient()
    const failure: unknown = await client
      .fetchQuery({ queryKey: ['/api/contact', { page: 2 }] })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).message).toBe('401: Unauthorized')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]).toEqual([
      '/api/contact?page=2',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    ])
  })

  it('keeps data fresh until a change invalidates it', async () => {
    const fetch = vi.fn(async () => Response.json({ docs: [] }))
    vi.stubGlobal('fetch', fetch)
    const client = createDashboardQueryClient()
    await client.fetchQuery({ queryKey: ['/api/admin/videos'] })
    await client.fetchQuery({ queryKey: ['/api/admin/videos'] })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['/api/admin/videos'] })
        ?.isStale(),
    ).toBe(false)
    const defaults = client.getDefaultOptions()
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false)
    expect(defaults.queries?.refetchInterval).toBe(false)
  })

  it('does not retry a failed change', async () => {
    const client = createDashboardQueryClient()
    const attempt = vi.fn(async () => {
      throw new Error('refused')
    })
    const mutation = client.getMutationCache().build(client, { mutationFn: attempt })
    await expect(mutation.execute(undefined)).rejects.toThrow('refused')
    expect(attempt).toHaveBeenCalledTimes(1)
  })
})
