import { connect, type Socket } from 'node:net'

import { expect, test } from '@playwright/test'

// A bank slip upload whose payer link is forged is answered from its address alone, before a
// byte of its body is read, and the server then closes the connection rather than read the
// rest: so anyone can make the server take in only a request's headers, whatever length they
// declare. Against the real server (Next's custom server, as `npm start` runs it) over a raw
// socket, which sends the headers and only the start of the body, and never the rest: the
// answer can only come if the server did not wait for it.
test.describe.configure({ mode: 'serial' })

const DECLARED = 19 * 1024 * 1024
const BOUNDARY = '----slip-upload-unread'
// Far ahead, so the link is forged (its signature), not expired.
const forgedPath = `/api/payment-slips/upload?registration=1&expires=${Date.now() + 86_400_000}&signature=forged`

/** The start of a multipart body: its file part's headers and a few KB of the file. */
const bodyStart = () =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slip.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    ),
    Buffer.alloc(4 * 1024, 0x20),
  ])

const opened = (host: string, port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect({ host, port }, () => resolve(socket))
    socket.once('error', reject)
  })

test('a forged link’s slip upload is refused from its headers, and the connection closed', async ({
  request,
  baseURL,
}) => {
  // The route is loaded (a first request to it loads its code), so the timing is the check's.
  const warm = await request.post(forgedPath, {
    multipart: { file: { name: 'slip.png', mimeType: 'image/png', buffer: Buffer.from('x') } },
  })
  expect(warm.status()).toBe(404)

  const { hostname, port } = new URL(baseURL!)
  const socket = await opened(hostname, Number(port))
  let received = ''
  let statusAt = 0
  let sentBeforeAnswer = -1
  const statusLine = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1')
      if (!statusAt && received.includes('\r\n')) {
        statusAt = performance.now()
        sentBeforeAnswer = socket.bytesWritten
        resolve(received.slice(0, received.indexOf('\r\n')))
      }
    })
  })
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))

  const head = Buffer.from(
    `POST ${forgedPath} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${DECLARED}\r\n\r\n`,
  )
  const sentAt = performance.now()
  socket.write(head)
  socket.write(bodyStart())

  expect(await statusLine).toBe('HTTP/1.1 404 Not Found')
  const elapsed = Math.round(statusAt - sentAt)
  test.info().annotations.push({ type: 'headers to status line', description: `${elapsed} ms` })
  console.log(`forged slip upload answered in ${elapsed} ms`)
  expect(elapsed).toBeLessThan(300)
  // The answer came with only the headers and the body's first few KB sent.
  expect(sentBeforeAnswer).toBe(head.byteLength + bodyStart().byteLength)
  expect(sentBeforeAnswer).toBeLessThan(DECLARED)

  // The server closes the connection instead of reading the rest of the declared body.
  await closed
  const [headers, body] = received.split('\r\n\r\n')
  expect(headers.toLowerCase()).toContain('connection: close')
  expect(body).toContain('This payment link is not valid.')
})
