'use client'

import { FileDown } from 'lucide-react'
import { useState } from 'react'

import type { EditionFigures } from '@/lib/dashboard/edition-figures'

import { downloadExport } from '../dashboard/data/download-export'
import { notifyFailure, notifySuccess } from '../dashboard/data/notify'
import { SmallButton } from '../dashboard/ui/small-button'
import { attendanceSheetPath } from './certificate-api'
import { SHEET_DOWNLOADED, SHEET_FAILED } from './certificate-messages'

/** The day's A4 sheet for participants to sign, grouped by organisation. */
export const AttendanceSheetButton = ({
  edition,
  day,
}: {
  edition: EditionFigures
  day: string
}) => {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      await downloadExport(
        attendanceSheetPath(edition.id, day),
        `attendance-${edition.slug}-${day}.pdf`,
      )
      notifySuccess(SHEET_DOWNLOADED)
    } catch (error) {
      notifyFailure(error, SHEET_FAILED)
    } finally {
      setBusy(false)
    }
  }
  return (
    <SmallButton
      buttonStyle="secondary"
      disabled={busy}
      onClick={download}
      icon={<FileDown size={16} aria-hidden />}
      iconPosition="left"
    >
      {busy ? 'Preparing…' : 'Attendance sheet (PDF)'}
    </SmallButton>
  )
}
