'use client'

import { Fragment } from 'react'

import { openReasons, rowKey, type RegistrationGroup } from '@/lib/certificates/certificate-groups'
import { describeIneligibility } from '@/lib/certificates/eligibility'

import { DataTable, type TableText } from '../dashboard/ui/data-table'
import type { TableQuery } from '../dashboard/ui/table-state'
import { StatusPill } from '../dashboard/ui/status-pill'
import type { EligibilityRow } from './certificate-api'
import { NameField } from './name-field'
import { RegistrationGroupRow } from './registration-group-row'
import { WaiverControl } from './waiver-control'

const ELIGIBILITY_TABLE: TableText = {
  label: 'Eligibility',
  columns: ['Participant', 'Days attended', 'Certificate'],
  empty: 'Everyone expected has a certificate.',
}

type Props = {
  groups: RegistrationGroup<EligibilityRow>[]
  query: TableQuery
  names: Record<string, string>
  nameErrors: Record<string, string>
  onName: (key: string, name: string) => void
  onWaive: (group: RegistrationGroup<EligibilityRow>) => void
  onWithdrawWaiver: (group: RegistrationGroup<EligibilityRow>) => void
}

export const EligibilityTable = ({
  groups,
  query,
  names,
  nameErrors,
  onName,
  onWaive,
  onWithdrawWaiver,
}: Props) => (
  <div className="certificates-table">
    <DataTable text={ELIGIBILITY_TABLE} query={query} rows={groups} stackOnPhone>
      {(group) => (
        <Fragment key={group.registration}>
          <RegistrationGroupRow group={group} columns={ELIGIBILITY_TABLE.columns.length}>
            <WaiverControl
              group={group}
              onWaive={() => onWaive(group)}
              onWithdraw={() => onWithdrawWaiver(group)}
            />
          </RegistrationGroupRow>
          {group.rows.map((row) => {
            const key = rowKey(row)
            const reasons = openReasons(row)
            return (
              <tr key={key} data-participant={row.name}>
                <td>
                  {row.eligible ? (
                    <NameField
                      registered={row.name}
                      value={names[key] ?? row.name}
                      error={nameErrors[key]}
                      onChange={(name) => onName(key, name)}
                    />
                  ) : (
                    <span className="dash-strong">{row.name}</span>
                  )}
                </td>
                <td className="dash-nowrap" data-label="Days attended">
                  {row.daysAttended} of {row.daysRequired}
                </td>
                <td data-label="Certificate">
                  {reasons.length === 0 ? (
                    <StatusPill tone="success">Eligible</StatusPill>
                  ) : (
                    <ul className="certificates-reasons" aria-label="Why not yet">
                      {reasons.map((reason) => (
                        <li key={reason.reason}>{describeIneligibility(reason)}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            )
          })}
        </Fragment>
      )}
    </DataTable>
  </div>
)
