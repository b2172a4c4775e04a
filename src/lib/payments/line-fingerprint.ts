import { createHash } from 'node:crypto'

import type { StatementLine } from './parse-statement'

const normaliseText = (text: string | null): string =>
  (text ?? '').replace(/\s+/g, ' ').trim().toUpperCase()

// What makes two credits the same credit. The row number is left out: it moves when the same
// credit appears in another statement file covering an overlapping period.
const identityOf = (line: StatementLine): string =>
  JSON.stringify([
    line.date,
    line.amountSen,
    normaliseText(line.description),
    normaliseText(line.payer),
  ])

/**
 * The lines in file order, each with how many identical credits (same date, amount,
 * description and payer) came before it in the same file: 0 for the first, 1 for the second…
 * Two real transfers of the same amount with the same description on one day stay two; the
 * same transfer in two overlapping files gets the same count in both.
 */
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

/**
 * A stable sha256 (hex) for one credit of one bank account, for a unique index that rejects
 * importing a credit twice from the same or an overlapping statement. accountKey names the
 * account (bank and account number, say), so equal credits into different accounts differ.
 * The leading version tag lets a future change of what is hashed start afresh without clashing.
 */
export const lineFingerprint = (
  accountKey: string,
  line: StatementLine,
  occurrence: number,
): string =>
  createHash('sha256')
    .update(JSON.stringify(['statement-line-v1', accountKey.trim(), identityOf(line), occurrence]))
    .digest('hex')
