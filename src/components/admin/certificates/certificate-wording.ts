import type { IssueChoice } from '@/lib/certificates/issue-choice'

import type { Wording } from '../dashboard/ui/confirm-dialog'

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`

/** "Issue 3 certificates?": how many, what happens, and that it cannot be taken back. */
export const issueWording = (choice: IssueChoice | null): Wording => {
  const count = choice?.input.participants.length ?? 0
  const renamed = choice?.renamed ?? 0
  return {
    title: `Issue ${plural(count, 'certificate')}?`,
    description:
      `${plural(count, 'eligible participant')} each get a numbered, signed certificate, and ` +
      'each registration’s contact is e-mailed their group’s certificates. ' +
      (renamed > 0 ? `${plural(renamed, 'corrected name')} will be printed as typed. ` : '') +
      'An issued certificate cannot be deleted, only revoked.',
    confirmLabel: `Issue ${plural(count, 'certificate')}`,
  }
}

export const revokeWording = (
  row: { certificate: { number: string; participantName: string } } | null,
): Wording => ({
  title: `Revoke certificate ${row?.certificate.number ?? ''}?`,
  description:
    `${row?.certificate.participantName ?? 'The participant'}’s certificate will show as ` +
    'revoked, with today’s date and your reason, on its public verification page and in its ' +
    'credential. It cannot be reinstated, nor another issued for this edition.',
  confirmLabel: 'Revoke certificate',
})

export const waiveWording = (group: { organization: string } | null): Wording => ({
  title: `Waive payment for ${group?.organization ?? 'this registration'}?`,
  description:
    'Its participants can then be certified before the registration is fully paid, if they ' +
    'attended. The waiver and your reason are kept in the audit log and on each certificate.',
  confirmLabel: 'Waive payment',
})

export const WITHDRAW_WAIVER_WORDING: Wording = {
  title: 'Withdraw the payment waiver?',
  description:
    'Its participants cannot be certified until the registration is fully paid. ' +
    'Certificates already issued stay valid.',
  confirmLabel: 'Withdraw waiver',
}
