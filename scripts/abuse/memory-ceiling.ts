/**
 * Pattern 6: many ordinary GETs of everything public (pages, blog posts, API reads,
 * optimised pictures) at 20 connections, and the server's resident memory through them,
 * against the heap limit it runs with plus room for what lives outside V8's heap.
 */
import autocannon from 'autocannon'

import { MiB, sampler, treeRss } from '../lib/process-memory'
import { type Pattern } from './pattern'
import { heapLimitMb } from './server-process'
import { readSiteUrls } from './site-urls'

/** Outside the heap: code, buffers, sharp's memory, the runtime itself. */
const OUTSIDE_HEAP_MB = 256

export const memoryCeiling: Pattern = {
  name: '6. Memory through many mixed GETs',
  // Every page is compressed as it goes out: at full form this runs for a long while.
  limitSeconds: (amounts) => amounts.mixedGetsSeconds,
  run: async ({ target, amounts, signal }) => {
    const site = await readSiteUrls(target.base)
    const paths = [
      ...site.pages,
      ...site.blogPosts.slice(0, 5),
      '/api/workshop/seats',
      '/api/workshop-editions?limit=5',
      '/api/blog?lang=en',
      '/api/health',
      ...site.optimisedImages.slice(0, 10),
      ...site.mediaFiles.slice(0, 5),
    ]
    const notOk = new Map<string, number>()
    const peak = sampler(target.pid)
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: target.base,
          connections: 20,
          amount: amounts.mixedGets,
          headers: { 'accept-encoding': 'gzip, deflate, br' },
          requests: paths.map((path) => ({
            method: 'GET' as const,
            path,
            onResponse: (status: number) => {
              if (status >= 300)
                notOk.set(`${path} → ${status}`, (notOk.get(`${path} → ${status}`) ?? 0) + 1)
            },
          })),
        },
        (error, answer) => (error ? reject(error) : resolve(answer)),
      )
      signal.addEventListener('abort', () => instance.stop(), { once: true })
    })
    const peakRss = await peak()
    const endRss = await treeRss(target.pid)
    const heapMb = await heapLimitMb(target.pid)
    const ceiling = heapMb === null ? null : (heapMb + OUTSIDE_HEAP_MB) * 1024 * 1024
    const failed = result.non2xx + result.errors + result.timeouts
    return {
      requests: result.requests.total,
      observed:
        `${paths.length} addresses, ${failed} not 2xx; RSS peak ${MiB(peakRss)} MiB, ` +
        `${MiB(endRss)} MiB at the end; heap limit ${heapMb === null ? 'V8 default (no --max-old-space-size)' : `${heapMb} MiB`}`,
      bound:
        ceiling === null
          ? 'none without a heap limit (RSS reported)'
          : `RSS < heap limit + ${OUTSIDE_HEAP_MB} MiB (${MiB(ceiling)} MiB)`,
      met: ceiling === null ? null : peakRss < ceiling,
      details: [...notOk].map(([what, n]) => `${what} ×${n}`),
    }
  },
}
