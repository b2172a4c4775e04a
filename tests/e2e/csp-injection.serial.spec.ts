import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test, type Page } from '@playwright/test'

import { guardRequests } from '../../src/server/http/request-guards'
import { createPost, deletePost } from './helpers/blog'
import { expectHeaderLive } from './helpers/page-live'
import { adminAuth } from './helpers/staff-api'

// A script that an editor's text (or a bug of ours) gets into a page must never run. The
// text is escaped where it lands, in the page and in its JSON-LD; and should a script ever
// reach the page's HTML, the policy the server works out for that page allows only the
// inline scripts Next.js writes, so the browser refuses it.

const PAYLOAD = '</script><script>window.pwned=1;alert(1)</script>'

/** Records the page's dialogs and policy violations from before its first script. */
const watch = async (page: Page) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.addInitScript(() => {
    const found: string[] = []
    ;(window as unknown as { violations: string[] }).violations = found
    document.addEventListener('securitypolicyviolation', (event) =>
      found.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  return {
    dialogs,
    violations: () =>
      page.evaluate(() => (window as unknown as { violations: string[] }).violations),
    pwned: () => page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
  }
}

/** Next's own scripts ran: the page hydrated, and its menu opens. */
const menuWorks = async (page: Page) => {
  await expectHeaderLive(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
}

test.use({ viewport: { width: 390, height: 844 } })

test('an editor’s text with a script in it shows as text, in the page and in its JSON-LD', async ({
  page,
  request,
}) => {
  const auth = await adminAuth(request)
  const slug = 'script-in-title-e2e'
  const title = `Leading teams ${PAYLOAD}`
  const id = await createPost(request, auth, {
    slug,
    status: 'published',
    en: { title, excerpt: `Excerpt ${PAYLOAD}`, content: `First line ${PAYLOAD}` },
  })
  try {
    const seen = await watch(page)
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
    expect(jsonLd.find((item) => item['@type'] === 'BlogPosting')?.headline).toBe(title)
    await menuWorks(page)
    expect(seen.dialogs).toEqual([])
    expect(await seen.pwned()).toBeUndefined()
    expect(await seen.violations()).toEqual([])
  } finally {
    await deletePost(request, auth, id)
  }
})

test('a script that reaches a page’s HTML is refused by its policy, and the page still works', async ({
  page,
  baseURL,
}) => {
  // The real request guards in front of the real site, with one change to its pages: a
  // script in their HTML, as an unescaped editor's text would put it there. The guards work
  // out each page's policy from the HTML they are handed, injected script included.
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'accept-encoding', 'connection'].includes(name))
        headers.set(name, value)
    }
    const upstream = await fetch(new URL(req.url ?? '/', baseURL), { headers })
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream'
    res.statusCode = upstream.status
    res.setHeader('content-type', type)
    if (/^text\/html/.test(type)) {
      const html = await upstream.text()
      res.end(html.replace('</body>', `<p>${PAYLOAD}</p></body>`))
    } else {
      res.end(Buffer.from(await upstream.arrayBuffer()))
    }
  }
  const logged: string[] = []
  const server = createServer(
    guardRequests(handle, {
      logger: { warn: (message) => logged.push(message), error: () => undefined },
      contentSecurityPolicy: true,
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const seen = await watch(page)
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/contact`)
    await menuWorks(page)
    expect(seen.dialogs).toEqual([])
    expect(await seen.pwned()).toBeUndefined()
    expect(await seen.violations()).toEqual(['script-src-elem inline'])
    expect(logged).toEqual([expect.stringContaining('/contact: 1 inline script(s)')])
  } finally {
    server.close()
  }
})
