import { validate } from '../validation/field-errors'
import { issueCertificatesSchema, type IssueCertificatesInput } from '../validation/certificates'
import { rowKey, type CertificateRow } from './certificate-groups'

export type IssueChoice = {
  input: Required<IssueCertificatesInput>
  /** Each chosen participant's row key, in the order of `input.participants`. */
  keys: string[]
  /** How many names differ from the registered ones. */
  renamed: number
}

type Row = Pick<
  CertificateRow,
  'registration' | 'participant' | 'name' | 'eligible' | 'certificate'
>

/** A name as it will be printed: trimmed, runs of spaces made one. */
export const printedName = (name: string): string => name.trim().replace(/\s+/g, ' ')

/**
 * What "Issue certificates" sends: every eligible participant still without a certificate,
 * each with the name staff corrected where it differs from the registered one. Naming the
 * participants (rather than sending nothing, meaning everyone eligible) issues exactly what
 * the confirmation counted, even when someone became eligible meanwhile on another screen.
 */
export const issueChoice = (
  rows: readonly Row[],
  names: Readonly<Record<string, string>>,
): IssueChoice => {
  const chosen = rows.filter((row) => row.eligible && row.certificate === null)
  let renamed = 0
  const participants = chosen.map((row) => {
    const typed = names[rowKey(row)]
    if (typed === undefined || printedName(typed) === row.name) {
      return { registration: row.registration, participant: row.participant }
    }
    renamed += 1
    return {
      registration: row.registration,
      participant: row.participant,
      name: printedName(typed),
    }
  })
  return { input: { participants }, keys: chosen.map(rowKey), renamed }
}

/**
 * The names the server would refuse (blank, too long), by row, checked by the same rules it
 * applies: staff fix them before being asked to confirm.
 */
export const nameErrors = (choice: IssueChoice): Record<string, string> => {
  const checked = validate(issueCertificatesSchema, choice.input)
  if (checked.ok) return {}
  const errors: Record<string, string> = {}
  for (const { path, message } of checked.errors) {
    const index = /^participants\.(\d+)\.name$/.exec(path)?.[1]
    const key = index === undefined ? undefined : choice.keys[Number(index)]
    if (key) errors[key] = message
  }
  return errors
}
