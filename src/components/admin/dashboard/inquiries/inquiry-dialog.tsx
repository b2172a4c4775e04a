'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { formatExportDate } from '@/lib/export-headers'
import type { Contact } from '@/payload-types'

import { ConfirmDialog } from '../ui/confirm-dialog'
import { DangerButton } from '../ui/danger-button'
import { EmailLink } from '../ui/email-link'
import { DetailList } from '../ui/detail-list'
import { Dialog } from '../ui/dialog'
import { StatusPill } from '../ui/status-pill'
import { TextAreaField } from '../ui/text-area-field'
import { useDeleteInquiry, useMarkReplied } from './use-inquiries'

type Props = {
  inquiry: Contact | null
  /** The inquiry as stored after a change (it may have left the filtered list). */
  onUpdated: (inquiry: Contact) => void
  onClose: () => void
}

export const InquiryDialog = ({ inquiry, onUpdated, onClose }: Props) => {
  const [notes, setNotes] = useState('')
  const [confirming, setConfirming] = useState(false)
  const markReplied = useMarkReplied()
  const deleteInquiry = useDeleteInquiry()

  const close = () => {
    setNotes('')
    onClose()
  }

  return (
    <Dialog
      open={inquiry !== null}
      onOpenChange={(open) => !open && close()}
      title={inquiry ? `Inquiry from ${inquiry.name}` : ''}
      wide
      footer={
        inquiry && (
          <>
            <DangerButton disabled={deleteInquiry.isPending} onClick={() => setConfirming(true)}>
              Delete Inquiry
            </DangerButton>
            {!inquiry.isReplied && (
              <Button
                buttonStyle="primary"
                margin={false}
                disabled={markReplied.isPending}
                onClick={() =>
                  markReplied.mutate(
                    { id: inquiry.id, notes },
                    {
                      onSuccess: ({ doc }) => {
                        setNotes('')
                        onUpdated(doc)
                      },
                    },
                  )
                }
              >
                Mark as Replied
              </Button>
            )}
          </>
        )
      }
    >
      {inquiry && (
        <>
          <DetailList
            items={[
              [
                'Status',
                <StatusPill key="status" tone={inquiry.isReplied ? 'success' : 'warning'}>
                  {inquiry.isReplied ? 'Replied' : 'Pending'}
                </StatusPill>,
              ],
              ['Received', formatExportDate(inquiry.createdAt)],
              ['Name', inquiry.name],
              ['E-mail', <EmailLink key="email" email={inquiry.email} />],
              ['Phone', inquiry.phone || 'N/A'],
              ['Organization', inquiry.organization],
              ['Program', inquiry.program],
              ['Subject', inquiry.subject],
            ]}
          />
          <h3 className="dash-dialog__subtitle">Message</h3>
          {/* React writes this as text: markup a visitor typed is shown, never run. */}
          <p className="dash-message" data-testid="inquiry-message">
            {inquiry.message}
          </p>
          {inquiry.isReplied ? (
            inquiry.replyNotes && (
              <>
                <h3 className="dash-dialog__subtitle">Reply notes</h3>
                <p className="dash-message">{inquiry.replyNotes}</p>
              </>
            )
          ) : (
            <TextAreaField
              label="Reply notes (optional)"
              rows={3}
              value={notes}
              maxLength={5000}
              onChange={setNotes}
            />
          )}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            wording={{
              title: 'Delete this inquiry?',
              description: `The inquiry from ${inquiry.name} will be removed for good.`,
              confirmLabel: 'Delete',
            }}
            busy={deleteInquiry.isPending}
            onConfirm={() =>
              deleteInquiry.mutate(inquiry.id, {
                onSettled: () => setConfirming(false),
                onSuccess: close,
              })
            }
          />
        </>
      )}
    </Dialog>
  )
}
