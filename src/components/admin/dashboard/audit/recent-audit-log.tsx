import { Button } from '@payloadcms/ui'
import type { PayloadRequest } from 'payload'

import { AUDIT_ACTION_LABELS } from '@/lib/audit/audit-actions'
import { formatInMalaysia } from '@/lib/malaysia-time'

import { DataTable, type TableText } from '../ui/data-table'
import { Section } from '../ui/section'

const AUDIT_LOG_TABLE: TableText = {
  label: 'Latest audit log entries',
  columns: ['When', 'What', 'Who', 'Records', 'From'],
  empty: 'Nothing recorded yet.',
}

/** Enough to notice something unusual at a glance; the full log is one click away. */
const SHOWN = 8

export const RecentAuditLog = async ({
  req,
  adminRoute,
}: {
  req: PayloadRequest
  adminRoute: string
}) => {
  const { docs, totalDocs } = await req.payload.find({
    collection: 'audit-log',
    // A summary of routine reads is kept up to date: the latest activity first.
    sort: '-updatedAt',
    limit: SHOWN,
    depth: 0,
    overrideAccess: false,
    user: req.user,
  })
  const logUrl = `${adminRoute}/collections/audit-log`
  return (
    <Section
      id="audit-log"
      title="Audit log"
      summary={
        <span className="dash-muted">
          Who read, exported or erased personal data, and who changed where e-mails, payments and
          sign-ins go. {totalDocs} entries in all.
        </span>
      }
      actions={
        <Button el="link" url={logUrl} buttonStyle="secondary" margin={false}>
          Open the audit log
        </Button>
      }
    >
      <DataTable text={AUDIT_LOG_TABLE} rows={docs}>
        {(entry) => (
          <tr key={entry.id}>
            <td className="dash-nowrap">
              <a href={`${logUrl}/${entry.id}`}>
                {formatInMalaysia(entry.createdAt, 'MMM dd, yyyy h:mm a')}
              </a>
            </td>
            <td>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</td>
            <td>{entry.userEmail ?? <span className="dash-muted">The server</span>}</td>
            <td>{entry.rowCount ?? '–'}</td>
            <td className="dash-small">{entry.ip ?? '–'}</td>
          </tr>
        )}
      </DataTable>
    </Section>
  )
}
