'use client'

import { Award } from 'lucide-react'
import { useState } from 'react'

import {
  groupByRegistration,
  splitByCertificate,
  type RegistrationGroup,
} from '@/lib/certificates/certificate-groups'
import { issueChoice, nameErrors } from '@/lib/certificates/issue-choice'
import type { EditionFigures } from '@/lib/dashboard/edition-figures'

import { Section } from '../dashboard/ui/section'
import { SmallButton } from '../dashboard/ui/small-button'
import type { EligibilityRow } from './certificate-api'
import { CertificateDialogs, useCertificateDialogs } from './certificate-dialogs'
import { EligibilityTable } from './eligibility-table'
import { IssuedTable } from './issued-table'
import { ReadinessNotice } from './readiness-notice'
import { useEditionCertificates, useResendCertificates } from './use-edition-certificates'

type Props = { edition: EditionFigures; adminRoute: string }

type Issued = EligibilityRow & { certificate: NonNullable<EligibilityRow['certificate']> }

const hasCertificate = (row: EligibilityRow): row is Issued => row.certificate !== null

export const CertificatesSection = ({ edition, adminRoute }: Props) => {
  const certificates = useEditionCertificates(edition.id)
  const resend = useResendCertificates(edition.id)
  const dialogs = useCertificateDialogs(edition.id)
  const [names, setNames] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})

  const rows = certificates.data?.rows ?? []
  const { awaiting, issued } = splitByCertificate(rows)
  const choice = issueChoice(rows, names)
  const count = choice.input.participants.length
  const ready = certificates.data?.ready
  const canIssue = count > 0 && Boolean(ready?.signatory && ready?.signingKey)

  const askToIssue = () => {
    const refused = nameErrors(choice)
    setErrors(refused)
    if (Object.keys(refused).length === 0) dialogs.askToIssue(choice)
  }

  return (
    <Section
      id="certificates"
      title="Certificates"
      summary={
        certificates.data && (
          <span data-testid="certificates-summary">
            {count} eligible to certify · {issued.length} issued
            {certificates.data.edition.requiredDays < certificates.data.edition.days.length &&
              ` · ${certificates.data.edition.requiredDays} of ${certificates.data.edition.days.length} days needed`}
          </span>
        )
      }
      actions={
        <SmallButton
          buttonStyle="primary"
          disabled={!canIssue}
          onClick={askToIssue}
          icon={<Award size={16} aria-hidden />}
          iconPosition="left"
        >
          {count > 0 ? `Issue certificates (${count})` : 'Issue certificates'}
        </SmallButton>
      }
    >
      {ready && <ReadinessNotice ready={ready} adminRoute={adminRoute} />}
      <h3 className="dash-subsection-title">Who can be certified</h3>
      <EligibilityTable
        groups={groupByRegistration(awaiting)}
        query={certificates}
        names={names}
        nameErrors={errors}
        onName={(key, name) => {
          setNames((current) => ({ ...current, [key]: name }))
          setErrors(({ [key]: _fixed, ...rest }) => rest)
        }}
        onWaive={dialogs.askToWaive}
        onWithdrawWaiver={dialogs.askToWithdrawWaiver}
      />
      <h3 className="dash-subsection-title certificates__issued-title">Issued</h3>
      <IssuedTable
        groups={groupByRegistration(issued.filter(hasCertificate)) as RegistrationGroup<Issued>[]}
        onRevoke={dialogs.askToRevoke}
        onResend={(group) => resend.mutate(group.registration)}
        resending={resend.isPending ? (resend.variables ?? null) : null}
      />
      <CertificateDialogs dialogs={dialogs} onIssued={() => setNames({})} />
    </Section>
  )
}
