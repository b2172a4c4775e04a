/**
 * Pattern 2: one registration, then bank slips of just under 5 MB posted through its payer
 * link again and again (the link is in the address; the body is only the file). Whoever
 * holds one link must not be able to fill the disk.
 */
import { paymentLinkFor } from '../../src/lib/payments/payment-link'
import { payloadSecretOf } from '../../src/lib/security/payload-secret'
import { openLatestEdition } from '../lib/open-edition'
import { registrationBody } from '../lib/submission-bodies'
import { statusCounts, type Pattern, type Target } from './pattern'

const SLIP_BYTES = 5 * 1024 * 1024 - 1024
const REFUSED = new Set([413, 429])

/** The end of a PDF as a bank's export writes it: its cross-reference table and end marker. */
const PDF_TAIL = '\nxref\n0 1\n0000000000 65535 f \ntrailer\n<<>>\nstartxref\n9\n%%EOF\n'

/** A PDF by its first and last bytes (what the server checks), padded to the size. */
const slipFile = (): Blob => {
  const bytes = Buffer.alloc(SLIP_BYTES, 0x20)
  bytes.write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')
  bytes.write(PDF_TAIL, SLIP_BYTES - PDF_TAIL.length, 'latin1')
  return new Blob([bytes], { type: 'application/pdf' })
}

const register = async (target: Target): Promise<{ id: number; createdAt: string }> => {
  if (target.auth) await openLatestEdition({ base: target.base, auth: target.auth }, 1000)
  const answer = await fetch(`${target.base}/api/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registrationBody(['Payer Under Test'])),
  })
  if (answer.status !== 201) {
    throw new Error(`Registering failed: ${answer.status} ${(await answer.text()).slice(0, 300)}`)
  }
  return ((await answer.json()) as { doc: { id: number; createdAt: string } }).doc
}

export const slipFlood: Pattern = {
  name: '2. Bank slips through one payer link',
  folder: (target) => target.uploadsDir,
  diskBound: 15 * 1024 * 1024,
  run: async ({ target, amounts, signal }) => {
    const bound = '≤ 15 MB per registration; later slips 413/429'
    if (!target.secret) {
      return { requests: 0, observed: 'skipped: no PAYLOAD_SECRET given', bound, met: false }
    }
    const registration = await register(target)
    // Payload signs with a key derived from PAYLOAD_SECRET, as the server's guards do.
    const link = paymentLinkFor(
      payloadSecretOf(target.secret),
      registration.id,
      new Date(registration.createdAt),
    )
    const query = new URLSearchParams({
      registration: String(registration.id),
      expires: String(link.expiresAt),
      signature: link.signature,
    })
    const file = slipFile()
    const statuses: number[] = []
    for (let i = 0; i < amounts.slips && !signal.aborted; i++) {
      const form = new FormData()
      form.append('file', file, `slip-${i}.pdf`)
      const answer = await fetch(`${target.base}/api/payment-slips/upload?${query}`, {
        method: 'POST',
        body: form,
        signal,
      })
      await answer.arrayBuffer()
      statuses.push(answer.status)
    }
    const firstRefusal = statuses.findIndex((s) => s !== 201)
    const accepted = statuses.filter((s) => s === 201).length
    return {
      // The registration's POST and each slip.
      requests: statuses.length + 1,
      observed: `${statusCounts(statuses)}; ${accepted} slips kept`,
      bound,
      // Keeping too much is the disk bound's to catch (the harness checks the folder).
      met:
        accepted > 0 &&
        statuses.every((s) => s === 201 || REFUSED.has(s)) &&
        (firstRefusal === -1 || !statuses.slice(firstRefusal).includes(201)),
    }
  },
}
