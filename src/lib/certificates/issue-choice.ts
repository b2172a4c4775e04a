import { validate } from '../validation/field-errors'
import { issueCertificatesSchema, type IssueCertificatesInput } from '../validation/certificates'
import { rowKey, type CertificateRow } from './certificate-groups'

export type IssueChoice = {
  input: Required<IssueCertificatesInput>
  keys: string[]
  renamed: number
}

type Row = Pick<
  CertificateRow,
  'registration' | 'participant' | 'name' | 'eligible' | 'certificate'
>

export const printedName = (name: string): string => name.trim().replace(/\s+/g, ' ')

// Naming the participants (rather than sending nothing, meaning everyone eligible) issues exactly
// what the confirmation counted, even when someone became eligible meanwhile on another screen.
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
