'use client'

import { FileDown } from 'lucide-react'

import type { EditionFigures } from '@/lib/dashboard/edition-figures'

import { downloadExport } from '../dashboard/data/download-export'
import { notifyFailure, notifySuccess } from '../dashboard/data/notify'
import { DownloadButton } from '../dashboard/ui/download-button'
import { attendanceSheetPath } from './certificate-api'
import { SHEET_DOWNLOADED, SHEET_FAILED } from './certificate-messages'

type Props = { edition: EditionFigures; day: string }

/** The day's A4 sheet for participants to sign, grouped by organisation. */
export const AttendanceSheetButton = ({ edition, day }: Props) => (
  <DownloadButton
    label="Attendance sheet (PDF)"
    busyLabel="Preparing…"
    icon={FileDown}
    onDownload={async () => {
      try {
        const path = attendanceSheetPath(edition.id, day)
        await downloadExport(path, `attendance-${edition.slug}-${day}.pdf`)
        notifySuccess(SHEET_DOWNLOADED)
      } catch (error) {
        notifyFailure(error, SHEET_FAILED)
      }
    }}
  />
)
