'use client'

import { Ban, ExternalLink, FileDown, Send } from 'lucide-react'
import { Fragment } from 'react'

import type { RegistrationGroup } from '@/lib/certificates/certificate-groups'
import { formatInMalaysia } from '@/lib/malaysia-time'

import { DataTable, type TableText } from '../dashboard/ui/data-table'
import { IconButton } from '../dashboard/ui/icon-button'
import { SmallButton } from '../dashboard/ui/small-button'
import { StatusPill } from '../dashboard/ui/status-pill'
import { certificatePdfPath, verificationPath, type EligibilityRow } from './certificate-api'
import { IconLink } from './icon-link'
import { RegistrationGroupRow } from './registration-group-row'

const ISSUED_TABLE: TableText = {
  label: 'Issued certificates',
  columns: ['Number', 'Name printed', 'Issued', 'Status'],
  empty: 'No certificates issued for this edition yet.',
}

const DATE = 'd MMM yyyy'

type Issued = EligibilityRow & { certificate: NonNullable<EligibilityRow['certificate']> }

type Props = {
  groups: RegistrationGroup<Issued>[]
  onRevoke: (row: Issued) => void
  onResend: (group: RegistrationGroup<Issued>) => void
  /** The registration whose e-mail is being queued. */
  resending: number | null
}

export const IssuedTable = ({ groups, onRevoke, onResend, resending }: Props) => (
  <div className="certificates-table">
    <DataTable text={ISSUED_TABLE} rows={groups} rowActions stackOnPhone>
      {(group) => (
        <Fragment key={group.registration}>
          <RegistrationGroupRow group={group} columns={ISSUED_TABLE.columns.length + 1}>
            <SmallButton
              buttonStyle="secondary"
              disabled={group.standing === 0 || resending === group.registration}
              aria-label={`Re-send certificates e-mail: ${group.organization}`}
              icon={<Send size={16} aria-hidden />}
              iconPosition="left"
              onClick={() => onResend(group)}
            >
              Re-send certificates e-mail
            </SmallButton>
          </RegistrationGroupRow>
          {group.rows.map(({ certificate, ...row }) => (
            <tr key={certificate.code} data-certificate={certificate.number}>
              <td className="dash-nowrap dash-strong">{certificate.number}</td>
              <td data-label="Name printed">{certificate.participantName}</td>
              <td className="dash-nowrap" data-label="Issued">
                {formatInMalaysia(certificate.issuedAt, DATE)}
              </td>
              <td data-label="Status">
                {certificate.revokedAt ? (
                  <div className="certificates-revoked">
                    <StatusPill tone="error">Revoked</StatusPill>
                    <div className="dash-small">
                      {formatInMalaysia(certificate.revokedAt, DATE)}: {certificate.revokeReason}
                    </div>
                  </div>
                ) : (
                  <StatusPill tone="success">Valid</StatusPill>
                )}
              </td>
              <td>
                <div className="dash-row-actions">
                  <IconLink
                    label={`Download PDF of ${certificate.number}`}
                    icon={FileDown}
                    href={certificatePdfPath(certificate.code)}
                    download={`certificate-${certificate.number}.pdf`}
                  />
                  <IconLink
                    label={`Open the verification page of ${certificate.number}`}
                    icon={ExternalLink}
                    href={verificationPath(certificate.code)}
                    target="_blank"
                  />
                  <IconButton
                    label={`Revoke ${certificate.number}`}
                    icon={Ban}
                    tone="danger"
                    disabled={Boolean(certificate.revokedAt)}
                    onClick={() => onRevoke({ ...row, certificate })}
                  />
                </div>
              </td>
            </tr>
          ))}
        </Fragment>
      )}
    </DataTable>
  </div>
)
