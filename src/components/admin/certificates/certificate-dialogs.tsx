'use client'

import { useState } from 'react'

import type { RegistrationGroup } from '@/lib/certificates/certificate-groups'
import type { IssueChoice } from '@/lib/certificates/issue-choice'
import { revokeCertificateSchema as reasonSchema } from '@/lib/validation/certificates'

import { ConfirmDialog } from '../dashboard/ui/confirm-dialog'
import { ReasonDialog } from '../dashboard/ui/reason-dialog'
import type { EligibilityRow } from './certificate-api'
import {
  issueWording,
  revokeWording,
  waiveWording,
  WITHDRAW_WAIVER_WORDING,
} from './certificate-wording'
import {
  useCertificateWaiver,
  useIssueCertificates,
  useRevokeCertificate,
} from './use-edition-certificates'

type Group = RegistrationGroup<EligibilityRow>
type Issued = EligibilityRow & { certificate: NonNullable<EligibilityRow['certificate']> }

/** The section's confirmations: what each is asked about (null while closed) and its change. */
export const useCertificateDialogs = (edition: number) => {
  const [issuing, askToIssue] = useState<IssueChoice | null>(null)
  const [revoking, askToRevoke] = useState<Issued | null>(null)
  const [waiving, askToWaive] = useState<Group | null>(null)
  const [withdrawing, askToWithdrawWaiver] = useState<Group | null>(null)
  return {
    issue: useIssueCertificates(edition),
    revoke: useRevokeCertificate(edition),
    waiver: useCertificateWaiver(edition),
    issuing,
    revoking,
    waiving,
    withdrawing,
    askToIssue,
    askToRevoke,
    askToWaive,
    askToWithdrawWaiver,
  }
}

type Props = {
  dialogs: ReturnType<typeof useCertificateDialogs>
  /** Certificates went out: the names typed for them are done with. */
  onIssued: () => void
}

export const CertificateDialogs = ({ dialogs, onIssued }: Props) => {
  const { issue, revoke, waiver, issuing, revoking, waiving, withdrawing } = dialogs
  return (
    <>
      <ConfirmDialog
        open={issuing !== null}
        onOpenChange={(open) => !open && dialogs.askToIssue(null)}
        wording={issueWording(issuing)}
        busy={issue.isPending}
        onConfirm={() =>
          issuing &&
          issue.mutate(issuing.input, {
            onSuccess: onIssued,
            onSettled: () => dialogs.askToIssue(null),
          })
        }
      />
      <ReasonDialog
        open={revoking !== null}
        wording={revokeWording(revoking)}
        label="Reason (shown on the verification page)"
        schema={reasonSchema}
        busy={revoke.isPending}
        onClose={() => dialogs.askToRevoke(null)}
        onConfirm={(reason, { done, failed }) =>
          revoking &&
          revoke.mutate(
            { code: revoking.certificate.code, reason },
            { onSuccess: done, onError: failed },
          )
        }
      />
      <ReasonDialog
        open={waiving !== null}
        wording={waiveWording(waiving)}
        label="Reason for waiving payment"
        schema={reasonSchema}
        busy={waiver.isPending}
        onClose={() => dialogs.askToWaive(null)}
        onConfirm={(reason, { done, failed }) =>
          waiving &&
          waiver.mutate(
            { registration: waiving.registration, waived: true, reason },
            { onSuccess: done, onError: failed },
          )
        }
      />
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && dialogs.askToWithdrawWaiver(null)}
        wording={WITHDRAW_WAIVER_WORDING}
        busy={waiver.isPending}
        onConfirm={() =>
          withdrawing &&
          waiver.mutate(
            { registration: withdrawing.registration, waived: false },
            { onSettled: () => dialogs.askToWithdrawWaiver(null) },
          )
        }
      />
    </>
  )
}
