import { createHash } from 'node:crypto'

import type { StatementLine } from './parse-statement'

const normaliseText = (text: string | null): string =>
  (text ?? '').replace(/\s+/g, ' ').trim().toUpperCase()

// The row number is left out: it moves when the same credit appears in another statement file
// covering an overlapping period.
const identityOf = (line: StatementLine): string =>
  JSON.stringify([
    line.date,
    line.amountSen,
    normaliseText(line.description),
    normaliseText(line.payer),
  ])

// Counting repeats keeps two real transfers of the same amount and description on one day apart,
// while the same transfer in two overlapping files gets the same count in both.
export const withOccurrences = (
  lines: StatementLine[],
): Array<{ line: StatementLine; occurrence: number }> => {
  const seen = new Map<string, number>()
  return lines.map((line) => {
    const identity = identityOf(line)
    const occurrence = seen.get(identity) ?? 0
    seen.set(identity, occurrence + 1)
    return { line, occurrence }
  })
}

// The version tag lets a future change of what is hashed start afresh without clashing.
export const lineFingerprint = (
  accountKey: string,
  line: StatementLine,
  occurrence: number,
): string =>
  createHash('sha256')
    .update(JSON.stringify(['statement-line-v1', accountKey.trim(), identityOf(line), occurrence]))
    .digest('hex')
