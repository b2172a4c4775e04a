import { lineFingerprint, withOccurrences } from '../line-fingerprint'
import type { StatementLine } from '../parse-statement'
import { accountKey } from './account-key'

export interface FingerprintedLine {
  line: StatementLine
  fingerprint: string
  // The fingerprints under each typed form of the account, which older rows were stored under.
  earlier: string[]
}

export const fingerprintLines = (
  lines: StatementLine[],
  account: string,
  accountTexts: string[],
): FingerprintedLine[] => {
  const key = accountKey(account)
  const typed = [...new Set([account, ...accountTexts].map((text) => text.trim()))].filter(
    (text) => text !== key && accountKey(text) === key,
  )
  return withOccurrences(lines).map(({ line, occurrence }) => ({
    line,
    fingerprint: lineFingerprint(key, line, occurrence),
    earlier: typed.map((text) => lineFingerprint(text, line, occurrence)),
  }))
}

export const fingerprintsOf = (line: FingerprintedLine): string[] => [
  line.fingerprint,
  ...line.earlier,
]
