import { lineFingerprint, withOccurrences } from '../line-fingerprint'
import type { StatementLine } from '../parse-statement'
import { accountKey } from './account-key'

export interface FingerprintedLine {
  line: StatementLine
  /** Stored with the line; unique, so no credit is stored twice. */
  fingerprint: string
  /**
   * The fingerprints the same credit was stored under before accounts were compared by their
   * digits: one per way the account has been typed in a statement format.
   */
  earlier: string[]
}

/**
 * Each credit line's fingerprint for the account as a key (see accountKey), and its earlier
 * fingerprints under each typed form of the same account (`accountTexts`, the formats'
 * `account` fields), so a credit imported before that change is still recognised.
 */
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

/** Every fingerprint a line may have been stored under. */
export const fingerprintsOf = (line: FingerprintedLine): string[] => [
  line.fingerprint,
  ...line.earlier,
]
