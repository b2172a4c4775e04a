import { expect, test } from '@playwright/test'

import { publicPages } from '../../scripts/bench/public-pages'
import { HTML_BUDGET_BYTES, pageWeight } from '../../scripts/lib/page-weight'

// Every public page’s HTML stays within the budget, uncompressed, as the server sends it
// (BENCHMARKS.md has each page's weight and what it is made of).

test('every public page’s HTML is under the budget', async ({ request }) => {
  const posts = await (await request.get('/api/blog?limit=1&lang=en')).json()
  const post = `/blog/${posts.docs[0].slug}`
  const over: string[] = []
  for (const { path } of publicPages(post)) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'identity' } })
    expect(response.status(), path).toBe(200)
    const { htmlBytes, flightBytes } = pageWeight(await response.text())
    if (htmlBytes >= HTML_BUDGET_BYTES) {
      over.push(
        `${path}: ${htmlBytes} bytes over ${HTML_BUDGET_BYTES} (${flightBytes} of them flight data)`,
      )
    }
  }
  expect(over).toEqual([])
})
