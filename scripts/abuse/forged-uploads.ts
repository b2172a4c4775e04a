/**
 * Pattern 3: forged 19 MB multipart posts to the slip upload, 30 at a time, with a link
 * that is not one. A server that reads each body into memory before looking at the link
 * holds 30 × 19 MB; one that refuses on the headers answers before the body is sent.
 * Half declare their length, half are chunked (a client hiding the size).
 */
import { send } from './http-send'
import { pool, statusCounts, type Pattern } from './pattern'
import { p99 } from './visitor'

const ATTACKER = '127.0.0.3'
const BOUNDARY = 'abuse-forged-boundary'
const BODY_BYTES = 19 * 1024 * 1024
const REFUSE_P99_MS = 300

const body = (): Buffer[] => [
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="slip.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  ),
  // One buffer shared by every request: the client's memory is not what is measured.
  Buffer.alloc(BODY_BYTES, 0x41),
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]

export const forgedUploads: Pattern = {
  name: '3. Forged 19 MB slip uploads, 30 at a time',
  rssBound: 50 * 1024 * 1024,
  run: async ({ target, amounts, signal }) => {
    const parts = body()
    const query = new URLSearchParams({
      registration: '1',
      expires: String(Date.now() + 86_400_000),
      signature: 'A'.repeat(43),
    })
    const url = `${target.base}/api/payment-slips/upload?${query}`
    const answers = await pool(
      Array.from({ length: amounts.forgedPosts }, (_, n) => n),
      amounts.forgedConcurrency,
      signal,
      (n) =>
        send(url, {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: parts,
          chunked: n % 2 === 1,
          localAddress: ATTACKER,
          timeoutMs: 30_000,
        }),
    )
    const refuseP99 = p99(answers.map((a) => a.ms))
    // A reset is a refusal too (the server closed on the body), but never a 2xx or 5xx.
    const wrong = answers.filter((a) => a.status >= 500 || (a.status >= 200 && a.status < 300))
    return {
      requests: answers.length,
      observed: `${statusCounts(answers.map((a) => a.status))}; refused in p99 ${refuseP99.toFixed(0)} ms`,
      bound:
        `refused in p99 < ${REFUSE_P99_MS} ms${amounts.timesBind ? '' : ' (reported)'}; ` +
        'RSS < +50 MB; no 2xx/5xx',
      met:
        answers.length === amounts.forgedPosts &&
        (!amounts.timesBind || refuseP99 < REFUSE_P99_MS) &&
        wrong.length === 0,
    }
  },
}
