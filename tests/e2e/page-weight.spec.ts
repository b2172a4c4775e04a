import { expect, test } from '@playwright/test'

import { publicPages } from '../../scripts/bench/public-pages'
import { htmlBudgetBytes, pageWeight } from '../../scripts/lib/page-weight'

// Every public page's HTML stays within its budget, uncompressed, as the server sends it
// (BENCHMARKS.md has each page's weight and what it is made of).

test('every public page’s HTML is under its budget', async ({ request }) => {
  const posts = await (await request.get('/api/blog?limit=1&lang=en')).json()
  const post = `/blog/${posts.docs[0].slug}`
  const over: string[] = []
  for (const { path } of publicPages(post)) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'identity' } })
    expect(response.status(), path).toBe(200)
    const { htmlBytes, flightBytes } = pageWeight(await response.text())
    const budget = htmlBudgetBytes(path)
    if (htmlBytes >= budget) {
      over.push(`${path}: ${htmlBytes} bytes over ${budget} (${flightBytes} of them flight data)`)
    }
  }
  expect(over).toEqual([])
})
