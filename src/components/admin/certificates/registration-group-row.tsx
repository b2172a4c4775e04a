import type { ReactNode } from 'react'

import type { CertificateRow } from '@/lib/certificates/certificate-groups'

type Props = {
  group: Pick<CertificateRow, 'reference' | 'organization'>
  /** How many columns the table has: the row spans them all. */
  columns: number
  /** What is done for the whole registration, at the row's end. */
  children?: ReactNode
}

/** A registration heading its participants' rows in a table: organisation and reference. */
export const RegistrationGroupRow = ({ group, columns, children }: Props) => (
  <tr className="certificates-group" data-registration={group.reference}>
    <th scope="rowgroup" colSpan={columns}>
      <div className="certificates-spread">
        <span>
          <span className="dash-strong">{group.organization}</span>{' '}
          <span className="dash-small dash-muted">{group.reference}</span>
        </span>
        {children}
      </div>
    </th>
  </tr>
)
