import { connect } from 'node:net'

import { expect, test } from '@playwright/test'

// The public API through the real server, including what runs before the routes (src/proxy.ts).

test('the blog speaks the spec’s paths: ?lang= and /api/blog/{slug}', async ({ request }) => {
  const ms = await request.get('/api/blog?lang=ms&limit=10')
  expect(ms.status()).toBe(200)
  const msPosts = (await ms.json()).docs
  const en = await request.get('/api/blog?lang=en&limit=10')
  const enPosts = (await en.json()).docs
  expect(msPosts.length).toBeGreaterThanOrEqual(4)
  const slug = enPosts[0].slug
  const msTwin = msPosts.find((p: { slug: string }) => p.slug === slug)
  expect(msTwin.title).not.toBe(enPosts[0].title)

  const bySlug = await request.get(`/api/blog/${slug}?lang=ms`)
  expect(bySlug.status()).toBe(200)
  expect((await bySlug.json()).title).toBe(msTwin.title)

  const byId = await request.get(`/api/blog/${enPosts[0].id}?lang=en`)
  expect((await byId.json()).title).toBe(enPosts[0].title)
  expect((await request.get('/api/blog/count')).status()).toBe(200)
  expect((await request.get('/api/blog/no-such-post')).status()).toBe(404)

  // English by default, on the list and by slug alike.
  const plain = (await (await request.get('/api/blog?limit=10')).json()).docs
  expect(plain.map((p: { title: string }) => p.title)).toEqual(
    enPosts.map((p: { title: string }) => p.title),
  )
  expect((await (await request.get(`/api/blog/${slug}`)).json()).title).toBe(enPosts[0].title)
})

test('the blog refuses an unknown language on the list and by slug', async ({ request }) => {
  for (const path of ['/api/blog?lang=xx', '/api/blog/any-post?lang=xx', '/api/blog?lang=EN']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(400)
    expect((await response.json()).errors[0].message).toBe(
      'Unknown language: use lang=en or lang=ms.',
    )
  }
})

test('bodies over the limit get 413, bad JSON 400, unknown ids 404, all as JSON', async ({
  request,
}) => {
  const huge = await request.post('/api/contact', {
    headers: { 'content-type': 'application/json' },
    data: JSON.stringify({ name: 'x', email: 'a@b.my', message: 'y'.repeat(200_000) }),
  })
  expect(huge.status()).toBe(413)
  expect((await huge.json()).errors[0].message).toBeTruthy()

  // A Buffer goes out byte for byte (a string would be JSON-encoded by Playwright).
  const malformed = await request.post('/api/registrations', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from('{"organization":'),
  })
  expect(malformed.status()).toBe(400)
  const body = await malformed.text()
  expect(JSON.parse(body).errors[0].message).toBe('The request body is not valid JSON.')
  expect(body).not.toMatch(/node_modules|at .*\(.*:\d+:\d+\)/)

  const notAnObject = await request.post('/api/registrations', {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from('"a string"'),
  })
  expect(notAnObject.status()).toBe(400)
  expect((await notAnObject.json()).errors[0].message).toBe(
    'The request body must be a JSON object.',
  )

  const unknown = await request.get('/api/gallery/987654')
  expect(unknown.status()).toBe(404)
  expect((await unknown.json()).errors).toBeTruthy()
})

test('remaining seats are public', async ({ request }) => {
  const res = await request.get('/api/workshop/seats')
  expect(res.status()).toBe(200)
  const seats = await res.json()
  expect(seats.capacity).toBe(30)
  expect(typeof seats.remaining).toBe('number')
})

test('an API error keeps its message in the production build', async ({ request }) => {
  // A filled honeypot is refused by our own APIError: its message must reach the client.
  const res = await request.post('/api/contact', {
    data: { name: 'Bot', email: 'bot@example.my', message: 'Hello there!', website: 'spam' },
  })
  expect(res.status()).toBe(400)
  expect((await res.json()).errors[0].message).toBe('Submission rejected.')
})

test('validation errors keep their per-field messages in the production build', async ({
  request,
}) => {
  const res = await request.post('/api/registrations', { data: {} })
  expect(res.status()).toBe(400)
  const fields = (await res.json()).errors[0].data.errors as Array<{
    path: string
    message: string
  }>
  expect(fields).toContainEqual({ path: 'organization', message: 'Organization is required' })
})

test('a POST with no body and no Content-Length is not refused for its missing length', async ({
  baseURL,
}) => {
  // As `curl -X POST` sends it: neither Content-Length nor Transfer-Encoding, so no body.
  const { hostname, port } = new URL(baseURL!)
  const status = await new Promise<number>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `POST /api/objects/upload HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`,
      ),
    )
    let head = ''
    socket.on('data', (chunk) => (head += chunk.toString('latin1')))
    socket.on('end', () => resolve(Number(head.split(' ')[1])))
    socket.on('error', reject)
  })
  // Not 411: it reaches the endpoint, which wants a signed-in staff member.
  expect(status).toBe(401)
})
