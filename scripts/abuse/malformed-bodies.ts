/**
 * Pattern 4: bodies no form sends, to every public POST and to a server action, with a
 * foreign Origin and with none: each must be refused (4xx, never 5xx), briefly, and
 * without repeating what was sent (an answer that echoes input is a reflection to abuse).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { send, type Sent } from './http-send'
import { statusCounts, type Pattern, type Target } from './pattern'

const MARKER = 'ABUSE-ECHO-MARKER-5d1c'
const BIG = 7 * 1024 * 1024
const MAX_ANSWER_BYTES = 4096
const BOUNDARY = 'abuse-malformed'

type Body = { name: string; type: string; bytes: Buffer }

const bodies = (): Body[] => [
  {
    name: 'multipart, unterminated',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${MARKER}`,
    ),
  },
  { name: 'text/plain', type: 'text/plain', bytes: Buffer.from(MARKER) },
  {
    name: 'urlencoded',
    type: 'application/x-www-form-urlencoded',
    bytes: Buffer.from(`name=${MARKER}&email=${MARKER}&message=${MARKER}`),
  },
  { name: 'broken JSON', type: 'application/json', bytes: Buffer.from(`{"name":"${MARKER}",`) },
  { name: 'deep JSON', type: 'application/json', bytes: Buffer.from('['.repeat(100_000)) },
  {
    name: '7 MB JSON',
    type: 'application/json',
    bytes: Buffer.from(JSON.stringify({ name: MARKER, message: MARKER.padEnd(BIG, 'x') })),
  },
  {
    name: '7 MB multipart',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    bytes: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`),
      Buffer.alloc(BIG, MARKER),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  },
]

/** A real server action id of the build (the contact page's if listed), else a made-up one. */
const actionId = async (distDir: string): Promise<string> => {
  const file = path.join(distDir, 'server/server-reference-manifest.json')
  const actions = await readFile(file, 'utf8')
    .then((text) => (JSON.parse(text) as { node?: Record<string, { workers?: object }> }).node)
    .catch(() => undefined)
  const ids = Object.entries(actions ?? {})
  const contact = ids.find(([, action]) =>
    Object.keys(action.workers ?? {}).some((w) => w.includes('/contact/')),
  )
  return (contact ?? ids[0])?.[0] ?? '7f'.repeat(21)
}

const endpoints = async (target: Target) => {
  const action = await actionId(target.distDir)
  return [
    { label: '/api/contact', path: '/api/contact' },
    { label: '/api/registrations', path: '/api/registrations' },
    { label: '/api/inquiries', path: '/api/inquiries' },
    {
      label: 'slip upload',
      path: '/api/payment-slips/upload?registration=1&expires=1&signature=x',
    },
    { label: 'server action', path: '/contact', headers: { 'next-action': action } },
  ] as { label: string; path: string; headers?: Record<string, string> }[]
}

// A connection the server resets on an oversized body is a refusal too; a timeout is not.
const badAnswer = (answer: Sent) =>
  (answer.status === 0 ? answer.error === 'timed out' : answer.status < 400) ||
  answer.status >= 500 ||
  answer.bodyBytes > MAX_ANSWER_BYTES ||
  answer.bodyStart.includes(MARKER)

export const malformedBodies: Pattern = {
  name: '4. Malformed and oversized bodies',
  run: async ({ target, amounts, signal }) => {
    const origins: Record<string, string>[] = [{ origin: 'https://attacker.example' }, {}]
    const failures: string[] = []
    const statuses: number[] = []
    let n = 0
    const targets = await endpoints(target)
    const sent = bodies()
    for (let round = 0; round < amounts.malformedRounds; round++) {
      for (const endpoint of targets) {
        for (const body of sent) {
          for (const origin of origins) {
            if (signal.aborted) break
            const answer = await send(`${target.base}${endpoint.path}`, {
              method: 'POST',
              headers: { 'content-type': body.type, ...endpoint.headers, ...origin },
              body: [body.bytes],
              // Each from an address of its own, so the per-client form limit is not what answers.
              localAddress: `127.0.1.${(n++ % 250) + 1}`,
              timeoutMs: 20_000,
            })
            statuses.push(answer.status)
            if (badAnswer(answer)) {
              const how = `${body.name}${'origin' in origin ? '' : ', no Origin'}`
              failures.push(`${endpoint.label} ${how}: ${answer.status}, ${answer.bodyBytes} B`)
            }
          }
        }
      }
    }
    const shown = [...new Set(failures)].slice(0, 4).join('; ')
    return {
      requests: statuses.length,
      observed: `${statusCounts(statuses)}${failures.length ? `; ${failures.length} bad, e.g. ${shown}` : ''}`,
      bound: `every answer 4xx, ≤ ${MAX_ANSWER_BYTES / 1024} KB, no echo`,
      met: failures.length === 0 && statuses.length > 0,
      details: failures,
    }
  },
}
